import { UniqueConstraintError } from 'sequelize';
import { AUTH, type ConfirmEmailInput, type Locale, type RegisterInput } from '@conf/common';
import type { AppContext } from '../context.js';
import { AppError, ValidationError } from '../http/errors.js';
import { issueLink, lockOpenLink, newLinkToken, openLink, retireLinks } from './links.js';
import { appLink, sendAccountMail } from './mail.js';
import { withToken } from './service.js';

/**
 * Sign-up, after the answer has gone out (see the route): whatever the address, the caller has
 * already heard the same words. A new address gets an account awaiting confirmation and a link;
 * an address with a confirmed account gets a mail saying someone tried; an address still
 * awaiting confirmation takes the newest sign-up's details and password, and only the newest
 * link stays valid (so a stranger who signed up first cannot keep the owner out, and the owner
 * can always prove ownership by a password reset instead).
 */
export async function completeRegistration(
  ctx: AppContext,
  input: RegisterInput,
  locale: Locale,
  retried = false,
): Promise<void> {
  const { password, ...profile } = input;
  const existing = await ctx.models.User.findOne({ where: { email: input.email } });
  if (existing?.emailConfirmedAt) {
    await sendAccountMail(ctx, existing, 'mail.registerTakenSubject', 'mail.registerTakenBody', {
      loginLink: appLink(ctx, existing.locale, '/user/login'),
      resetLink: appLink(ctx, existing.locale, '/user/forgot_password'),
    });
    return;
  }
  const passwordHash = await ctx.passwords.hash(password);
  const token = newLinkToken();
  let user;
  try {
    user = await ctx.models.sequelize.transaction(async (transaction) => {
      const fields = { ...profile, locale: input.locale ?? locale, passwordHash };
      const row = existing
        ? await existing.update(fields, { transaction })
        : await ctx.models.User.create(fields, { transaction });
      const lifetimeSeconds = AUTH.confirmTokenLifetimeSeconds;
      await issueLink(ctx, 'EmailConfirmation', row.id, { token, lifetimeSeconds }, transaction);
      return row;
    });
  } catch (err) {
    // Two sign-ups of one new address at once: the second becomes a re-registration.
    if (err instanceof UniqueConstraintError && !retried) {
      return completeRegistration(ctx, input, locale, true);
    }
    throw err;
  }
  await sendAccountMail(ctx, user, 'mail.confirmSubject', 'mail.confirmBody', {
    link: appLink(ctx, user.locale, `/user/confirm/${token}`),
  });
}

/**
 * The mailed link, opened with the password chosen at sign-up: confirms the address, retires
 * every other confirmation link of the user, and signs them in.
 */
export async function confirmEmail(ctx: AppContext, { token, password }: ConfirmEmailInput) {
  const invalid = () => new AppError(400, 'error.confirmTokenInvalid');
  const link = await ctx.models.EmailConfirmation.findOne({ where: openLink(token) });
  if (!link) throw invalid();
  const found = await ctx.models.User.findByPk(link.userId);
  if (!found) throw invalid();
  if (!(await ctx.passwords.compare(password, found.passwordHash))) {
    throw ValidationError({ password: ['error.confirmPasswordWrong'] });
  }
  const userId = await ctx.models.sequelize.transaction(async (transaction) => {
    const locked = await lockOpenLink(ctx, 'EmailConfirmation', token, transaction);
    if (!locked) throw invalid();
    await retireLinks(ctx, 'EmailConfirmation', locked.userId, transaction);
    const user = await ctx.models.User.findByPk(locked.userId, { transaction, lock: true });
    if (!user || user.passwordHash !== found.passwordHash) throw invalid();
    if (!user.emailConfirmedAt)
      await user.update({ emailConfirmedAt: new Date() }, { transaction });
    return user.id;
  });
  const user = await ctx.models.User.findByPk(userId, { include: [{ association: 'country' }] });
  if (!user) throw invalid();
  return withToken(ctx, user);
}
