import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import type { Logger } from 'pino';
import { isChangeTopic, type LocalChangeFeed } from './changes.js';
import { closeRedisClient } from '../platform/redis-close.js';

/**
 * Relays the change feed between instances through Redis pub/sub (REDIS_URL): what one instance
 * publishes, every other delivers to its own caches (settings, rendered pages). An instance skips
 * its own messages, which it has delivered already. Answers the function that closes it.
 */
export async function relayChanges(
  feed: LocalChangeFeed,
  url: string,
  logger: Logger,
  /** REDIS_PREFIX + 'changes': pub/sub ignores the database index, so deployments sharing a
   * Redis server would otherwise drop each other's cached pages. */
  channel: string,
): Promise<() => Promise<void>> {
  const instance = randomUUID();
  const pub = createClient({ url });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    client.on('error', (err: unknown) => logger.error({ err }, 'redis connection error (changes)'));
  }
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(channel, (message) => {
    const [from, topic] = message.split(' ');
    if (from !== instance && topic && isChangeTopic(topic)) feed.deliver(topic);
  });
  feed.onPublish = (topic) => {
    pub.publish(channel, `${instance} ${topic}`).catch((err: unknown) => {
      logger.error({ err, topic }, 'change not relayed to other instances');
    });
  };
  return async () => {
    feed.onPublish = null;
    await Promise.all([closeRedisClient(sub), closeRedisClient(pub)]);
  };
}
