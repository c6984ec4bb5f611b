import { Router } from 'express';
import type { AppContext } from '../context.js';
import { dashboardData } from './dashboard.js';

/** `GET /api/admin/initial_data` (spec §7): the dashboard's counts, chart and activity feed. */
export function dashboardRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/initial_data', async (_req, res) => {
    res.json(await dashboardData(ctx));
  });
  return router;
}
