import type { AppContext } from './context.js';
import type { MountedRoute } from './http/route.js';
import { referenceRoutes } from './openapi/routes.js';
import { bookRoutes } from './book/routes.js';
import { certificateRoutes } from './certificates/routes.js';
import { letterRoutes } from './letters/routes.js';
import { adminProgrammeRoutes } from './programme/admin-routes.js';
import { programmeRoutes } from './programme/routes.js';
import { settingsRoutes } from './settings/routes.js';
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
    ...referenceRoutes(),
    ...programmeRoutes(ctx),
    ...adminProgrammeRoutes(ctx),
    ...bookRoutes(ctx),
    ...letterRoutes(ctx),
    ...certificateRoutes(ctx),
  ];
}
