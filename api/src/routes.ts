import { auditRoutes } from './audit/routes.js';
import type { AppContext } from './context.js';
import { dashboardRoutes } from './admin/dashboard-routes.js';
import { healthRoutes } from './health/routes.js';
import { authRoutes } from './auth/routes.js';
import { bookRoutes } from './book/routes.js';
import { certificateRoutes } from './certificates/routes.js';
import type { MountedRoute } from './http/route.js';
import { countryRoutes } from './initial-data/countries.js';
import { initialDataRoutes } from './initial-data/routes.js';
import { letterRoutes } from './letters/routes.js';
import { messageRoutes } from './messages/routes.js';
import { newsRoutes } from './news/routes.js';
import { referenceRoutes } from './openapi/routes.js';
import { pageRoutes } from './pages/routes.js';
import { adminParticipantRoutes } from './participants/admin-routes.js';
import { participantRoutes } from './participants/routes.js';
import { paymentRoutes } from './payments/routes.js';
import { adminProgrammeRoutes } from './programme/admin-routes.js';
import { programmeRoutes } from './programme/routes.js';
import { onlineUserRoutes } from './realtime/routes.js';
import { adminReviewRoutes } from './reviews/admin-routes.js';
import { reviewerRoutes } from './reviews/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { timelineRoutes } from './timeline/routes.js';
import { adminThesisRoutes } from './theses/admin-routes.js';
import { thesisRoutes } from './theses/routes.js';
import { adminUserRoutes } from './users/admin-routes.js';
import { accountRoutes } from './users/routes.js';

/**
 * Every route the API serves, each implementing one route of the contract in common. app.ts
 * mounts exactly these; the contract test checks that nothing is missing or extra.
 */
export function apiRoutes(ctx: AppContext): MountedRoute[] {
  return [
    ...authRoutes(ctx),
    ...accountRoutes(ctx),
    ...initialDataRoutes(ctx),
    ...countryRoutes(ctx),
    ...pageRoutes(ctx),
    ...newsRoutes(ctx),
    ...participantRoutes(ctx),
    ...adminParticipantRoutes(ctx),
    ...thesisRoutes(ctx),
    ...adminThesisRoutes(ctx),
    ...paymentRoutes(ctx),
    ...messageRoutes(ctx),
    ...dashboardRoutes(ctx),
    ...onlineUserRoutes(ctx),
    ...adminUserRoutes(ctx),
    ...settingsRoutes(ctx),
    ...reviewerRoutes(ctx),
    ...adminReviewRoutes(ctx),
    ...auditRoutes(ctx),
    ...timelineRoutes(ctx),
    ...referenceRoutes(),
    ...programmeRoutes(ctx),
    ...adminProgrammeRoutes(ctx),
    ...bookRoutes(ctx),
    ...letterRoutes(ctx),
    ...certificateRoutes(ctx),
    ...healthRoutes(ctx),
  ];
}
