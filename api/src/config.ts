import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export type StorageBackend = 'local' | 'postgres';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the site is reached from outside; used in mailed links and the Origin check. */
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  UPLOAD_DIR: z.string().optional(),
  /** Where stored files live: `local` (UPLOAD_DIR, shared volume for several instances) or
   * `postgres` (large objects in the database every instance already shares). */
  STORAGE: z.enum(['local', 'postgres']).default('local'),
  /** Unset: the port recorded in DATA_DIR/postgres.json if free, else any free one. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** How long a stop (SIGTERM) lets requests and uploads in flight finish; keep it under the
   * orchestrator's grace period (docker-compose.yml: stop_grace_period). */
  DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /** Namespace of every Redis key and channel; deployments sharing a Redis server must differ. */
  REDIS_PREFIX: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Conference <no-reply@conference.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated extra origins allowed to make cookie-authenticated writes. */
  ALLOWED_ORIGINS: z.string().default(''),
  /** Origins of other apps allowed to call the API with a bearer token (the desktop console). */
  CORS_ORIGINS: z.string().default('app://console'),
  /** Turn rate limits off only in load tests; they are on everywhere else. */
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  WEB_DIST: z.string().optional(),
  /** The online session of the academic programme, shown to approved participants only. */
  ZOOM_URL: z.url().optional(),
  ZOOM_MEETING_ID: z.string().optional(),
  ZOOM_PASSCODE: z.string().optional(),
  TRUST_PROXY: z.string().default('loopback'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | null;
  dataDir: string;
  /** Uploads in flight (UPLOAD_DIR/tmp) are always local; `storage` says where kept files go. */
  uploadDir: string;
  storage: StorageBackend;
  embeddedPgPort: number | null;
  drainTimeoutMs: number;
  jwtSecret: string;
  /** True when no JWT_SECRET was given and the one kept in DATA_DIR/secret is used. */
  jwtSecretGenerated: boolean;
  redisUrl: string | null;
  redisPrefix: string;
  smtpUrl: string | null;
  mailFrom: string;
  outboxDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  allowedOrigins: string[];
  corsOrigins: string[];
  rateLimit: boolean;
  /** The built web app (SSR bundle and client assets); null when only the API is served. */
  webDist: string | null;
  trustProxy: string;
  zoom: { url: string; meetingId: string | null; passcode: string | null } | null;
}

/**
 * Reads the environment once and validates it. A missing JWT secret is generated on first start
 * and kept in DATA_DIR/secret, so `npm start` on a fresh machine needs no set-up and sessions
 * survive restarts; the server warns about it in production (several instances need one secret).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL || null,
    dataDir,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    storage: e.STORAGE,
    embeddedPgPort: e.EMBEDDED_PG_PORT ?? null,
    drainTimeoutMs: e.DRAIN_TIMEOUT_MS,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    jwtSecretGenerated: !e.JWT_SECRET,
    redisUrl: e.REDIS_URL || null,
    redisPrefix: e.REDIS_PREFIX ?? defaultRedisPrefix(e.DATABASE_URL),
    smtpUrl: e.SMTP_URL || null,
    mailFrom: e.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    logLevel: e.LOG_LEVEL,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    rateLimit: e.RATE_LIMIT === 'on',
    webDist: e.WEB_DIST === '' ? null : path.resolve(e.WEB_DIST ?? defaultWebDist()),
    trustProxy: e.TRUST_PROXY,
    zoom: e.ZOOM_URL
      ? { url: e.ZOOM_URL, meetingId: e.ZOOM_MEETING_ID ?? null, passcode: e.ZOOM_PASSCODE ?? null }
      : null,
  };
}

function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** `conf:<database name>:`, so two deployments on one Redis server never hear each other. */
function defaultRedisPrefix(databaseUrl: string | undefined): string {
  let name = 'conference';
  try {
    if (databaseUrl) name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || name;
  } catch {
    // An unparsable URL fails later, where the database is opened, with a clearer message.
  }
  return `conf:${name}:`;
}

function defaultWebDist(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}
