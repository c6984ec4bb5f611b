import { randomBytes } from 'node:crypto';
import type { Models } from '../db/models/index.js';
import type { PasswordHasher } from '../auth/passwords.js';

export const FIRST_ADMIN_EMAIL = 'admin@conference.local';

/**
 * On a database without any organiser, creates one with a generated password and returns the
 * password so the caller can print it once. There is no default password anywhere.
 */
export async function seedFirstAdmin(
  models: Models,
  passwords: PasswordHasher,
): Promise<{ email: string; password: string } | null> {
  if (await models.User.count({ where: { role: 'admin' } })) return null;
  const azerbaijan = await models.Country.findOne({ where: { code: 'AZ' } });
  if (!azerbaijan) throw new Error('countries are not seeded; run the migrations first');
  const password = randomBytes(12).toString('base64url');
  await models.User.create({
    name: 'Conference',
    surname: 'Organiser',
    email: FIRST_ADMIN_EMAIL,
    passwordHash: await passwords.hash(password),
    // Its address is ours, not a stranger's claim: no confirmation link to wait for.
    emailConfirmedAt: new Date(),
    role: 'admin',
    countryId: azerbaijan.id,
    city: 'Baku',
    institution: 'Organising Committee',
    phonePrefix: '+994',
    phone: '000000000',
    academicDegree: 'none',
    academicTitle: 'none',
    locale: 'az',
  });
  return { email: FIRST_ADMIN_EMAIL, password };
}
