import type { Readable } from 'node:stream';
import type { Transaction } from 'sequelize';
import type { StorageBackend } from '../../config.js';

export interface StoredFileInfo {
  size: number;
  /** When it was placed (the local file's mtime, the large object's row time). */
  placedAt: Date;
}

/** Bytes `start` to `end`, both included (as in HTTP's Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where kept files live, by key (`theses/12/<uuid>.zip`, see keys.ts). Uploads arrive in the
 * local UPLOAD_DIR/tmp whatever the backend; `place` is the one way a file becomes kept.
 */
export interface FileStorage {
  readonly backend: StorageBackend;
  /**
   * Keeps the file at `from` under `key`, durably before `t` commits (the local file and its
   * folder fsynced; a large object written inside `t`). Answers how to undo it once `t` has been
   * rolled back: never call it when the COMMIT's outcome is unknown (files/store.ts).
   */
  place(t: Transaction, from: string, key: string): Promise<() => Promise<void>>;
  /** Null when nothing is kept under `key`. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Streams the file (or a range of it) in chunks; a missing file fails the stream. */
  read(key: string, range?: ByteRange): Readable;
  remove(key: string): Promise<void>;
  /** Kept files under `prefix` (`theses/`) placed before `before`, for the reconciler. */
  placedBefore(prefix: string, before: Date): Promise<{ key: string; size: number }[]>;
  /**
   * Removes what the backend holds under no key at all (a large object without its
   * `stored_files` row; nothing for the local folder) and names what it removed.
   */
  removeStrays(): Promise<string[]>;
}

/** Keys are built by the server from generated names; anything else is a bug, never a path. */
export function assertKey(key: string): void {
  if (!/^[a-z]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/.test(key)) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
}
