import type { Migration } from './types.js';

/**
 * Files kept as PostgreSQL large objects (STORAGE=postgres): each storage key names one large
 * object. The row and its object are written in the transaction of the row that points at the
 * file, so they commit or vanish together. Empty, and unused, with the local directory storage.
 */
export const storedFiles: Migration = {
  name: '0070-stored-files',
  async up({ context: qi }) {
    await qi.sequelize.query(
      `CREATE TABLE stored_files (
         key varchar(255) PRIMARY KEY,
         oid oid NOT NULL UNIQUE,
         size bigint NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    // The reconciler reads old files by folder (`theses/…`) and age.
    await qi.sequelize.query(
      'CREATE INDEX stored_files_created_idx ON stored_files (created_at, key)',
    );
  },
  async down({ context: qi }) {
    await qi.sequelize.query('SELECT lo_unlink(oid) FROM stored_files');
    await qi.sequelize.query('DROP TABLE stored_files');
  },
};
