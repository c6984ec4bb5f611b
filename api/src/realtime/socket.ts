import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { backoffDelay, logWaiting, waitFor } from '../platform/backoff.js';
import { Outage } from '../platform/outage.js';
import { closeRedisClient } from '../platform/redis-close.js';
import { Server } from 'socket.io';
import { SOCKET_PATH, SOCKET_ROOMS } from '@conf/common';
import type { AppContext } from '../context.js';
import { socketAuth } from './auth.js';
import { registerMessageHandlers } from './handlers/messages.js';
import { registerPresenceHandlers } from './handlers/presence.js';
import { startSessionSweep } from './session-sweep.js';
import type { SocketServer } from './hub.js';
import { PRESENCE_TIMING, memoryPresence, redisPresence, type Presence } from './presence.js';

export interface SocketServerOptions {
  /** Prefix of every Redis key and channel, so that deployments (or test runs) never meet. */
  redisPrefix?: string;
  /** Aborts waiting for Redis at start (a stop signal during start-up). */
  signal?: AbortSignal;
  /** How often sockets are checked against their users' rows (session-sweep.ts). */
  sessionSweepMs?: number;
}

/**
 * Socket.IO on the API's own HTTP server at /socket.io, attached to `ctx.realtime` so services'
 * emits reach clients. With REDIS_URL, events cross instances through the Redis adapter and
 * presence is counted in Redis; without it, both stay in this process. Answers the function that
 * closes it all; call it before closing the HTTP server, which long-lived sockets would hold open.
 */
export async function attachSocketServer(
  httpServer: HttpServer,
  ctx: AppContext,
  options: SocketServerOptions = {},
): Promise<() => Promise<void>> {
  const prefix = options.redisPrefix ?? 'conf:';
  // Cookie-authenticated sockets must come from the site; bearer-token clients such as the
  // desktop console (CORS_ORIGINS) may also poll cross-origin.
  const origins = [ctx.config.publicUrl, ...ctx.config.allowedOrigins];
  const io: SocketServer = new Server(httpServer, {
    path: SOCKET_PATH,
    cors: { origin: [...origins, ...ctx.config.corsOrigins], credentials: true },
    serveClient: false,
  });

  const redis = ctx.config.redisUrl
    ? await connectRedis(ctx, ctx.config.redisUrl, options.signal)
    : null;
  // Commands the close below cuts short are no outage.
  let closing = false;
  if (redis) {
    const report = (err: unknown) => {
      if (!closing) redis.outage.failed(err);
    };
    io.adapter(
      createAdapter(reportingFailures(redis.pub, report), reportingFailures(redis.sub, report), {
        key: `${prefix}socket.io`,
      }),
    );
  }
  let presence: Presence | null = null;
  const broadcastOnline = async () => {
    if (presence) io.to(SOCKET_ROOMS.admins).emit('online_users', await presence.list());
  };
  presence = redis
    ? await redisPresence(
        redis.pub,
        prefix,
        () => void broadcastOnline().catch(() => undefined),
        PRESENCE_TIMING,
        redis.outage,
      )
    : memoryPresence();

  const authenticate = socketAuth(ctx, new Set(origins));
  // The check answers through next() on every path, its own failures included.
  io.use((socket, next) => void authenticate(socket, next));
  io.on('connection', (socket) => {
    const { userId, isAdmin } = socket.data;
    void socket.join(SOCKET_ROOMS.user(userId));
    if (isAdmin) void socket.join(SOCKET_ROOMS.admins);
    registerPresenceHandlers(ctx, io, presence!, socket);
    registerMessageHandlers(ctx, socket);
  });

  ctx.realtime.attach(io, presence, redis ? () => redis.pub.ping() : null);
  const stopSweep = startSessionSweep(io, ctx.models, ctx.logger, options.sessionSweepMs);
  return async () => {
    closing = true;
    stopSweep();
    ctx.realtime.attach(null);
    // Not io.close(): that also closes the HTTP server, whose draining belongs to its owner.
    io.disconnectSockets(true);
    await io.of('/').adapter.close();
    io.engine.close();
    await presence?.close();
    if (redis) await Promise.all([closeRedisClient(redis.pub), closeRedisClient(redis.sub)]);
  };
}

/**
 * The publishing and subscribing clients. At start they wait for Redis the way the database is
 * waited for (platform/backoff.ts, same log line); once running, a cut is survived: commands
 * fail at once instead of queueing (`disableOfflineQueue`), events then reach this instance's
 * sockets only, and the clients reconnect by themselves with backoff.
 * The outage is logged once when it starts and once when it ends.
 */
async function connectRedis(ctx: AppContext, url: string, signal?: AbortSignal) {
  const outage = new Outage(ctx.logger, 'redis');
  let connecting = true;
  const reconnectStrategy = (retries: number, cause: Error) => {
    const delay = backoffDelay(retries + 1);
    if (connecting) logWaiting(ctx.logger, 'redis', retries + 1, delay, cause);
    else outage.failed(cause);
    return delay;
  };
  const pub = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy } });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    // Without a listener a lost connection would crash the process; the strategy above logs.
    client.on('error', (err: unknown) => {
      if (!connecting) outage.failed(err);
    });
    client.on('ready', () => {
      if (!connecting && pub.isReady && sub.isReady) outage.recovered();
    });
  }
  const stopWaiting = () => void Promise.allSettled([pub.destroy(), sub.destroy()]);
  signal?.addEventListener('abort', stopWaiting, { once: true });
  try {
    await waitFor('redis', () => Promise.all([pub.connect(), sub.connect()]), ctx.logger, {
      signal,
    });
  } finally {
    signal?.removeEventListener('abort', stopWaiting);
  }
  connecting = false;
  return { pub, sub, outage };
}

/**
 * The client as the Redis adapter is given it. The adapter sends commands it never awaits: a
 * publish on every broadcast, subscribes when made and four unsubscribes in its close(). In an
 * outage those reject with no one listening, and so do the unsubscribes when a reconnecting
 * client is destroyed at shutdown; an unhandled rejection ends the process (and fails a test
 * run). Here each command's failure is reported to the outage log; a caller that awaits the
 * command still sees its rejection.
 */
function reportingFailures<C extends object>(client: C, report: (err: unknown) => void): C {
  return new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (result instanceof Promise) result.catch(report);
        return result;
      };
    },
  });
}
