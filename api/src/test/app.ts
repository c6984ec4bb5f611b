import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import type { Test } from 'supertest';
import { pino, type Logger } from 'pino';
import { inject } from 'vitest';
import { createApp, frontDoor } from '../app.js';
import { createPasswordPool } from '../auth/passwords.js';
import { loadConfig, type Config } from '../config.js';
import { cachedServices, type AppContext, type RateLimits } from '../context.js';
import { createModels } from '../db/models/index.js';
import { createFileStorage } from '../files/storage/index.js';
import { createSequelize } from '../db/sequelize.js';
import type { LimitCounters } from '../http/rate-limit-store.js';
import { createMailer } from '../mail/mailer.js';
import { createBackgroundTasks } from '../platform/background.js';
import { RealtimeHub } from '../realtime/hub.js';
import { attachSocketServer, type SocketServerOptions } from '../realtime/socket.js';
import { createDatabase, dropDatabase } from './postgres.js';
import { seedSettingsFromEnv } from '../settings/seed.js';

export interface TestApp {
  url: string;
  /** The Express app itself, for tests that read what is mounted. */
  app: Express;
  server: Server;
  ctx: AppContext;
  dataDir: string;
  databaseUrl: string;
  /** The .eml files the app has "sent", oldest first. */
  outbox(): string[];
  /** Waits for the work requests left running after their answer (mails, mostly). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const GENEROUS: RateLimits = {
  login: { windowMs: 60_000, max: 10_000 },
  loginPerAddress: { windowMs: 60_000, max: 10_000 },
  register: { windowMs: 60_000, max: 10_000 },
  forgotPassword: { windowMs: 60_000, max: 10_000 },
  resetPassword: { windowMs: 60_000, max: 10_000 },
  confirmEmail: { windowMs: 60_000, max: 10_000 },
  currentPassword: { windowMs: 60_000, max: 10_000 },
};

/**
 * A real app on a real HTTP port over its own copy of the migrated template database. Each test
 * file builds one in beforeAll and closes it in afterAll.
 */
export async function startTestApp(
  options: {
    config?: Partial<Config>;
    rateLimits?: Partial<RateLimits>;
    logger?: Logger;
    socket?: SocketServerOptions;
    /** Rate-limit counters shared through Redis (scale-out tests). */
    limitCounters?: LimitCounters;
    /** A second instance over the same database (scale-out tests); close it before the first. */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const name = `conf_test_${randomBytes(5).toString('hex')}`;
  const shared = options.sameDatabaseAs;
  const databaseUrl =
    shared?.databaseUrl ?? (await createDatabase(adminUrl, name, inject('pgTemplate')));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conf-test-data-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: databaseUrl,
    WEB_DIST: '',
    LOG_LEVEL: 'silent',
  });
  const config: Config = { ...base, ...options.config };
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const sequelize = createSequelize(databaseUrl);
  const models = createModels(sequelize);
  const ctx: AppContext = {
    config,
    logger,
    models,
    storage: createFileStorage(config, sequelize),
    instance: randomBytes(4).toString('hex'),
    ...cachedServices(models),
    mailer: createMailer({
      smtpUrl: null,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
      logger,
    }),
    realtime: new RealtimeHub(),
    rateLimits: { ...GENEROUS, ...options.rateLimits },
    ...(options.limitCounters ? { limitCounters: options.limitCounters } : {}),
    passwords: createPasswordPool(),
    background: createBackgroundTasks(logger),
  };
  await seedSettingsFromEnv(ctx);
  const app = createApp(ctx);
  const server = createServer(frontDoor(ctx, app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  ctx.config = { ...ctx.config, publicUrl: url };
  const closeSockets = await attachSocketServer(server, ctx, options.socket);

  return {
    url,
    app,
    server,
    ctx,
    dataDir,
    databaseUrl,
    outbox() {
      try {
        return readdirSync(config.outboxDir)
          .sort()
          .map((f) => readFileSync(path.join(config.outboxDir, f), 'utf8'));
      } catch {
        return [];
      }
    },
    settled: () => ctx.background.drain(),
    async close() {
      await closeSockets();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ctx.background.drain();
      await ctx.passwords.close();
      await sequelize.close();
      if (!shared) await dropDatabase(adminUrl, name);
    },
  };
}

/** The text body of an .eml written by the outbox mailer, quoted-printable decoded. */
export function emlText(eml: string): string {
  const body = eml
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  const latin1 = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

/** supertest's parsers of the whole response (not of its text). */
type StreamParser = Extract<Parameters<Test['parse']>[0], (res: never, done: never) => void>;

/**
 * A supertest parser that keeps a body as the bytes it was (a download), whatever its type:
 * `.buffer(true).parse(asBytes)`.
 */
export const asBytes: StreamParser = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
