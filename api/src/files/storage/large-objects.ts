import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { QueryTypes, type Sequelize } from 'sequelize';
import { assertKey, type ByteRange, type FileStorage } from './types.js';

/** Bytes per statement, in and out: memory holds a chunk or two, whatever the file's size. */
export const LARGE_OBJECT_CHUNK = 512 * 1024;

interface Row {
  oid: number;
  size: string | number;
  placedAt: Date;
}

/**
 * Streams a large object out with `lo_get(oid, offset, length)`, one pooled statement per chunk
 * and no transaction held between them: a slow download never pins a connection (nor meets
 * idle_in_transaction_session_timeout). Kept objects never change, so the chunks agree.
 */
class LargeObjectReader extends Readable {
  private oid: number | null = null;
  private next: number;
  private last = -1;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly key: string,
    private readonly range: ByteRange | undefined,
  ) {
    super({ highWaterMark: LARGE_OBJECT_CHUNK });
    this.next = range?.start ?? 0;
  }

  override _read(): void {
    this.pull().catch((err: unknown) => this.destroy(err as Error));
  }

  private async pull(): Promise<void> {
    if (this.oid === null) {
      const row = await findRow(this.sequelize, this.key);
      if (!row) throw Object.assign(new Error(`no stored file ${this.key}`), { code: 'ENOENT' });
      this.oid = row.oid;
      this.last = Math.min(this.range?.end ?? Infinity, Number(row.size) - 1);
    }
    if (this.next > this.last) {
      this.push(null);
      return;
    }
    const length = Math.min(LARGE_OBJECT_CHUNK, this.last - this.next + 1);
    const [chunk] = await this.sequelize.query<{ bytes: Buffer }>(
      'SELECT lo_get($1, $2, $3) AS bytes',
      { bind: [this.oid, this.next, length], type: QueryTypes.SELECT },
    );
    if (!chunk?.bytes.length) throw new Error(`stored file ${this.key} ended early`);
    this.next += chunk.bytes.length;
    this.push(chunk.bytes);
  }
}

async function findRow(sequelize: Sequelize, key: string): Promise<Row | null> {
  const [row] = await sequelize.query<Row>(
    'SELECT oid, size, created_at AS "placedAt" FROM stored_files WHERE key = $1',
    { bind: [key], type: QueryTypes.SELECT },
  );
  return row ?? null;
}

/**
 * Kept files as PostgreSQL large objects, one row of `stored_files` per key. Every instance
 * already shares the database, so a file uploaded through one downloads through any other,
 * with no volume and no new service. A file is written in chunks inside the transaction of the
 * row that names it: both commit together (PostgreSQL flushes its WAL at COMMIT), and a rollback
 * takes the object with it.
 */
export function largeObjectStorage(sequelize: Sequelize): FileStorage {
  return {
    backend: 'postgres',
    async place(t, from, key) {
      assertKey(key);
      const [created] = await sequelize.query<{ oid: number }>('SELECT lo_create(0) AS oid', {
        type: QueryTypes.SELECT,
        transaction: t,
      });
      const oid = created!.oid;
      let size = 0;
      for await (const chunk of createReadStream(from, { highWaterMark: LARGE_OBJECT_CHUNK })) {
        await sequelize.query('SELECT lo_put($1, $2, $3)', {
          bind: [oid, size, chunk as Buffer],
          type: QueryTypes.SELECT,
          transaction: t,
        });
        size += (chunk as Buffer).length;
      }
      await sequelize.query('INSERT INTO stored_files (key, oid, size) VALUES ($1, $2, $3)', {
        bind: [key, oid, size],
        transaction: t,
      });
      // The rollback removed the object and its row already.
      return async () => undefined;
    },
    async stat(key) {
      assertKey(key);
      const row = await findRow(sequelize, key);
      return row ? { size: Number(row.size), placedAt: row.placedAt } : null;
    },
    read(key, range) {
      assertKey(key);
      return new LargeObjectReader(sequelize, key, range);
    },
    async remove(key) {
      assertKey(key);
      // One statement: the row and its object go together or not at all.
      await sequelize.query(
        `WITH gone AS (DELETE FROM stored_files WHERE key = $1 RETURNING oid)
         SELECT lo_unlink(oid) FROM gone`,
        { bind: [key], type: QueryTypes.SELECT },
      );
    },
    async placedBefore(prefix, before) {
      const rows = await sequelize.query<{ key: string; size: string | number }>(
        `SELECT key, size FROM stored_files
         WHERE created_at < $1 AND starts_with(key, $2) ORDER BY created_at, key`,
        { bind: [before, prefix], type: QueryTypes.SELECT },
      );
      return rows.map((r) => ({ key: r.key, size: Number(r.size) }));
    },
    async removeStrays() {
      // An object and its row commit together, and an uncommitted object is invisible here (the
      // catalogue is read under MVCC too), so an object of ours without a row is never in flight.
      const rows = await sequelize.query<{ oid: number }>(
        `SELECT m.oid, lo_unlink(m.oid) FROM pg_largeobject_metadata m
         WHERE m.lomowner = (SELECT oid FROM pg_roles WHERE rolname = current_user)
           AND NOT EXISTS (SELECT 1 FROM stored_files f WHERE f.oid = m.oid)`,
        { type: QueryTypes.SELECT },
      );
      return rows.map((r) => `large object ${r.oid}`);
    },
  };
}
