import { createClient } from 'redis';

/** The tests' Redis: TEST_REDIS_URL, or one on the default local address. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function answers(url: string): Promise<boolean> {
  const probe = createClient({ url, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the Redis tests run. Redis is optional on a laptop: without TEST_REDIS_URL they run
 * only where a Redis answers on the default address. CI sets TEST_REDIS_URL, so there they can
 * never be skipped.
 */
export const redisAvailable =
  process.env.TEST_REDIS_URL !== undefined || (await answers(REDIS_URL));

/** Removes every key a run wrote under its prefix, leaving the shared Redis as it was. */
export async function removeRedisKeys(prefix: string): Promise<void> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*` }))
    if (keys.length) await client.del(keys);
  await client.close();
}
