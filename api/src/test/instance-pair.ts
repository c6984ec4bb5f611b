import { startTestApp, type TestApp } from './app.js';
import { REDIS_URL } from './redis.js';

/**
 * Two instances over one database and one Redis, as behind a load balancer. Every key and
 * channel carries `redisPrefix`, so parallel runs never meet; A may reach Redis by another
 * address (through a fault proxy), B always directly.
 */
export async function startInstancePair(
  redisPrefix: string,
  redisUrlOfA: string = REDIS_URL,
): Promise<{ a: TestApp; b: TestApp }> {
  const a = await startTestApp({ config: { redisUrl: redisUrlOfA }, socket: { redisPrefix } });
  const b = await startTestApp({
    sameDatabaseAs: a,
    config: { redisUrl: REDIS_URL, jwtSecret: a.ctx.config.jwtSecret },
    socket: { redisPrefix },
  });
  return { a, b };
}
