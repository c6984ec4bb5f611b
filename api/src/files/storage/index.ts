import type { Sequelize } from 'sequelize';
import type { Config } from '../../config.js';
import { largeObjectStorage } from './large-objects.js';
import { localStorage } from './local.js';
import type { FileStorage } from './types.js';

export type { ByteRange, FileStorage, StoredFileInfo } from './types.js';
export { storageKeys } from './keys.js';

/** The backend STORAGE names: the local UPLOAD_DIR (default) or PostgreSQL large objects. */
export function createFileStorage(
  config: Pick<Config, 'storage' | 'uploadDir'>,
  sequelize: Sequelize,
): FileStorage {
  return config.storage === 'postgres'
    ? largeObjectStorage(sequelize)
    : localStorage(config.uploadDir);
}
