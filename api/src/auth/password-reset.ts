import { AUTH } from '@conf/common';
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { issueLink, lockOpenLink, newLinkToken, openLink, retireLinks } from './links.js';
import { appLink, sendAccountMail } from './mail.js';

/**
 * Mails a single-use reset link valid for an hour, after retiring every older one. Runs after
 * the route has answered, so neither the answer nor its timing says whether the e-mail exists.
 * An account still awaiting confirmation gets a link too: resetting proves the mailbox is theirs.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await ctx.models.User.findOne({ where: { email } });
  if (!user) return;
  const token = newLinkToken();
  const lifetimeSeconds = AUTH.resetTokenLifetimeSeconds;
  await ctx.models.sequelize.transaction((transaction) =>
    issueLink(ctx, 'PasswordReset', user.id, { token, lifetimeSeconds }, transaction),
  );
  await sendAccountMail(ctx, user, 'mail.resetSubject', 'mail.resetBody', {
    link: appLink(ctx, user.locale, `/user/forgot_password/reset/${token}`),
  });
}

/**
 * Sets a new password through a mailed link. The link is looked up before anything is hashed,
 * so a made-up token costs one indexed read and no bcrypt. A completed reset retires every other
 * link of the user, signs out every session, and confirms the address (the mailbox answered).
 */
export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const invalid = () => new AppError(400, 'error.resetTokenInvalid');
  const known = await ctx.models.PasswordReset.findOne({
    where: openLink(token),
    attributes: ['id'],
  });
  if (!known) throw invalid();
  const hash = await ctx.passwords.hash(password);
  const userId = await ctx.models.sequelize.transaction(async (transaction) => {
    const reset = await lockOpenLink(ctx, 'PasswordReset', token, transaction);
    if (!reset) throw invalid();
    const user = await ctx.models.User.findByPk(reset.userId, { transaction, lock: true });
    if (!user) throw invalid();
    await retireLinks(ctx, 'PasswordReset', user.id, transaction);
    await retireLinks(ctx, 'EmailConfirmation', user.id, transaction);
    await user.update(
      {
        passwordHash: hash,
        tokenVersion: user.tokenVersion + 1,
        emailConfirmedAt: user.emailConfirmedAt ?? new Date(),
        passwordFailures: 0,
        passwordFailuresSince: null,
      },
      { transaction },
    );
    return user.id;
  });
  // Sockets opened with the now revoked tokens would otherwise keep receiving events.
  ctx.realtime.disconnectUser(userId);
}
