import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { Op, UniqueConstraintError } from 'sequelize';
import {
  AUTH,
  formatMessage,
  localePrefix,
  type AccountEditInput,
  type Locale,
  type LoginInput,
  type RegisterInput,
} from '@conf/common';
import { auditAccountEdit } from '../audit/account.js';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';
import { AppError, ConflictError, UnauthenticatedError, ValidationError } from '../http/errors.js';
import { signToken } from './tokens.js';

const BCRYPT_ROUNDS = 12;
/** A hash compared against when the e-mail is unknown, so both failures take the same time. */
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_ROUNDS);

export const hashPassword = (plain: string) => bcrypt.hash(plain, BCRYPT_ROUNDS);

export async function register(ctx: AppContext, input: RegisterInput, locale: Locale) {
  const { password, ...profile } = input;
  await assertCountry(ctx, input.countryId);
  try {
    const user = await ctx.models.User.create({
      ...profile,
      locale: input.locale ?? locale,
      passwordHash: await hashPassword(password),
    });
    return withToken(ctx, await reload(ctx, user.id));
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw ConflictError('error.emailTaken');
    throw err;
  }
}

export async function login(ctx: AppContext, input: LoginInput) {
  const user = await ctx.models.User.findOne({
    where: { email: input.email },
    include: [{ association: 'country' }],
  });
  const ok = await bcrypt.compare(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) throw UnauthenticatedError('error.invalidCredentials');
  return withToken(ctx, user);
}

/** Revokes every token the user holds (logout is "sign me out everywhere"). */
export async function revokeTokens(user: UserModel) {
  await user.increment('tokenVersion');
}

/**
 * Mails a single-use reset link valid for an hour. Answers nothing either way, so the caller
 * cannot learn whether an e-mail is registered.
 */
export async function requestPasswordReset(ctx: AppContext, email: string) {
  const user = await ctx.models.User.findOne({ where: { email } });
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await ctx.models.PasswordReset.create({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + AUTH.resetTokenLifetimeSeconds * 1000),
  });
  const link = `${ctx.config.publicUrl}${localePrefix(user.locale)}/user/forgot_password/reset/${token}`;
  await ctx.mailer.send({
    to: user.email,
    subject: formatMessage(user.locale, 'mail.resetSubject'),
    text: `${formatMessage(user.locale, 'mail.resetBody', { name: user.name, link })}\n\n${formatMessage(user.locale, 'mail.signature')}`,
  });
}

export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const hash = await hashPassword(password);
  const userId = await ctx.models.sequelize.transaction(async (transaction) => {
    const reset = await ctx.models.PasswordReset.findOne({
      where: { tokenHash: sha256(token), usedAt: null, expiresAt: { [Op.gt]: new Date() } },
      lock: transaction.LOCK.UPDATE,
      transaction,
    });
    if (!reset) throw new AppError(400, 'error.resetTokenInvalid');
    await reset.update({ usedAt: new Date() }, { transaction });
    const user = await ctx.models.User.findByPk(reset.userId, { transaction, lock: true });
    if (!user) throw new AppError(400, 'error.resetTokenInvalid');
    await user.update({ passwordHash: hash, tokenVersion: user.tokenVersion + 1 }, { transaction });
    return user.id;
  });
  // Sockets opened with the now revoked tokens would otherwise keep receiving events.
  ctx.realtime.disconnectUser(userId);
}

export async function editAccount(ctx: AppContext, user: UserModel, input: AccountEditInput) {
  const { newPassword, currentPassword, ...profile } = input;
  await assertCountry(ctx, input.countryId);
  const changes: Partial<UserModel> = { ...profile };
  if (newPassword) {
    if (!(await bcrypt.compare(currentPassword, user.passwordHash))) {
      throw ValidationError({ currentPassword: ['error.currentPasswordWrong'] });
    }
    changes.passwordHash = await hashPassword(newPassword);
  }
  const before = user.get({ plain: true });
  try {
    await ctx.models.sequelize.transaction(async (transaction) => {
      await user.update(changes, { transaction });
      await auditAccountEdit(ctx.models, user, before, changes, transaction);
    });
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw ConflictError('error.emailTaken');
    throw err;
  }
  return reload(ctx, user.id);
}

async function assertCountry(ctx: AppContext, countryId: number) {
  if (!(await ctx.models.Country.findByPk(countryId))) {
    throw ValidationError({ countryId: ['validation.invalidChoice'] });
  }
}

async function reload(ctx: AppContext, id: number) {
  const user = await ctx.models.User.findByPk(id, { include: [{ association: 'country' }] });
  if (!user) throw new AppError(404, 'error.userNotFound');
  return user;
}

function withToken(ctx: AppContext, user: UserModel) {
  return { user, token: signToken(ctx.config.jwtSecret, user.id, user.tokenVersion) };
}

function sha256(value: string) {
  return createHash('sha256').update(value).digest('hex');
}
