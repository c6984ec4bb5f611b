import type { ClientBase } from 'pg';
import type { Sequelize } from 'sequelize';
import { isDatabaseUnavailable } from '../http/unavailable.js';
import type { Models } from './models/index.js';

interface HookRunner {
  runHooks(name: 'afterQuery', options: object, query: { sql: string }): Promise<void>;
}

/**
 * A plain read on the busiest paths (the signed-in user of every request, the author's own
 * list), sent on a connection of Sequelize's own pool but without `sequelize.query` around it.
 * That wrapper (options merged through lodash, a retry wrapper, a stack captured and hooks run
 * per statement, named replacements parsed) cost a tenth of an author's list request in the
 * profile, more than the statement itself took to send and read.
 *
 * The connection is the pool's, so it carries what Sequelize set on it (time zone, type
 * parsers, statement and read timeouts) and the rows are the ones a raw SELECT through
 * `sequelize.query` returns. Only for reads outside a transaction, with `$1…` parameters.
 */
export async function readRows<T>(
  sequelize: Sequelize,
  text: string,
  values: readonly unknown[],
): Promise<T[]> {
  const connection = (await sequelize.connectionManager.getConnection({
    type: 'read',
  })) as ClientBase & { _invalid?: boolean };
  try {
    const result = await connection.query(text, values as unknown[]);
    // The outage watch (http/unavailable.ts) learns from this hook that the database answers;
    // Sequelize runs it after each of its own queries (with the options and the query, whose
    // `sql` a hook may read), but leaves `runHooks` out of its types.
    await (sequelize as unknown as HookRunner).runHooks('afterQuery', {}, { sql: text });
    return result.rows as T[];
  } catch (err) {
    // As Sequelize does after such a failure: the pool drops the connection instead of lending
    // it again (the error itself answers 503 through http/error-handler.ts).
    if (isDatabaseUnavailable(err)) connection._invalid = true;
    throw err;
  } finally {
    sequelize.connectionManager.releaseConnection(connection);
  }
}

/**
 * A statement for `readRows` built once per database from its models (table and column names as
 * the models map them), not on every request: `const sql = statementPer((models) => ...)`, then
 * `sql(ctx.models)`.
 */
export function statementPer(build: (models: Models) => string): (models: Models) => string {
  const built = new WeakMap<Models, string>();
  return (models) => {
    let sql = built.get(models);
    if (sql === undefined) {
      sql = build(models);
      built.set(models, sql);
    }
    return sql;
  };
}
