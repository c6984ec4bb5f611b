import { QueryTypes, type Transaction } from 'sequelize';
import type { Migration } from './types.js';

/**
 * Indexes for the organisers' lists at a large conference's size (api/bench/lists.ts: 100,000
 * users, 50,000 abstracts), found with EXPLAIN ANALYZE there:
 * - searches are `ILIKE '%text%'` on names, e-mails, titles, codes and references, which no
 *   b-tree serves: each read every row of the table. Trigram indexes (pg_trgm) find the rows
 *   from any three letters of the text. pg_trgm is a trusted extension shipped with PostgreSQL
 *   (and with the embedded server); where it cannot be created, the searches keep working as
 *   before, only by reading the table, so this migration then skips those indexes.
 * - sorts and filters that had no index in their order: users by academic degree (by rank: the
 *   expression is the users list's own, with the degrees as they are today), by country with the
 *   id that breaks ties, by surname and by name (the participants list sorts by its users');
 *   abstracts by decision date and by topic in submission order; payments
 *   by amount and by decision date; certificates in their default order and by issue date.
 * All in one transaction: either every index exists or none.
 */
const PLAIN: [table: string, columns: string[], name: string][] = [
  ['users', ['country_id', 'id'], 'users_country_id_idx'],
  // Participants by their user's name: walked in this order, the page stops at its LIMIT.
  ['users', ['surname'], 'users_surname_idx'],
  ['users', ['name'], 'users_name_idx'],
  ['theses', ['decided_at', 'id'], 'theses_decided_id_idx'],
  ['theses', ['topic_id', 'submitted_at', 'id'], 'theses_topic_submitted_idx'],
  ['payments', ['amount', 'id'], 'payments_amount_id_idx'],
  ['payments', ['decided_at', 'id'], 'payments_decided_id_idx'],
  ['certificates', ['kind', 'holder_name', 'id'], 'certificates_kind_holder_idx'],
  ['certificates', ['issued_at', 'id'], 'certificates_issued_id_idx'],
];

/** The degrees in rank order on the day of this migration (common/src/academic.ts). */
const DEGREES = [
  'none',
  'bachelor',
  'masters_student',
  'master',
  'doctoral_student',
  'phd',
  'doctor_of_sciences',
];
const DEGREE_RANK = `array_position(ARRAY[${DEGREES.map((d) => `'${d}'`).join(',')}]::text[], academic_degree)`;

const TRIGRAM: [table: string, expression: string, name: string][] = [
  ['users', 'name', 'users_name_trgm_idx'],
  ['users', 'surname', 'users_surname_trgm_idx'],
  ['users', 'email', 'users_email_trgm_idx'],
  ['users', 'institution', 'users_institution_trgm_idx'],
  ['users', "(name || ' ' || surname)", 'users_full_name_trgm_idx'],
  ['theses', 'title', 'theses_title_trgm_idx'],
  ['thesis_authors', 'name', 'thesis_authors_name_trgm_idx'],
  ['thesis_authors', 'surname', 'thesis_authors_surname_trgm_idx'],
  ['thesis_authors', "(name || ' ' || surname)", 'thesis_authors_full_name_trgm_idx'],
  ['certificates', 'holder_name', 'certificates_holder_name_trgm_idx'],
  ['certificates', 'holder_email', 'certificates_holder_email_trgm_idx'],
  ['certificates', 'code', 'certificates_code_trgm_idx'],
  ['certificates', 'thesis_title', 'certificates_thesis_title_trgm_idx'],
  ['invitation_letters', 'reference', 'invitation_letters_reference_trgm_idx'],
];

type QueryInterface = Parameters<Migration['up']>[0]['context'];

/** Creates pg_trgm if it can (in a savepoint, so a refusal leaves the transaction usable). */
async function trigramsAvailable(qi: QueryInterface, transaction: Transaction) {
  const [available] = await qi.sequelize.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_available_extensions WHERE name = 'pg_trgm'",
    { type: QueryTypes.SELECT, transaction },
  );
  if (!available?.n) return false;
  try {
    await qi.sequelize.transaction({ transaction }, (savepoint) =>
      qi.sequelize.query('CREATE EXTENSION IF NOT EXISTS pg_trgm', { transaction: savepoint }),
    );
    return true;
  } catch {
    return false;
  }
}

export const adminListSearch: Migration = {
  name: '0061-admin-list-search',
  async up({ context: qi }) {
    await qi.sequelize.transaction(async (transaction) => {
      for (const [table, fields, name] of PLAIN) {
        await qi.addIndex(table, fields, { name, transaction });
      }
      // (country_id, id) serves everything (country_id) did.
      await qi.removeIndex('users', 'users_country_idx', { transaction });
      await qi.sequelize.query(`CREATE INDEX users_degree_rank_idx ON users (${DEGREE_RANK}, id)`, {
        transaction,
      });
      if (!(await trigramsAvailable(qi, transaction))) return;
      for (const [table, expression, name] of TRIGRAM) {
        await qi.sequelize.query(
          `CREATE INDEX ${name} ON ${table} USING gin ((${expression}) gin_trgm_ops)`,
          { transaction },
        );
      }
    });
  },
  async down({ context: qi }) {
    await qi.sequelize.transaction(async (transaction) => {
      for (const [, , name] of TRIGRAM) {
        await qi.sequelize.query(`DROP INDEX IF EXISTS ${name}`, { transaction });
      }
      await qi.sequelize.query('DROP INDEX IF EXISTS users_degree_rank_idx', { transaction });
      await qi.addIndex('users', ['country_id'], { name: 'users_country_idx', transaction });
      for (const [table, , name] of PLAIN) {
        await qi.removeIndex(table, name, { transaction });
      }
    });
  },
};
