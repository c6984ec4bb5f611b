import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { FileStorage } from './storage/index.js';

const BLOCK = 64 * 1024;

/**
 * yauzl's view of a kept archive, read through storage by ranges, so a reviewer's PDF or the book
 * comes out of an archive without copying it anywhere first. The central directory is parsed in
 * many small reads: they are served from one cached 64 KB block (one statement per block with
 * the PostgreSQL backend instead of two per entry).
 */
class StoredZipReader extends yauzl.RandomAccessReader {
  private block: { start: number; bytes: Buffer } | null = null;

  constructor(
    private readonly storage: FileStorage,
    private readonly key: string,
    private readonly size: number,
  ) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    return this.storage.read(this.key, { start, end: end - 1 });
  }

  override read(
    target: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (err: Error | null) => void,
  ): void {
    if (length === 0) {
      setImmediate(() => callback(null));
      return;
    }
    if (length > BLOCK) return super.read(target, offset, length, position, callback);
    this.blockAt(position, length)
      .then((block) => {
        block.bytes.copy(target, offset, position - block.start, position - block.start + length);
        callback(null);
      })
      .catch((err: unknown) => callback(err as Error));
  }

  private async blockAt(position: number, length: number) {
    const cached = this.block;
    if (
      cached &&
      position >= cached.start &&
      position + length <= cached.start + cached.bytes.length
    ) {
      return cached;
    }
    const start = Math.max(0, Math.min(position, this.size - BLOCK));
    const end = Math.min(this.size, Math.max(start + BLOCK, position + length)) - 1;
    const bytes = await buffer(this.storage.read(this.key, { start, end }));
    this.block = { start, bytes };
    return this.block;
  }
}

/** Opens the archive kept under `key`; fails like yauzl.open when it is missing or no zip. */
export async function openStoredZip(
  storage: FileStorage,
  key: string,
  options: yauzl.Options,
): Promise<yauzl.ZipFile> {
  const info = await storage.stat(key);
  if (!info) throw Object.assign(new Error(`no stored file ${key}`), { code: 'ENOENT' });
  return yauzl.fromRandomAccessReaderPromise(
    new StoredZipReader(storage, key, info.size),
    info.size,
    options,
  );
}
