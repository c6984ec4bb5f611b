import { Router } from 'express';
import type { AppContext } from '../context.js';
import { requireAdmin } from './guard.js';
import { adminNewsRoutes } from '../news/routes.js';
import { adminPageRoutes } from '../pages/routes.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { adminUserRoutes } from '../users/admin-routes.js';
import { adminMessageRoutes } from '../messages/routes.js';
import { onlineUserRoutes } from '../realtime/routes.js';
import { adminParticipantRoutes } from '../participants/admin-routes.js';
import { adminPaymentRoutes } from '../payments/admin-routes.js';

/**
 * `/api/admin/...`: every organiser route sits behind the one guard above. Each domain exports
 * its admin router and is mounted here, one line each.
 */
export function adminRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAdmin);
  // Before any `/users/:id` router, which would take "online" for an id.
  router.use('/users/online', onlineUserRoutes(ctx));
  router.use('/messages', adminMessageRoutes(ctx));
  router.use(dashboardRoutes(ctx));
  router.use('/users', adminUserRoutes(ctx));
  router.use('/pages', adminPageRoutes(ctx));
  router.use('/news', adminNewsRoutes(ctx));
  router.use('/participants', adminParticipantRoutes(ctx));
  router.use('/payments', adminPaymentRoutes(ctx));
  return router;
}
