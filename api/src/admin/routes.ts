import { Router } from 'express';
import type { AppContext } from '../context.js';
import { requireAdmin } from './guard.js';

/**
 * `/api/admin/...`: every organiser route sits behind the one guard above. Each domain exports
 * its admin router and is mounted here, one line each.
 */
export function adminRoutes(_ctx: AppContext): Router {
  const router = Router();
  router.use(requireAdmin);
  return router;
}
