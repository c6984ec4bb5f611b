import { QueryTypes } from 'sequelize';
import type { Migration } from './types.js';

/**
 * Indexes for the organisers' lists: each default order and each filter with its order, ending in
 * the id that breaks ties (db/list.ts orderBy), so a page is read in index order and stops at its
 * LIMIT instead of sorting the whole table. The users list sorts names by the ICU collation of the
 * reader's language (users/admin-service.ts); its indexes use the same collation expressions, and
 * only where the server has ICU (otherwise the list orders by lower(), indexed likewise).
 * All in one transaction: either every index exists or none.
 */
const PLAIN: [table: string, columns: string[], name: string][] = [
  ['users', ['created_at', 'id'], 'users_created_id_idx'],
  ['users', ['country_id'], 'users_country_idx'],
  ['participants', ['created_at', 'id'], 'participants_created_id_idx'],
  ['participants', ['status', 'created_at', 'id'], 'participants_status_created_idx'],
  ['participants', ['decided_at', 'id'], 'participants_decided_id_idx'],
  ['theses', ['submitted_at', 'id'], 'theses_submitted_id_idx'],
  ['theses', ['status', 'submitted_at', 'id'], 'theses_status_submitted_idx'],
  ['theses', ['user_id', 'submitted_at', 'id'], 'theses_user_submitted_idx'],
  ['payments', ['created_at', 'id'], 'payments_created_id_idx'],
  ['payments', ['status', 'created_at', 'id'], 'payments_status_created_idx'],
  ['payments', ['user_id'], 'payments_user_idx'],
];

const NAME_COLUMNS = ['surname', 'name', 'email'] as const;
const ICU = { en: 'und-x-icu', az: 'az-x-icu' } as const;

function nameIndexes(collations: Set<string>): { name: string; sql: string }[] {
  const out: { name: string; sql: string }[] = [];
  for (const column of NAME_COLUMNS) {
    for (const [locale, collation] of Object.entries(ICU)) {
      if (!collations.has(collation)) continue;
      const name = `users_${column}_${locale}_idx`;
      out.push({
        name,
        sql: `CREATE INDEX "${name}" ON users ("${column}" COLLATE "${collation}", id)`,
      });
    }
    if (collations.size === 0) {
      const name = `users_${column}_lower_idx`;
      out.push({ name, sql: `CREATE INDEX "${name}" ON users (lower("${column}"), id)` });
    }
  }
  return out;
}

async function collationsOf(qi: Parameters<Migration['up']>[0]['context']): Promise<Set<string>> {
  const rows = await qi.sequelize.query<{ collname: string }>(
    'SELECT collname FROM pg_collation WHERE collname IN (:names)',
    { type: QueryTypes.SELECT, replacements: { names: Object.values(ICU) } },
  );
  return new Set(rows.map((r) => r.collname));
}

export const listIndexes: Migration = {
  name: '0060-list-indexes',
  async up({ context: qi }) {
    const collations = await collationsOf(qi);
    await qi.sequelize.transaction(async (transaction) => {
      for (const [table, fields, name] of PLAIN) {
        await qi.addIndex(table, fields, { name, transaction });
      }
      for (const { sql } of nameIndexes(collations)) {
        await qi.sequelize.query(sql, { transaction });
      }
    });
  },
  async down({ context: qi }) {
    const collations = await collationsOf(qi);
    await qi.sequelize.transaction(async (transaction) => {
      for (const { name } of nameIndexes(collations)) {
        await qi.sequelize.query(`DROP INDEX IF EXISTS "${name}"`, { transaction });
      }
      for (const [table, , name] of PLAIN) {
        await qi.removeIndex(table, name, { transaction });
      }
    });
  },
};
