import { QUOTA_DEFAULTS, type Quotas } from '@conf/common';
import type { AppContext } from '../context.js';

/**
 * The per-user limits in force. The one place the API reads them: today the defaults of
 * `common`, later the conference settings stored in the database (hence async and given the
 * context), without any caller changing.
 */
export async function quotaLimits(_ctx: AppContext): Promise<Quotas> {
  return QUOTA_DEFAULTS;
}
