import { randomBytes } from 'node:crypto';
import type { AcademicDegree, AcademicTitle, RegisterInput, Role } from '@conf/common';
import { signToken } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';

export const uniq = () => randomBytes(4).toString('hex');

/** Where a test person works, how to phone them and their standing (a profile's contact part). */
export const testContact = {
  city: 'London',
  institution: 'University of Testing',
  phonePrefix: '+44',
  phone: '2079460000',
  academicDegree: 'phd',
  academicTitle: 'professor',
} as const;

/** A valid registration body with random identity; override any field. */
export function registrationBody(overrides: Partial<RegisterInput> = {}): RegisterInput {
  const id = uniq();
  return {
    name: `Ada${id}`,
    surname: `Lovelace${id}`,
    email: `author-${id}@example.org`,
    password: `pw-${id}-long-enough`,
    countryId: 1,
    ...testContact,
    ...overrides,
  };
}

/** A user row's profile columns, from a registration body (its password and country left out). */
export function profileOf(body: RegisterInput) {
  const { password: _password, countryId: _countryId, locale: _locale, ...profile } = body;
  return profile;
}

export async function countryId(ctx: AppContext, code: string): Promise<number> {
  const country = await ctx.models.Country.findOne({ where: { code } });
  if (!country) throw new Error(`no country ${code}`);
  return country.id;
}

export interface CreatedUser {
  user: UserModel;
  password: string;
  /** A bearer token for the user. */
  token: string;
  auth: { Authorization: string };
}

/** Inserts a real user row (bcrypt and all) and signs a token for it. */
export async function createUser(
  ctx: AppContext,
  overrides: Partial<{
    role: Role;
    countryCode: string;
    academicDegree: AcademicDegree;
    academicTitle: AcademicTitle;
    email: string;
    name: string;
    surname: string;
    locale: 'en' | 'az';
    password: string;
    /** False leaves the account awaiting its e-mail confirmation. */
    confirmed: boolean;
  }> = {},
): Promise<CreatedUser> {
  const {
    countryCode = 'GB',
    password = `pw-${uniq()}-long-enough`,
    confirmed = true,
    ...rest
  } = overrides;
  const user = await ctx.models.User.create({
    ...profileOf(registrationBody()),
    ...rest,
    countryId: await countryId(ctx, countryCode),
    passwordHash: await ctx.passwords.hash(password),
    emailConfirmedAt: confirmed ? new Date() : null,
  });
  await user.reload({ include: [{ association: 'country' }] });
  const token = signToken(ctx.config.jwtSecret, user.id, user.tokenVersion);
  return { user, password, token, auth: { Authorization: `Bearer ${token}` } };
}

export const createAdmin = (ctx: AppContext, overrides: Parameters<typeof createUser>[1] = {}) =>
  createUser(ctx, { ...overrides, role: 'admin' });
