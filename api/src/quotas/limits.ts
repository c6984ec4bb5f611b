import type { Quotas } from '@conf/common';
import type { AppContext } from '../context.js';

/**
 * The per-user limits in force: the `quotas` section of the conference settings, which
 * organisers change in /admin/settings and which reads as the defaults of common
 * (rules/quotas.ts) until they do. The one place the API reads them.
 */
export async function quotaLimits(ctx: AppContext): Promise<Quotas> {
  return (await ctx.settings.get()).quotas;
}
