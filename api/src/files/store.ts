import { createHash, randomUUID } from 'node:crypto';
import { open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Sequelize, Transaction } from 'sequelize';
import type { FileStorage } from './storage/types.js';

/** An uploaded file that has passed multer and sits in UPLOAD_DIR/tmp under a generated name. */
export interface TempUpload {
  path: string;
  originalName: string;
  size: number;
}

export const tmpDir = (uploadDir: string) => path.join(uploadDir, 'tmp');
/** Where the local storage keeps an abstract's archives (the benchmark seeds them there). */
export const thesisDir = (uploadDir: string, thesisId: number) =>
  path.join(uploadDir, 'theses', String(thesisId));

export const generatedName = (extension: string) => `${randomUUID()}.${extension}`;

/**
 * A temporary upload's name, led by the id of the server receiving it: several instances may
 * share UPLOAD_DIR, and a stopping one removes only its own (`removeTempUploads`).
 */
export const tempUploadName = (instance: string) => `${instance}-${randomUUID()}.part`;

/**
 * Removes what is left of this server's temporary uploads once it has no connection left: an
 * upload cut by the drain is removed by multer, or by its request's own clean-up, but those run
 * on their own time, and the process is about to exit. An upload already moved into place is not
 * here any more; one still in a handler makes that handler fail before its COMMIT.
 */
export async function removeTempUploads(uploadDir: string, instance: string): Promise<string[]> {
  const names = await readdir(tmpDir(uploadDir)).catch(() => [] as string[]);
  const ours = names.filter((n) => n.startsWith(`${instance}-`));
  await Promise.all(ours.map((n) => removeQuietly(path.join(tmpDir(uploadDir), n))));
  return ours;
}

export async function removeQuietly(file: string): Promise<void> {
  await rm(file, { force: true }).catch(() => undefined);
}

/** Hashes through one reused buffer: a 50 MB file costs 1 MB of memory and leaves no garbage. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.allocUnsafe(1024 * 1024);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

export type PlaceFile = (from: string, key: string) => Promise<void>;

/**
 * Runs `work` in one transaction and lets it keep uploaded files under their keys (durable before
 * the COMMIT, files/storage). The rows and the kept files agree afterwards:
 * - the work fails, or the transaction is rolled back: every file it placed is removed again
 *   (a large object goes with the rollback itself);
 * - the COMMIT itself fails: the outcome is unknown (the server may have committed and only its
 *   reply was lost), so the files stay. Removing them could leave a committed row pointing at
 *   nothing; a file without a row is instead removed by the reconciler (files/reconcile.ts)
 *   once it is an hour old.
 */
export async function transactionWithFiles<T>(
  sequelize: Sequelize,
  storage: FileStorage,
  work: (t: Transaction, place: PlaceFile) => Promise<T>,
): Promise<T> {
  const undo: (() => Promise<void>)[] = [];
  const t = await sequelize.transaction();
  const place: PlaceFile = async (from, key) => {
    undo.push(await storage.place(t, from, key));
  };
  let result: T;
  try {
    result = await work(t, place);
  } catch (err) {
    await t.rollback().catch(() => undefined);
    await Promise.all(undo.map((u) => u().catch(() => undefined)));
    throw err;
  }
  await t.commit();
  return result;
}
