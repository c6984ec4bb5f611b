import { contract, type HealthCheckDto } from '@conf/common';
import type { AppContext } from '../context.js';
import { handle, handleHttp, type MountedRoute } from '../http/route.js';
import { RETRY_AFTER_SECONDS } from '../http/unavailable.js';

const routes = contract.health;

/** A probe that takes longer than this counts as down: a half-open connection never answers. */
const PROBE_TIMEOUT_MS = 2_000;

async function probe(check: () => Promise<unknown>): Promise<HealthCheckDto> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), PROBE_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    return { ok: false, ms: Math.round(performance.now() - started), error };
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness and readiness for the proxy and orchestrators (see docs/reliability.md). */
export function healthRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(routes.live, () => ({ status: 'ok' as const })),

    handleHttp(routes.ready, async ({ res }) => {
      const [database, redis] = await Promise.all([
        probe(() => ctx.models.User.sequelize!.query('SELECT 1')),
        ctx.config.redisUrl ? probe(() => ctx.realtime.pingRedis()) : undefined,
      ]);
      const checks = redis ? { database, redis } : { database };
      const ok = database.ok && (redis?.ok ?? true);
      if (ok) return { status: 'ok' as const, checks };
      res.status(503).set('Retry-After', String(RETRY_AFTER_SECONDS));
      res.json({ status: 'unavailable', checks });
      return { status: 'unavailable' as const, checks };
    }),
  ];
}
