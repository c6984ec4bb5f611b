import { Op } from 'sequelize';
import {
  formatMessage,
  localePrefix,
  PANEL_CERTIFICATES_PATH,
  type CertificateKind,
} from '@conf/common';
import type { AppContext } from '../context.js';

/**
 * Tells each holder with an account that their certificate is ready, in their language, with
 * the link to the panel's certificates (sent after the issue committed, off the organiser's
 * request: an issue can make hundreds). A co-author speaker without an account has no panel to
 * open; organisers hand theirs over from the console's list. One failed mail is logged and the
 * others still go.
 */
export async function mailIssuedCertificates(
  ctx: AppContext,
  kind: CertificateKind,
  userIds: number[],
): Promise<void> {
  if (userIds.length === 0) return;
  const users = await ctx.models.User.findAll({
    where: { id: { [Op.in]: userIds } },
    attributes: ['id', 'email', 'name', 'locale'],
  });
  for (const user of users) {
    const { locale } = user;
    const link = `${ctx.config.publicUrl}${localePrefix(locale)}${PANEL_CERTIFICATES_PATH}`;
    const certificate = formatMessage(locale, `certificate.kind.${kind}`);
    try {
      await ctx.mailer.send({
        to: user.email,
        subject: formatMessage(locale, 'certificate.mail.subject', { certificate }),
        text: `${formatMessage(locale, 'certificate.mail.body', { name: user.name, certificate, link })}\n\n${formatMessage(locale, 'mail.signature')}`,
      });
    } catch (err) {
      ctx.logger.error({ err, userId: user.id, kind }, 'certificate mail failed');
    }
  }
}
