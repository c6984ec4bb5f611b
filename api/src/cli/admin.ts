import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { email as emailSchema } from '@conf/common';
import { createPasswordPool } from '../auth/passwords.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open.js';
import { createLogger } from '../logger.js';
import { RealtimeHub } from '../realtime/hub.js';
import { changeRole } from '../users/admin-service.js';
import { ORGANISER_PROFILE } from '../users/seed-admin.js';
import { purgePassportsCommand } from './passports.js';
import { describeFailure } from './refusal.js';
import { runReviewerCommand } from './reviewer.js';

const USAGE = `Usage:
  npm run admin -- promote --email someone@example.org
  npm run admin -- demote  --email someone@example.org
  npm run admin -- create  --email someone@example.org --name Ada --surname Lovelace [--password secret]
       (without --password a password is generated and printed once)`;

// Commands with their own options live in their own modules.
if (process.argv[2] === 'reviewer') process.exit(await runReviewerCommand(process.argv.slice(3)));
if (process.argv[2] === 'purge-passports')
  process.exit(await purgePassportsCommand(process.argv.slice(3)));

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    surname: { type: 'string' },
    password: { type: 'string' },
  },
});

const command = positionals[0];
const email = emailSchema.safeParse(values.email ?? '');
if (!command || !['promote', 'demote', 'create'].includes(command) || !email.success) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const logger = createLogger({ logLevel: 'warn' });
const db = await openDatabase(config, logger);
const { User, Country } = db.models;
try {
  const existing = await User.findOne({ where: { email: email.data } });
  if (command === 'create') {
    if (existing) throw new Error(`${email.data} already has an account; use promote`);
    const names = z.object({ name: z.string().min(1), surname: z.string().min(1) }).parse(values);
    const password = values.password ?? randomBytes(12).toString('base64url');
    const azerbaijan = await Country.findOne({ where: { code: 'AZ' } });
    const passwords = createPasswordPool({ size: 1 });
    const passwordHash = await passwords.hash(password).finally(() => passwords.close());
    await User.create({
      ...names,
      email: email.data,
      passwordHash,
      // Created by someone with the server's keys: the address needs no confirmation link.
      emailConfirmedAt: new Date(),
      countryId: azerbaijan!.id,
      ...ORGANISER_PROFILE,
    });
    console.log(`Organiser ${email.data} created.`);
    if (!values.password) console.log(`Password (shown once): ${password}`);
  } else {
    if (!existing) throw new Error(`No account with e-mail ${email.data}`);
    // The console's own service: its lock, its last-organiser rule, its audit entry (no actor:
    // the system). This process reaches no socket; the server's session sweep drops the user's
    // open ones within a minute (realtime/session-sweep.ts).
    const promote = command === 'promote';
    const ctx = { models: db.models, realtime: new RealtimeHub() };
    await changeRole(ctx, existing.id, promote ? 'admin' : 'user', null);
    console.log(`${email.data} is now ${promote ? 'an organiser' : 'a regular user'}.`);
  }
} catch (err) {
  console.error(describeFailure(err));
  process.exitCode = 1;
} finally {
  await db.close();
}
