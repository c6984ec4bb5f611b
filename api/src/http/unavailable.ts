import type { Express } from 'express';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { Outage } from '../platform/outage.js';

/** What a 503 asks clients and proxies to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

const CONNECTION_ERRORS = new Set([
  'SequelizeConnectionError',
  'SequelizeConnectionRefusedError',
  'SequelizeConnectionTimedOutError',
  'SequelizeConnectionAcquireTimeoutError',
  'SequelizeHostNotFoundError',
  'SequelizeHostNotReachableError',
  'SequelizeAccessDeniedError',
]);

/**
 * Whether an error means the database could not be used right now (unreachable, a stranded or
 * dropped connection, no free connection, a statement cut off by its time limit, the server
 * shutting down) rather than that the request was wrong or the code is.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as {
    name?: string;
    code?: string;
    message?: string;
    parent?: { code?: string; message?: string };
  };
  if (!e || typeof e !== 'object') return false;
  if (e.name && CONNECTION_ERRORS.has(e.name)) return true;
  const code = e.parent?.code ?? e.code ?? '';
  const message = e.parent?.message ?? e.message ?? '';
  return (
    // 08: connection exception; 57P01-03: shutdown, crash, cannot connect now; 57014: timeout.
    /^08|^57P0[1-3]$|^57014$|^53300$/.test(code) ||
    ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT'].includes(code) ||
    /Query read timeout|Connection terminated|connection is closed|not queryable/i.test(message)
  );
}

const outages = new WeakMap<Express, Outage>();

/**
 * One outage record per app: the error handler reports failures to it, and any query that
 * succeeds afterwards ends the outage, so each outage is logged twice, not once per request.
 */
export function watchDatabase(app: Express, sequelize: Sequelize, logger: Logger) {
  const outage = new Outage(logger, 'database');
  outages.set(app, outage);
  sequelize.addHook('afterQuery', () => {
    if (outage.down) outage.recovered();
  });
}

export const databaseOutage = (app: Express): Outage | undefined => outages.get(app);
