import { QueryTypes, UniqueConstraintError } from 'sequelize';
import type { AccountEditInput, LoginInput } from '@conf/common';
import { auditAccountEdit } from '../audit/account.js';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';
import {
  AppError,
  ConflictError,
  TooManyRequestsError,
  UnauthenticatedError,
  ValidationError,
} from '../http/errors.js';
import { sendAccountMail } from './mail.js';
import { DUMMY_HASH } from './passwords.js';
import { signToken } from './tokens.js';

/**
 * Wrong password and unknown e-mail alike cost one bcrypt compare and answer the same 401. Only
 * with the right password does an account awaiting confirmation say so (403): whoever knows the
 * password chose it at sign-up, so nothing leaks to anyone else.
 */
export async function login(ctx: AppContext, input: LoginInput) {
  const user = await ctx.models.User.findOne({
    where: { email: input.email },
    include: [{ association: 'country' }],
  });
  const ok = await ctx.passwords.compare(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) throw UnauthenticatedError('error.invalidCredentials');
  if (!user.emailConfirmedAt) throw new AppError(403, 'error.emailUnconfirmed');
  return withToken(ctx, user);
}

/** Revokes every token the user holds (logout is "sign me out everywhere"). */
export async function revokeTokens(user: UserModel) {
  await user.increment('tokenVersion');
}

/**
 * Saves the profile. Changing the password or the e-mail needs the current password (a stolen
 * session alone cannot take the account over); a new password signs out every session and
 * answers a fresh token for the current one; the old address hears of an e-mail change.
 */
export async function editAccount(
  ctx: AppContext,
  user: UserModel,
  input: AccountEditInput,
): Promise<{ user: UserModel; token: string | null }> {
  const { newPassword, currentPassword, ...profile } = input;
  await assertCountry(ctx, input.countryId);
  const previousEmail = user.email;
  const emailChanges = profile.email !== previousEmail;
  if (newPassword !== '' || emailChanges) {
    if (currentPassword === '') {
      throw ValidationError({ currentPassword: ['validation.currentPasswordNeeded'] });
    }
    await checkCurrentPassword(ctx, user, currentPassword);
  }
  const passwordHash = newPassword ? await ctx.passwords.hash(newPassword) : null;
  try {
    await ctx.models.sequelize.transaction(async (transaction) => {
      const locked = await ctx.models.User.findByPk(user.id, { transaction, lock: true });
      if (!locked) throw new AppError(404, 'error.userNotFound');
      // A copy: without `clone`, Sequelize hands back the very values update() is about to change.
      const before = locked.get({ plain: true, clone: true });
      const changes = passwordHash
        ? { ...profile, passwordHash, tokenVersion: locked.tokenVersion + 1 }
        : profile;
      await locked.update(changes, { transaction });
      await auditAccountEdit(ctx.models, locked, before, changes, transaction);
    });
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw ConflictError('error.emailTaken');
    throw err;
  }
  const saved = await reload(ctx, user.id);
  if (emailChanges) {
    ctx.background.run('e-mail change notice', () =>
      sendAccountMail(
        ctx,
        { email: previousEmail, name: saved.name, locale: saved.locale },
        'mail.emailChangedSubject',
        'mail.emailChangedBody',
        { email: saved.email },
      ),
    );
  }
  if (!passwordHash) return { user: saved, token: null };
  // Every socket was opened with a token now revoked, the current tab's too: it reconnects.
  ctx.realtime.disconnectUser(saved.id);
  return withToken(ctx, saved);
}

/**
 * Compares the current password, counting attempts per account in the database (shared by every
 * instance, and not dodged by changing address). The attempt is counted before bcrypt runs, so
 * parallel guesses cannot all slip under the limit; a right password clears the count.
 */
async function checkCurrentPassword(ctx: AppContext, user: UserModel, plain: string) {
  const { windowMs, max } = ctx.rateLimits.currentPassword;
  const [row] = await ctx.models.sequelize.query<{ password_failures: number }>(
    `UPDATE users SET
       password_failures = CASE WHEN password_failures_since IS NULL
         OR password_failures_since < :cutoff THEN 1 ELSE password_failures + 1 END,
       password_failures_since = CASE WHEN password_failures_since IS NULL
         OR password_failures_since < :cutoff THEN :now ELSE password_failures_since END
     WHERE id = :id RETURNING password_failures`,
    {
      type: QueryTypes.SELECT,
      replacements: { id: user.id, now: new Date(), cutoff: new Date(Date.now() - windowMs) },
    },
  );
  if (ctx.config.rateLimit && (row?.password_failures ?? 0) > max) throw TooManyRequestsError();
  if (!(await ctx.passwords.compare(plain, user.passwordHash))) {
    throw ValidationError({ currentPassword: ['error.currentPasswordWrong'] });
  }
  await ctx.models.User.update(
    { passwordFailures: 0, passwordFailuresSince: null },
    { where: { id: user.id } },
  );
}

export async function assertCountry(ctx: AppContext, countryId: number) {
  if (!(await ctx.models.Country.findByPk(countryId))) {
    throw ValidationError({ countryId: ['validation.invalidChoice'] });
  }
}

async function reload(ctx: AppContext, id: number) {
  const user = await ctx.models.User.findByPk(id, { include: [{ association: 'country' }] });
  if (!user) throw new AppError(404, 'error.userNotFound');
  return user;
}

export function withToken(ctx: AppContext, user: UserModel) {
  return { user, token: signToken(ctx.config.jwtSecret, user.id, user.tokenVersion) };
}
