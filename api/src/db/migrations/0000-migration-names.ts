import type { Migration } from './types.js';

/**
 * Migrations renamed since they were first applied (old name → new name). Umzug knows a migration
 * only by its name, so a database migrated before a renumbering would run the renamed ones again.
 * Frozen: an entry, once released, stays.
 */
const RENAMED: ReadonlyArray<readonly [string, string]> = [
  // 0020 ran before 0010-workflow; renumbered so the list runs in the order of its numbers.
  ['0020-messages', '0004-messages'],
];

/**
 * First in the list, and run on its own before the rest (see migrate.ts): umzug decides what is
 * pending before it runs anything, so the names must be right before that decision.
 */
export const migrationNames: Migration = {
  name: '0000-migration-names',
  async up({ context: qi }) {
    for (const [from, to] of RENAMED) {
      await qi.sequelize.query('UPDATE schema_migrations SET name = :to WHERE name = :from', {
        replacements: { from, to },
      });
    }
  },
  async down({ context: qi }) {
    for (const [from, to] of RENAMED) {
      await qi.sequelize.query('UPDATE schema_migrations SET name = :from WHERE name = :to', {
        replacements: { from, to },
      });
    }
  },
};
