import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { removeQuietly } from '../store.js';
import { assertKey, type FileStorage } from './types.js';

/**
 * Flushes a file's bytes, and the folder entry that names it, to the disk. Called before the row
 * that points at the file commits: after a power loss the row can then never point at an empty
 * or missing file.
 */
export async function fsyncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  const dir = await open(path.dirname(file), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
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
  await fsyncFile(to);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(file)));
    else if (entry.isFile()) found.push(file);
  }
  return found;
}

/**
 * Kept files under UPLOAD_DIR/<key>. Several instances need one shared volume for it; without
 * one, use the PostgreSQL backend.
 */
export function localStorage(uploadDir: string): FileStorage {
  const pathOf = (key: string) => {
    assertKey(key);
    return path.join(uploadDir, key);
  };
  return {
    backend: 'local',
    async place(_t, from, key) {
      const to = pathOf(key);
      try {
        await moveFile(from, to);
      } catch (err) {
        await removeQuietly(to);
        throw err;
      }
      return () => removeQuietly(to);
    },
    async stat(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ? { size: info.size, placedAt: info.mtime } : null;
    },
    read(key, range) {
      return createReadStream(pathOf(key), range ?? {});
    },
    remove: (key) => removeQuietly(pathOf(key)),
    // Every file under the folder has a key: its path.
    removeStrays: async () => [],
    async placedBefore(prefix, before) {
      const found: { key: string; size: number }[] = [];
      for (const file of await filesUnder(path.join(uploadDir, prefix))) {
        const info = await stat(file).catch(() => null);
        if (info && info.mtime < before) {
          found.push({
            key: path.relative(uploadDir, file).split(path.sep).join('/'),
            size: info.size,
          });
        }
      }
      return found;
    },
  };
}
