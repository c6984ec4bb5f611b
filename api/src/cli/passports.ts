import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open.js';
import { purgePassportData } from '../letters/service.js';
import { createLogger } from '../logger.js';

export const PASSPORTS_USAGE = `Usage:
  npm run admin -- purge-passports --all             delete the passport data of every letter
  npm run admin -- purge-passports --letter 12 [--letter 13]
  npm run admin -- purge-passports --expired         what the daily purge does (90 days after the conference)`;

/**
 * `npm run admin -- purge-passports`: deletes passport data from invitation letters (the letters
 * and their reference numbers stay verifiable). Answers the process exit code.
 */
export async function purgePassportsCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      all: { type: 'boolean', default: false },
      expired: { type: 'boolean', default: false },
      letter: { type: 'string', multiple: true },
    },
  });
  const ids = (values.letter ?? []).map(Number);
  const chosen = [values.all, values.expired, ids.length > 0].filter(Boolean).length;
  if (chosen !== 1 || ids.some((id) => !Number.isInteger(id) || id <= 0)) {
    console.error(PASSPORTS_USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase(config, createLogger({ logLevel: 'warn' }));
  try {
    const which = values.all
      ? { all: true as const }
      : values.expired
        ? { expired: true as const }
        : { ids };
    const count = await purgePassportData({ models: db.models }, null, which);
    console.log(`Passport data deleted from ${count} letter(s).`);
    return 0;
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  } finally {
    await db.close();
  }
}
