import { randomUUID } from 'node:crypto';
import type { createClient } from 'redis';
import type { OnlineUser } from '@conf/common';
import type { Outage } from '../platform/outage.js';

/**
 * Who is online, counted per open socket so that a second tab closing does not take its user
 * offline. `join` and `leave` answer whether this socket was the user's first or last anywhere.
 */
export interface Presence {
  join(user: OnlineUser): Promise<boolean>;
  leave(user: OnlineUser): Promise<boolean>;
  list(): Promise<OnlineUser[]>;
  close(): Promise<void>;
}

/** One instance without Redis: a map in this process. */
export function memoryPresence(): Presence {
  const sockets = new Map<number, { isAdmin: boolean; count: number }>();
  // Sockets closed by shutdown report their departure after close: nothing is left to count.
  let closed = false;
  return {
    async join({ id, isAdmin }) {
      if (closed) return false;
      const entry = sockets.get(id) ?? { isAdmin, count: 0 };
      entry.count += 1;
      sockets.set(id, entry);
      return entry.count === 1;
    },
    async leave({ id }) {
      if (closed) return false;
      const entry = sockets.get(id);
      if (!entry) return false;
      entry.count -= 1;
      if (entry.count > 0) return false;
      sockets.delete(id);
      return true;
    },
    async list() {
      return [...sockets].map(([id, { isAdmin }]) => ({ id, isAdmin }));
    },
    async close() {
      closed = true;
      sockets.clear();
    },
  };
}

type RedisClient = ReturnType<typeof createClient>;

export const PRESENCE_TIMING = {
  heartbeatMs: 5_000,
  /** An instance silent this long is taken for dead and its sockets for gone. */
  instanceTtlMs: 15_000,
};

/**
 * Instances behind a load balancer (REDIS_URL). Each instance counts its own sockets in a hash of
 * its own (`{prefix}presence:conn:{instance}`, field `{userId}:{0|1 admin}`) and renews its entry
 * in a sorted set of live instances every few seconds. A crashed instance stops renewing, so its
 * users drop out of every count once its entry is older than `instanceTtlMs`; `onPrune` tells
 * the caller so organisers get a fresh list.
 *
 * Redis may go away while sockets stay open. This instance therefore keeps its own counts too:
 * while Redis is down, join and leave answer from them (local-only), and when the connection
 * returns the hash is written again from them and organisers get a fresh list, so an author who
 * stayed connected through a partition (and was pruned by the others meanwhile) is online again.
 */
export async function redisPresence(
  client: RedisClient,
  prefix: string,
  onPrune: () => void,
  timing = PRESENCE_TIMING,
  outage?: Outage,
): Promise<Presence> {
  const instance = randomUUID();
  const instances = `${prefix}presence:instances`;
  const connPrefix = `${prefix}presence:conn:`;
  const mine = connPrefix + instance;
  const field = (u: OnlineUser) => `${u.id}:${u.isAdmin ? 1 : 0}`;

  const beat = async () => {
    const now = Date.now();
    await client.zAdd(instances, { score: now + timing.instanceTtlMs, value: instance });
    await client.pExpire(mine, timing.instanceTtlMs * 2);
    const dead = await client.zRangeByScore(instances, '-inf', now);
    if (dead.length === 0) return;
    await client.del(dead.map((d) => connPrefix + d));
    await client.zRem(instances, dead);
    onPrune();
  };
  const local = new Map<string, number>();
  const reannounce = async () => {
    if (closed) return;
    const entries = [...local].filter(([, n]) => n > 0);
    const tx = client.multi().del(mine);
    if (entries.length) tx.hSet(mine, Object.fromEntries(entries.map(([f, n]) => [f, n])));
    await tx.exec();
    await beat();
    onPrune();
  };
  client.on('ready', () => void reannounce().catch((err: unknown) => outage?.failed(err)));
  await beat();
  const timer = setInterval(() => void beat().catch(() => undefined), timing.heartbeatMs);
  timer.unref();

  // Changes this instance's count and sums the user's sockets over live instances in one atomic
  // step, so two instances seeing the same user arrive at once cannot both miss "first".
  let closed = false;
  const change = async (user: OnlineUser, delta: 1 | -1): Promise<number> => {
    if (closed) return -1;
    const mineNow = (local.get(field(user)) ?? 0) + delta;
    if (mineNow > 0) local.set(field(user), mineNow);
    else local.delete(field(user));
    try {
      const total = await client.eval(COUNT_SCRIPT, {
        keys: [instances, mine],
        arguments: [field(user), String(delta), String(Date.now()), connPrefix],
      });
      return Number(total);
    } catch (err) {
      // Redis is down: answer for this instance alone; the hash is rewritten when it returns.
      outage?.failed(err);
      return Math.max(0, mineNow);
    }
  };

  return {
    async join(user) {
      return (await change(user, 1)) === 1;
    },
    async leave(user) {
      return (await change(user, -1)) === 0;
    },
    async list() {
      if (!client.isReady) return localList(local);
      const live = await client.zRangeByScore(instances, Date.now(), '+inf');
      const hashes = await Promise.all(live.map((i) => client.hGetAll(connPrefix + i)));
      const online = new Map<number, boolean>();
      for (const hash of hashes) {
        for (const [key, count] of Object.entries(hash)) {
          const [id, admin] = key.split(':');
          if (Number(count) > 0) online.set(Number(id), admin === '1');
        }
      }
      return [...online].map(([id, isAdmin]) => ({ id, isAdmin }));
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await client.del(mine).catch(() => undefined);
      await client.zRem(instances, instance).catch(() => undefined);
    },
  };
}

function localList(local: Map<string, number>): OnlineUser[] {
  const online = new Map<number, boolean>();
  for (const [key, count] of local) {
    const [id, admin] = key.split(':');
    if (count > 0) online.set(Number(id), admin === '1');
  }
  return [...online].map(([id, isAdmin]) => ({ id, isAdmin }));
}

const COUNT_SCRIPT = `
local mine = redis.call('HINCRBY', KEYS[2], ARGV[1], ARGV[2])
if mine <= 0 then redis.call('HDEL', KEYS[2], ARGV[1]) end
local total = 0
for _, inst in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], ARGV[3], '+inf')) do
  total = total + tonumber(redis.call('HGET', ARGV[4] .. inst, ARGV[1]) or '0')
end
return total
`;
