import net from 'node:net';
import { Sequelize } from 'sequelize';
import type { Logger } from 'pino';

/**
 * Bounds on every wait the app's pool can get stuck in. A failover without RST leaves
 * connections that never answer: the client-side query timeout gives up on them and Sequelize
 * then evicts the connection ("Query read timeout" marks it invalid), the acquire timeout stops
 * requests from queueing behind them, and TCP keepalive finds dead peers that send nothing.
 * The server-side timeouts stop a runaway statement, or a transaction whose client vanished,
 * from holding locks. Such failures answer 503 with Retry-After (http/error-handler.ts).
 */
export const DB_LIMITS = {
  connectMs: 5_000,
  acquireMs: 5_000,
  statementMs: 15_000,
  /** Past the statement timeout, so a live server always answers first with its own error. */
  queryMs: 20_000,
  idleInTransactionMs: 30_000,
  keepAliveMs: 10_000,
};

/**
 * One Sequelize instance per app; snake_case in the database, camelCase in code. `limits: false`
 * for migrations, whose statements on a large database may rightly run for minutes.
 */
export function createSequelize(
  databaseUrl: string,
  logger?: Logger,
  options: { limits?: boolean } = {},
): Sequelize {
  const limits = options.limits ?? true;
  return new Sequelize(databaseUrl, {
    dialect: 'postgres',
    logging: logger ? (sql) => logger.trace({ sql }, 'sql') : false,
    define: { underscored: true, timestamps: true },
    pool: { max: 10, min: 0, idle: 10_000, acquire: DB_LIMITS.acquireMs },
    dialectOptions: {
      keepAlive: true,
      // Sequelize does not pass keepAliveInitialDelayMillis on, and pg's own setKeepAlive(true, 0)
      // keeps the system's two hours: the socket sets its delay itself, after pg's call.
      stream: () => {
        const socket = new net.Socket();
        socket.once('connect', () =>
          setImmediate(() => socket.setKeepAlive(true, DB_LIMITS.keepAliveMs)),
        );
        return socket;
      },
      connectionTimeoutMillis: DB_LIMITS.connectMs,
      ...(limits
        ? {
            statement_timeout: DB_LIMITS.statementMs,
            query_timeout: DB_LIMITS.queryMs,
            idle_in_transaction_session_timeout: DB_LIMITS.idleInTransactionMs,
          }
        : {}),
    },
  });
}
