import { auditRoutes } from './audit/routes.js';
import type { AppContext } from './context.js';
import type { MountedRoute } from './http/route.js';
import { referenceRoutes } from './openapi/routes.js';
import { adminReviewRoutes } from './reviews/admin-routes.js';
import { reviewerRoutes } from './reviews/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { timelineRoutes } from './timeline/routes.js';
import { adminThesisRoutes } from './theses/admin-routes.js';
import { thesisRoutes } from './theses/routes.js';

/**
 * Every route the API serves, each implementing one route of the contract in common. app.ts
 * mounts exactly these; the contract test checks that nothing is missing or extra.
 */
export function apiRoutes(ctx: AppContext): MountedRoute[] {
  return [
    ...thesisRoutes(ctx),
    ...adminThesisRoutes(ctx),
    ...settingsRoutes(ctx),
    ...reviewerRoutes(ctx),
    ...adminReviewRoutes(ctx),
    ...auditRoutes(ctx),
    ...timelineRoutes(ctx),
    ...referenceRoutes(),
  ];
}
