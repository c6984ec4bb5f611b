import type { AppContext } from '../context.js';
import { purgePassportData } from './service.js';

export const PURGE_INTERVAL_MS = 24 * 3600_000;

/**
 * The scheduled purge of passport data: once at start and then daily, it deletes what the
 * retention rule (90 days after the conference) no longer allows to keep. Answers a stop
 * function. Several instances may run it at once: purging twice purges nothing more.
 */
export function startPassportPurge(
  ctx: AppContext,
  { intervalMs = PURGE_INTERVAL_MS }: { intervalMs?: number } = {},
): { stop(): void; ran: () => Promise<void> } {
  let last: Promise<void> = Promise.resolve();
  const run = () => {
    last = purgePassportData(ctx, null, { expired: true })
      .then((count) => {
        if (count > 0)
          ctx.logger.info({ count }, 'passport data purged after the retention period');
      })
      .catch((err: unknown) => ctx.logger.error({ err }, 'passport purge failed'));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), ran: () => last };
}
