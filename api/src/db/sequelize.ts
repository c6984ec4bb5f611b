import { Sequelize } from 'sequelize';
import type { Logger } from 'pino';

/** One Sequelize instance per app; snake_case in the database, camelCase in code. */
export function createSequelize(databaseUrl: string, logger?: Logger): Sequelize {
  return new Sequelize(databaseUrl, {
    dialect: 'postgres',
    logging: logger ? (sql) => logger.trace({ sql }, 'sql') : false,
    define: { underscored: true, timestamps: true },
    pool: { max: 10, min: 0, idle: 10_000, acquire: 30_000 },
  });
}
