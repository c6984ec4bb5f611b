import { formatMessage, localePrefix, type MessageKey } from '@conf/common';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';

/**
 * Mails an author about a decision, in the author's own language, after the decision committed.
 * A mail server failure is logged, never turned into a failed decision.
 */
export async function mailAuthor(
  ctx: AppContext,
  user: UserModel,
  mail: {
    subject: MessageKey;
    body: MessageKey;
    thesisId: number;
    values: Record<string, string | number>;
  },
): Promise<void> {
  const locale = user.locale;
  const link = `${ctx.config.publicUrl}${localePrefix(locale)}/user/panel/theses/view/${mail.thesisId}`;
  const body = formatMessage(locale, mail.body, { name: user.name, link, ...mail.values });
  try {
    await ctx.mailer.send({
      to: user.email,
      subject: formatMessage(locale, mail.subject),
      text: `${body}\n\n${formatMessage(locale, 'mail.signature')}`,
    });
  } catch (err) {
    ctx.logger.error({ err, userId: user.id, subject: mail.subject }, 'decision mail failed');
  }
}
