import pg from 'pg';
import type { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import type { Logger } from 'pino';
import { migrations } from './migrations/index.js';

/** Arbitrary but fixed: every instance of this app takes the same advisory lock. */
const MIGRATION_LOCK_KEY = 7_302_025;

/**
 * Applies pending migrations while holding a PostgreSQL advisory lock on a connection of its own,
 * so two instances starting on the same empty database migrate one after the other.
 */
export async function migrate(sequelize: Sequelize, databaseUrl: string, logger: Logger) {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const umzug = new Umzug({
      migrations,
      context: sequelize.getQueryInterface(),
      storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
      logger: {
        info: (m) => logger.info(m, 'migration'),
        warn: (m) => logger.warn(m, 'migration'),
        error: (m) => logger.error(m, 'migration'),
        debug: (m) => logger.debug(m, 'migration'),
      },
    });
    const applied = await umzug.up();
    return applied.map((m) => m.name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}
