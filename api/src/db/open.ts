import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
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
 * set, then applies pending migrations under the advisory lock.
 */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres(
        path.join(config.dataDir, 'postgres'),
        config.embeddedPgPort,
        logger,
      );
  const url = config.databaseUrl ?? embedded!.url;
  try {
    const sequelize = createSequelize(url, logger);
    await sequelize.authenticate();
    const applied = await migrate(sequelize, url, logger);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    return {
      models: createModels(sequelize),
      url,
      async close() {
        await sequelize.close();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
}
