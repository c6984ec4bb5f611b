import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open.js';
import { createLogger } from '../logger.js';

/** `npm run migrate`: applies pending migrations (under the advisory lock) and exits. */
const config = loadConfig();
const logger = createLogger(config);
const db = await openDatabase(config, logger);
await db.close();
logger.info('migrations are up to date');
