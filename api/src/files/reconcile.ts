import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import type { FileStorage } from './storage/index.js';
import { tmpDir } from './store.js';

/** Younger files may belong to a request still in flight (a slow upload, an open transaction). */
export const RECONCILE_MIN_AGE_MS = 60 * 60_000;
export const RECONCILE_EVERY_MS = 60 * 60_000;
/**
 * An associate's logo is kept at upload and named only by the organiser's next save of the
 * associates section: a settings form can stay open for a long while, so an unsaved logo is
 * given a day before it goes.
 */
export const UNSAVED_LOGO_MIN_AGE_MS = 24 * 60 * 60_000;

/** Each kind of kept file (a key prefix), with the column whose rows name it (the key's last part). */
const KEPT = [
  { prefix: 'theses/', table: 'thesis_files', column: 'stored_name' },
  { prefix: 'receipts/', table: 'payments', column: 'receipt_stored_name' },
  { prefix: 'messages/', table: 'messages', column: 'attachment_stored_name' },
  { prefix: 'book/', table: 'book_jobs', column: 'stored_name' },
] as const;

type RemovedLog = (file: string, bytes: number | null, reason: string) => void;

/**
 * Removes logos older than UNSAVED_LOGO_MIN_AGE_MS that no associate names (uploaded and never
 * saved, or replaced since). The associates row is read FOR SHARE while they go: a save of that
 * section (which locks it FOR UPDATE) waits, so it never names a logo this round removes.
 */
async function sweepUnsavedLogos(
  storage: FileStorage,
  sequelize: Sequelize,
  now: number,
  log: RemovedLog,
): Promise<string[]> {
  const candidates = await storage.placedBefore('logos/', new Date(now - UNSAVED_LOGO_MIN_AGE_MS));
  if (candidates.length === 0) return [];
  return sequelize.transaction(async (transaction) => {
    await sequelize.query(`SELECT 1 FROM settings WHERE section = 'associates' FOR SHARE`, {
      transaction,
    });
    const [rows] = await sequelize.query(
      `SELECT DISTINCT item->>'logoId' AS id FROM settings,
         jsonb_array_elements(CASE WHEN jsonb_typeof(value->'items') = 'array'
                                   THEN value->'items' ELSE '[]'::jsonb END) AS item
       WHERE section = 'associates'`,
      { transaction },
    );
    const saved = new Set((rows as { id: string | null }[]).map((r) => r.id));
    const removed: string[] = [];
    for (const c of candidates) {
      // logos/<id>.<ext>: the id is what an associate's logoId holds.
      if (saved.has(path.posix.basename(c.key).replace(/\.[^.]*$/, ''))) continue;
      await storage.remove(c.key);
      log(c.key, c.size, 'unsaved logo');
      removed.push(c.key);
    }
    return removed;
  });
}

async function oldPartialUploads(dir: string, before: number) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: { file: string; size: number }[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(dir, entry.name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < before) found.push({ file, size: info.size });
  }
  return found;
}

/**
 * Removes what no row will ever point at: partial uploads in UPLOAD_DIR/tmp (a killed process, an
 * aborted request; local whatever the backend) and kept files without their row (a kill between
 * placing a file and the COMMIT, a COMMIT whose outcome was unknown and turned out to be a
 * rollback, a replaced book whose removal was cut short), each only once it is older than an
 * hour; and associates' logos no saved associate names, once older than a day. With STORAGE=postgres a kept file is a large object and its `stored_files` row, removed
 * together, and a large object without a `stored_files` row goes too. Never touches a file a
 * row names. Logs every file it removed.
 */
export async function reconcileFiles(
  uploadDir: string,
  storage: FileStorage,
  sequelize: Sequelize,
  logger: Logger,
  now = Date.now(),
): Promise<string[]> {
  const before = now - RECONCILE_MIN_AGE_MS;
  const removed: string[] = [];
  const log: RemovedLog = (file, bytes, reason) =>
    logger.warn({ file, bytes, reason }, 'reconciler removed a file');

  for (const c of await oldPartialUploads(tmpDir(uploadDir), before)) {
    await rm(c.file, { force: true });
    log(path.relative(uploadDir, c.file), c.size, 'partial upload');
    removed.push(path.relative(uploadDir, c.file));
  }
  for (const { prefix, table, column } of KEPT) {
    const candidates = await storage.placedBefore(prefix, new Date(before));
    for (let i = 0; i < candidates.length; i += 500) {
      const batch = candidates.slice(i, i + 500);
      const [rows] = await sequelize.query(
        `SELECT ${column} AS name FROM ${table} WHERE ${column} IN (:names)`,
        { replacements: { names: batch.map((c) => path.posix.basename(c.key)) } },
      );
      const named = new Set((rows as { name: string }[]).map((r) => r.name));
      for (const c of batch) {
        if (named.has(path.posix.basename(c.key))) continue;
        await storage.remove(c.key);
        log(c.key, c.size, 'no row');
        removed.push(c.key);
      }
    }
  }
  removed.push(...(await sweepUnsavedLogos(storage, sequelize, now, log)));
  for (const stray of await storage.removeStrays()) {
    log(stray, null, 'no key');
    removed.push(stray);
  }
  logger.info({ removed: removed.length, storage: storage.backend }, 'files reconciled');
  return removed;
}

/** At start and then hourly; a failed round is logged and the next one tries again. */
export function startFileReconciler(
  uploadDir: string,
  storage: FileStorage,
  sequelize: Sequelize,
  logger: Logger,
) {
  const round = () =>
    void reconcileFiles(uploadDir, storage, sequelize, logger).catch((err: unknown) =>
      logger.error({ err }, 'file reconciliation failed'),
    );
  round();
  const timer = setInterval(round, RECONCILE_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
