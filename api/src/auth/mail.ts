import { formatMessage, localePrefix, type Locale, type MessageKey } from '@conf/common';
import type { AppContext } from '../context.js';

interface Recipient {
  email: string;
  name: string;
  locale: Locale;
}

/** A link into the web app in the recipient's language. */
export const appLink = (ctx: AppContext, locale: Locale, path: string) =>
  `${ctx.config.publicUrl}${localePrefix(locale)}${path}`;

/**
 * One of the account mails, in the recipient's language, signed by the committee. `values` fill
 * the subject and the body (the body also gets the recipient's `name`).
 */
export async function sendAccountMail(
  ctx: AppContext,
  to: Recipient,
  subject: MessageKey,
  body: MessageKey,
  values: Record<string, string> = {},
): Promise<void> {
  const text = formatMessage(to.locale, body, { name: to.name, ...values });
  await ctx.mailer.send({
    to: to.email,
    subject: formatMessage(to.locale, subject, values),
    text: `${text}\n\n${formatMessage(to.locale, 'mail.signature')}`,
  });
}
