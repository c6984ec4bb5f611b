import pg from 'pg';
import type { QueryInterface, Sequelize, Transaction } from 'sequelize';
import { RerunBehavior, Umzug, type UmzugStorage } from 'umzug';
import type { Logger } from 'pino';
import { migrations as allMigrations } from './migrations/index.js';
import type { Migration } from './migrations/types.js';

/**
 * Arbitrary but fixed: every instance of this app takes the same advisory lock around the whole
 * first start (migrations here, the first organiser in users/seed-admin.ts).
 */
export const STARTUP_LOCK_KEY = 7_302_025;

const TABLE = 'schema_migrations';

/**
 * Applies pending migrations while holding a PostgreSQL advisory lock on a connection of its own,
 * so two instances starting on the same empty database migrate one after the other.
 *
 * Each migration runs in one transaction together with the row that records it (PostgreSQL has
 * transactional DDL): a process killed in the middle of a migration leaves either nothing of it or
 * all of it, and the next start simply runs it again.
 */
export async function migrate(
  sequelize: Sequelize,
  databaseUrl: string,
  logger: Logger,
  migrations: Migration[] = allMigrations,
) {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    // Same shape as the table umzug's SequelizeStorage made, so existing installs read on.
    await sequelize.query(
      `CREATE TABLE IF NOT EXISTS ${TABLE} (name VARCHAR(255) NOT NULL PRIMARY KEY)`,
    );
    const umzug = new Umzug({
      migrations: migrations.map((m) => ({
        name: m.name,
        up: () => inTransaction(sequelize, m, 'up'),
        down: () => inTransaction(sequelize, m, 'down'),
      })),
      context: sequelize.getQueryInterface(),
      // The row is written by inTransaction, inside the migration's own transaction.
      storage: recordedInTransaction(sequelize),
      logger: {
        info: (m) => logger.info(m, 'migration'),
        warn: (m) => logger.warn(m, 'migration'),
        error: (m) => logger.error(m, 'migration'),
        debug: (m) => logger.debug(m, 'migration'),
      },
    });
    // The first migration renames rows of migrations renumbered since; umzug decides what is
    // pending before it runs any, so that one runs on its own first (skipped once applied).
    const renames = await umzug.up({
      migrations: [migrations[0]!.name],
      rerun: RerunBehavior.SKIP,
    });
    const applied = await umzug.up();
    return [...renames, ...applied].map((m) => m.name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}

async function inTransaction(sequelize: Sequelize, m: Migration, direction: 'up' | 'down') {
  const step = m[direction];
  if (!step) throw new Error(`migration ${m.name} has no ${direction}`);
  await sequelize.transaction(async (transaction) => {
    await step({ name: m.name, context: queryInterfaceIn(sequelize, transaction) });
    const sql =
      direction === 'up'
        ? `INSERT INTO ${TABLE} (name) VALUES ($1)`
        : `DELETE FROM ${TABLE} WHERE name = $1`;
    await sequelize.query(sql, { bind: [m.name], transaction });
  });
}

/**
 * The migrations call the query interface without a transaction (they were written that way and
 * are frozen). This view of it sends every query, its own and those made through `qi.sequelize`,
 * through `transaction` unless the caller named one. QueryInterface reaches the database only
 * through `this.sequelize.query`, so replacing that one property is enough.
 */
function queryInterfaceIn(sequelize: Sequelize, transaction: Transaction): QueryInterface {
  const bound = new Proxy(sequelize, {
    get(target, prop, receiver) {
      if (prop !== 'query') return Reflect.get(target, prop, receiver) as unknown;
      return (sql: unknown, options: { transaction?: Transaction | null } = {}) =>
        (target.query as (s: unknown, o: object) => Promise<unknown>)(sql, {
          ...options,
          transaction: options.transaction ?? transaction,
        });
    },
  });
  return new Proxy(sequelize.getQueryInterface(), {
    get(target, prop, receiver) {
      if (prop === 'sequelize') return bound;
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}

function recordedInTransaction(sequelize: Sequelize): UmzugStorage {
  return {
    async executed() {
      const [rows] = await sequelize.query(`SELECT name FROM ${TABLE} ORDER BY name`);
      return (rows as { name: string }[]).map((r) => r.name);
    },
    logMigration: async () => undefined,
    unlogMigration: async () => undefined,
  };
}
