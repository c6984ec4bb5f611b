import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { createClient } from 'redis';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { contract } from '@conf/common';
import { startTestApp, type TestApp } from '../test/app.js';
import { createUser } from '../test/factories.js';
import { REDIS_URL, redisAvailable } from '../test/redis.js';
import { wirePath } from '../test/routes.js';
import { redisLimitCounters } from './rate-limit-store.js';

/**
 * Issue 10, item 13: with REDIS_URL the limiters of every instance count together, so two
 * instances behind a load balancer allow the limit once, not twice; without Redis each instance
 * still holds the limit on its own.
 */

const STRICT = { login: { windowMs: 60_000, max: 3 } };
const silent = pino({ level: 'silent' });

const wrongLogin = (app: TestApp, email: string) =>
  request(app.url).post(wirePath(contract.auth.login)).send({ email, password: 'wrong-password' });

describe.skipIf(!redisAvailable)('rate-limit counters shared through Redis', () => {
  it('count the attempts of every instance together', async () => {
    const prefix = `conf-test-${randomBytes(4).toString('hex')}:`;
    const countersA = redisLimitCounters(REDIS_URL, prefix, silent);
    const countersB = redisLimitCounters(REDIS_URL, prefix, silent);
    const a = await startTestApp({ rateLimits: STRICT, limitCounters: countersA });
    const b = await startTestApp({
      rateLimits: STRICT,
      limitCounters: countersB,
      sameDatabaseAs: a,
    });
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    try {
      const { user } = await createUser(a.ctx);
      // Both instances are connected before the first attempt is counted.
      await expect.poll(() => countersA.shared && countersB.shared).toBe(true);
      expect((await wrongLogin(a, user.email)).status).toBe(401);
      expect((await wrongLogin(b, user.email)).status).toBe(401);
      expect((await wrongLogin(a, user.email)).status).toBe(401);
      // The fourth attempt, on the instance that has seen only one, is refused.
      const refused = await wrongLogin(b, user.email);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: expect.any(String) });
      const keys = await redis.keys(`${prefix}rate-limit:login:*`);
      expect(keys).toHaveLength(1);
      expect(Number(await redis.get(keys[0]!))).toBe(4);
      // The key expires with the window (so an idle client's count does not linger).
      const ttl = await redis.pTTL(keys[0]!);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      for (const key of await redis.keys(`${prefix}*`)) await redis.del(key);
      await redis.close();
      await b.close();
      await a.close();
      await countersB.close();
      await countersA.close();
    }
  });
});

describe('rate-limit counters while Redis is unreachable', () => {
  it('fall back to counting in the instance: the limit still holds', async () => {
    // Nothing listens on port 1: the client keeps trying in the background.
    const counters = redisLimitCounters('redis://127.0.0.1:1', 'conf-test:', silent);
    const app = await startTestApp({ rateLimits: STRICT, limitCounters: counters });
    try {
      const { user } = await createUser(app.ctx);
      for (let i = 0; i < 3; i++) expect((await wrongLogin(app, user.email)).status).toBe(401);
      expect((await wrongLogin(app, user.email)).status).toBe(429);
    } finally {
      await app.close();
      expect(counters.shared).toBe(false);
      await counters.close();
    }
  });
});
