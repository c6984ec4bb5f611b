import { createHash, randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Sequelize, Transaction } from 'sequelize';

/** An uploaded file that has passed multer and sits in UPLOAD_DIR/tmp under a generated name. */
export interface TempUpload {
  path: string;
  originalName: string;
  size: number;
}

export const tmpDir = (uploadDir: string) => path.join(uploadDir, 'tmp');
export const thesisDir = (uploadDir: string, thesisId: number) =>
  path.join(uploadDir, 'theses', String(thesisId));
export const receiptDir = (uploadDir: string, thesisId: number) =>
  path.join(uploadDir, 'receipts', String(thesisId));

export const generatedName = (extension: string) => `${randomUUID()}.${extension}`;

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

async function moveFile(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await copyFile(from, to);
    await removeQuietly(from);
  }
}

export type PlaceFile = (from: string, to: string) => Promise<void>;

/**
 * Runs `work` in one transaction and lets it move uploaded files into place. The database and the
 * disk agree afterwards: when anything fails (the work, the commit), every file it placed is
 * removed again, so a failed upload leaves neither a record nor an orphan file.
 */
export async function transactionWithFiles<T>(
  sequelize: Sequelize,
  work: (t: Transaction, place: PlaceFile) => Promise<T>,
): Promise<T> {
  const placed: string[] = [];
  const place: PlaceFile = async (from, to) => {
    placed.push(to);
    await moveFile(from, to);
  };
  try {
    return await sequelize.transaction((t) => work(t, place));
  } catch (err) {
    await Promise.all(placed.map(removeQuietly));
    throw err;
  }
}
