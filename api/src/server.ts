import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp, frontDoor } from './app.js';
import { redisLimitCounters } from './http/rate-limit-store.js';
import { createPasswordPool } from './auth/passwords.js';
import type { Config } from './config.js';
import { DEFAULT_RATE_LIMITS, cachedServices, type AppContext } from './context.js';
import { openDatabase } from './db/open.js';
import { createMailer } from './mail/mailer.js';
import { RealtimeHub } from './realtime/hub.js';
import { attachSocketServer } from './realtime/socket.js';
import { createBackgroundTasks } from './platform/background.js';
import { loadWebHandler } from './platform/web.js';
import { seedFirstAdmin } from './users/seed-admin.js';
import { startPassportPurge } from './letters/purge.js';
import { CHANGE_TOPICS, LocalChangeFeed } from './events/changes.js';
import { relayChanges } from './events/relay.js';
import { createPageApi } from './platform/page-api.js';
import { apiRoutes } from './routes.js';
import { seedSettingsFromEnv } from './settings/seed.js';
import { startFileReconciler } from './files/reconcile.js';
import { createFileStorage } from './files/storage/index.js';
import { removeTempUploads } from './files/store.js';

export interface RunningServer {
  url: string;
  server: Server;
  ctx: AppContext;
  /** Stops accepting, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  /** Aborts a start still waiting for the database or Redis (a stop signal during start-up). */
  signal?: AbortSignal;
}

export async function startServer(
  config: Config,
  logger: Logger,
  options: StartOptions = {},
): Promise<RunningServer> {
  if (config.jwtSecretGenerated && config.env === 'production') {
    logger.warn(
      { file: `${config.dataDir}/secret` },
      'JWT_SECRET is not set: using the secret generated in DATA_DIR (set JWT_SECRET when several instances serve the site)',
    );
  }
  const db = await openDatabase(config, logger, options);
  const passwords = createPasswordPool();
  const background = createBackgroundTasks(logger);
  try {
    const firstAdmin = await seedFirstAdmin(db.models, passwords);
    if (firstAdmin) announceFirstAdmin(firstAdmin);

    const ctx: AppContext = {
      config,
      logger,
      models: db.models,
      storage: createFileStorage(config, db.models.sequelize),
      instance: randomBytes(4).toString('hex'),
      mailer: createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: config.outboxDir,
        logger,
      }),
      realtime: new RealtimeHub(),
      rateLimits: DEFAULT_RATE_LIMITS,
      ...(config.redisUrl
        ? { limitCounters: redisLimitCounters(config.redisUrl, 'conf:', logger) }
        : {}),
      ...cachedServices(db.models),
      passwords,
      background,
    };
    await seedSettingsFromEnv(ctx);
    const passportPurge = startPassportPurge(ctx);
    const closeRelay =
      config.redisUrl && ctx.changes instanceof LocalChangeFeed
        ? await relayChanges(ctx.changes, config.redisUrl, logger, `${config.redisPrefix}changes`)
        : async () => undefined;
    const reconciler = startFileReconciler(
      config.uploadDir,
      ctx.storage,
      db.models.sequelize,
      logger,
    );
    let apiOrigin = '';
    // The renderer's loaders call the API's handlers in this process (no loopback HTTP).
    const routes = apiRoutes(ctx);
    const pageApi = createPageApi(ctx, routes, () => app);
    const web = config.webDist
      ? await loadWebHandler(config, logger, {
          apiOrigin: () => apiOrigin,
          pageApi,
          onChange: (listener) => {
            for (const topic of CHANGE_TOPICS) ctx.changes.subscribe(topic, listener);
          },
        })
      : undefined;
    const app = createApp(ctx, { web, routes });
    const server = createServer(frontDoor(ctx, app, web));
    const closeSockets = await attachSocketServer(server, ctx, {
      redisPrefix: config.redisPrefix,
      signal: options.signal,
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, resolve);
    });
    const { port } = server.address() as AddressInfo;
    const url = `http://localhost:${port}`;
    apiOrigin = `http://127.0.0.1:${port}`;
    logger.info({ url }, 'conference portal listening');

    return {
      url,
      server,
      ctx,
      async close() {
        passportPurge.stop();
        reconciler.stop();
        await closeSockets();
        await closeRelay();
        // Requests in flight (a slow upload too) may finish; what is still open near the drain
        // timeout is cut, so the stop ends cleanly (exit 0) with time left to close the rest.
        // What a cut upload wrote is removed below, before the process exits.
        const cut = setTimeout(
          () => server.closeAllConnections(),
          Math.max(0, config.drainTimeoutMs - 3_000),
        );
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        clearTimeout(cut);
        // Mails a request promised after its answer go out before the database closes.
        await background.drain();
        const cutUploads = await removeTempUploads(config.uploadDir, ctx.instance);
        if (cutUploads.length) logger.info({ files: cutUploads }, 'removed cut uploads');
        await passwords.close();
        await ctx.limitCounters?.close();
        await db.close();
      },
    };
  } catch (err) {
    await passwords.close();
    await db.close();
    throw err;
  }
}

function announceFirstAdmin({ email, password }: { email: string; password: string }) {
  // Printed once, on the console only (not the structured log), and never stored in clear.
  console.warn(
    [
      '',
      '================================================================',
      ' First organiser account created. Sign in at /user/login with:',
      `   e-mail:   ${email}`,
      `   password: ${password}`,
      ' This password is shown only now: change it in the user panel.',
      '================================================================',
      '',
    ].join('\n'),
  );
}
