import { contract } from '@conf/common';
import type { AppContext } from '../context.js';
import { handle, type MountedRoute } from '../http/route.js';
import { dashboardData } from './dashboard.js';

/** The dashboard's counts, chart and activity feed (spec §7). */
export function dashboardRoutes(ctx: AppContext): MountedRoute[] {
  return [handle(contract.admin.dashboard, () => dashboardData(ctx))];
}
