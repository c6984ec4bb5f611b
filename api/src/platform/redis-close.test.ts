import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../test/fault-proxy.js';
import { REDIS_URL, redisAvailable } from '../test/redis.js';
import { closeRedisClient } from './redis-close.js';

const key = `conf-close-${randomBytes(4).toString('hex')}`;

let proxy: FaultProxy;
beforeEach(async () => {
  if (redisAvailable) proxy = await startFaultProxy(REDIS_URL);
});
afterEach(async () => {
  await proxy?.close();
});

async function connectedThroughProxy() {
  const client = createClient({
    url: proxy.via(REDIS_URL),
    socket: { reconnectStrategy: () => 50 },
  });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

const waitUntil = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe.skipIf(!redisAvailable)('closing a Redis client at shutdown', () => {
  it('lets a connected client finish the command it sent', async () => {
    const client = await connectedThroughProxy();
    const written = client.set(key, 'kept', { PX: 10_000 });
    await closeRedisClient(client);
    expect(await written).toBe('OK');
    expect(client.isOpen).toBe(false);
    expect(await waitUntil(() => proxy.open() === 0)).toBe(true);
  });

  it('does not wait for ever on a connection that carries nothing any more', async () => {
    const client = await connectedThroughProxy();
    proxy.pause();
    const stranded = client.get(key).then(
      () => 'answered',
      () => 'rejected',
    );
    const started = Date.now();
    await closeRedisClient(client, 300);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await stranded).toBe('rejected');
    expect(client.isOpen).toBe(false);
  });

  it('stops a client that is reconnecting instead of waiting for it', async () => {
    const client = await connectedThroughProxy();
    proxy.cut();
    expect(await waitUntil(() => !client.isReady)).toBe(true);
    await closeRedisClient(client);
    expect(client.isOpen).toBe(false);
    // Healed afterwards, the proxy sees no new connection: the retries ended with the close.
    proxy.heal();
    await new Promise((r) => setTimeout(r, 300));
    expect(proxy.open()).toBe(0);
  });
});
