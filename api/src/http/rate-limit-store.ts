import {
  MemoryStore,
  type ClientRateLimitInfo,
  type Options,
  type Store,
} from 'express-rate-limit';
import { createClient } from 'redis';
import { closeRedisClient } from '../platform/redis-close.js';
import type { Logger } from 'pino';

/**
 * Counters of the rate limiters shared by every instance through Redis (issue 10, item 13):
 * without them N instances behind a load balancer allow N times each limit. One store per
 * limiter, each under its own key prefix. While Redis is unreachable each instance counts on its
 * own (the limit still holds per instance) rather than failing requests or letting them through
 * uncounted; the shared counts resume when the connection returns.
 */
export interface LimitCounters {
  /** The store of one limiter, named after its entry in `RateLimits`. */
  store(name: string): Store;
  /** Connected to Redis: the counts are shared right now. */
  readonly shared: boolean;
  close(): Promise<void>;
}

type RedisClient = ReturnType<typeof createClient>;

/** INCR, and start the window on the first hit; answers the count and the window's rest (ms). */
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { hits, ttl }`;

class RedisLimitStore implements Store {
  private windowMs = 60_000;
  private readonly local = new MemoryStore();
  /** The counts live in Redis, not in this process. */
  readonly localKeys = false;

  constructor(
    private readonly client: RedisClient,
    readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
    this.local.init(options);
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    if (!this.client.isReady) return this.local.increment(key);
    try {
      const [hits, ttl] = (await this.client.eval(INCREMENT, {
        keys: [this.prefix + key],
        arguments: [String(this.windowMs)],
      })) as [number, number];
      return { totalHits: hits, resetTime: new Date(Date.now() + ttl) };
    } catch (err) {
      this.logger.warn({ err }, 'rate-limit counter unavailable in Redis; counting locally');
      return this.local.increment(key);
    }
  }

  async decrement(key: string): Promise<void> {
    await this.shared(
      (c) => c.decr(this.prefix + key),
      () => this.local.decrement(key),
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.shared(
      (c) => c.del(this.prefix + key),
      () => this.local.resetKey(key),
    );
  }

  private async shared(run: (c: RedisClient) => Promise<unknown>, fallback: () => unknown) {
    if (!this.client.isReady) return void (await fallback());
    try {
      await run(this.client);
    } catch {
      await fallback();
    }
  }
}

/**
 * Connects in the background: the app starts (and counts locally) while Redis is still coming
 * up or down, and the client reconnects by itself.
 */
export function redisLimitCounters(url: string, prefix: string, logger: Logger): LimitCounters {
  const client = createClient({ url });
  client.on('error', (err: unknown) => logger.warn({ err }, 'rate-limit redis connection error'));
  client.connect().catch((err: unknown) => {
    logger.warn({ err }, 'rate-limit counters: Redis unreachable, counting per instance');
  });
  return {
    store: (name) => new RedisLimitStore(client, `${prefix}rate-limit:${name}:`, logger),
    get shared() {
      return client.isReady;
    },
    close: () => closeRedisClient(client),
  };
}
