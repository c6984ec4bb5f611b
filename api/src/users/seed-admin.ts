import { randomBytes } from 'node:crypto';
import type { Models } from '../db/models/index.js';
import type { PasswordHasher } from '../auth/passwords.js';
import { STARTUP_LOCK_KEY } from '../db/migrate.js';

/**
 * The profile of an organiser's account made from the server (the first one at start-up, those
 * of `npm run admin create`): the committee in Baku, with no academic standing to declare.
 */
export const ORGANISER_PROFILE = {
  role: 'admin',
  city: 'Baku',
  institution: 'Organising Committee',
  phonePrefix: '+994',
  phone: '000000000',
  academicDegree: 'none',
  academicTitle: 'none',
  locale: 'az',
} as const;

export const FIRST_ADMIN_EMAIL = 'admin@conference.local';

/**
 * On a database without any organiser, creates one with a generated password and returns the
 * password so the caller can print it once. There is no default password anywhere.
 *
 * It runs under the same advisory lock as the migrations (held to the end of its transaction):
 * two instances starting together on an empty database would otherwise both count no organiser
 * and the second would die on the unique e-mail. Here the second waits, then finds the first's.
 */
export async function seedFirstAdmin(
  models: Models,
  passwords: PasswordHasher,
): Promise<{ email: string; password: string } | null> {
  // Cheap check first: on every start but the first there is an organiser and no lock is taken.
  if (await models.User.count({ where: { role: 'admin' } })) return null;
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await passwords.hash(password);
  const sequelize = models.User.sequelize!;
  return sequelize.transaction(async (transaction) => {
    await sequelize.query('SELECT pg_advisory_xact_lock(:key)', {
      replacements: { key: STARTUP_LOCK_KEY },
      transaction,
    });
    if (await models.User.count({ where: { role: 'admin' }, transaction })) return null;
    const azerbaijan = await models.Country.findOne({ where: { code: 'AZ' }, transaction });
    if (!azerbaijan) throw new Error('countries are not seeded; run the migrations first');
    await models.User.create(
      {
        name: 'Conference',
        surname: 'Organiser',
        email: FIRST_ADMIN_EMAIL,
        passwordHash,
        // Its address is ours, not a stranger's claim: no confirmation link to wait for.
        emailConfirmedAt: new Date(),
        countryId: azerbaijan.id,
        ...ORGANISER_PROFILE,
      },
      { transaction },
    );
    return { email: FIRST_ADMIN_EMAIL, password };
  });
}
