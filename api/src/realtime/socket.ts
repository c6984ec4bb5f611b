import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { SOCKET_PATH, SOCKET_ROOMS } from '@conf/common';
import type { AppContext } from '../context.js';
import { socketAuth } from './auth.js';
import { registerMessageHandlers } from './handlers/messages.js';
import { registerPresenceHandlers } from './handlers/presence.js';
import type { SocketServer } from './hub.js';
import { memoryPresence, redisPresence, type Presence } from './presence.js';

export interface SocketServerOptions {
  /** Prefix of every Redis key and channel, so that deployments (or test runs) never meet. */
  redisPrefix?: string;
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

  const redis = ctx.config.redisUrl ? await connectRedis(ctx, ctx.config.redisUrl) : null;
  if (redis) io.adapter(createAdapter(redis.pub, redis.sub, { key: `${prefix}socket.io` }));
  let presence: Presence | null = null;
  const broadcastOnline = async () => {
    if (presence) io.to(SOCKET_ROOMS.admins).emit('online_users', await presence.list());
  };
  presence = redis
    ? await redisPresence(redis.pub, prefix, () => void broadcastOnline().catch(() => undefined))
    : memoryPresence();

  io.use(socketAuth(ctx, new Set(origins)));
  io.on('connection', (socket) => {
    const { userId, isAdmin } = socket.data;
    void socket.join(SOCKET_ROOMS.user(userId));
    if (isAdmin) void socket.join(SOCKET_ROOMS.admins);
    registerPresenceHandlers(ctx, io, presence!, socket);
    registerMessageHandlers(ctx, socket);
  });

  ctx.realtime.attach(io, presence);
  return async () => {
    ctx.realtime.attach(null);
    // Not io.close(): that also closes the HTTP server, whose draining belongs to its owner.
    io.disconnectSockets(true);
    await io.of('/').adapter.close();
    io.engine.close();
    await presence?.close();
    if (redis) await Promise.allSettled([redis.pub.close(), redis.sub.close()]);
  };
}

async function connectRedis(ctx: AppContext, url: string) {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  // Without a listener a lost connection would crash the process; the clients reconnect alone.
  for (const client of [pub, sub]) {
    client.on('error', (err: unknown) => ctx.logger.error({ err }, 'redis connection error'));
  }
  await Promise.all([pub.connect(), sub.connect()]);
  return { pub, sub };
}
