import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { waitFor } from '../platform/backoff.js';
import { startEmbeddedPostgres } from './embedded.js';
import { migrate } from './migrate.js';
import { createModels, type Models } from './models/index.js';
import { createSequelize } from './sequelize.js';

export interface Database {
  models: Models;
  url: string;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR/postgres when none is
 * set, then applies pending migrations under the advisory lock. While the database cannot be
 * reached it waits, logging what it waits for, until it can or `signal` aborts the start.
 */
export async function openDatabase(
  config: Config,
  logger: Logger,
  options: { signal?: AbortSignal } = {},
): Promise<Database> {
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres(
        path.join(config.dataDir, 'postgres'),
        config.embeddedPgPort,
        logger,
      );
  const url = config.databaseUrl ?? embedded!.url;
  const sequelize = createSequelize(url, logger);
  try {
    await waitFor('database', () => sequelize.authenticate(), logger, options);
    // Migrations on a connection of their own, without the serving pool's statement limits.
    const migrating = createSequelize(url, logger, { limits: false });
    try {
      const applied = await migrate(migrating, url, logger);
      if (applied.length) logger.info({ applied }, 'migrations applied');
    } finally {
      await migrating.close();
    }
    return {
      models: createModels(sequelize),
      url,
      async close() {
        await sequelize.close();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await sequelize.close().catch(() => undefined);
    await embedded?.stop();
    throw err;
  }
}
