import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp } from './app.js';
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

export interface RunningServer {
  url: string;
  server: Server;
  ctx: AppContext;
  /** Stops accepting, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const db = await openDatabase(config, logger);
  const passwords = createPasswordPool();
  const background = createBackgroundTasks(logger);
  try {
    const firstAdmin = await seedFirstAdmin(db.models, passwords);
    if (firstAdmin) announceFirstAdmin(firstAdmin);

    const ctx: AppContext = {
      config,
      logger,
      models: db.models,
      mailer: createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: config.outboxDir,
        logger,
      }),
      realtime: new RealtimeHub(),
      rateLimits: DEFAULT_RATE_LIMITS,
      ...cachedServices(db.models),
      passwords,
      background,
    };
    // Environment variables only seed the settings on the first start; organisers own them after.
    if (config.zoom) await ctx.settings.seed('zoom', config.zoom);
    const passportPurge = startPassportPurge(ctx);
    let apiOrigin = '';
    const web = config.webDist ? await loadWebHandler(config, logger, () => apiOrigin) : undefined;
    const app = createApp(ctx, { web });
    const server = createServer(app);
    const closeSockets = await attachSocketServer(server, ctx);
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
        await closeSockets();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        // Mails a request promised after its answer go out before the database closes.
        await background.drain();
        await passwords.close();
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
