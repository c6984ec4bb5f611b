import { Op } from 'sequelize';
import { formatMessage, PANEL_CERTIFICATES_PATH, type CertificateKind } from '@conf/common';
import { appLink, sendAccountMail } from '../auth/mail.js';
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
    const certificate = formatMessage(user.locale, `certificate.kind.${kind}`);
    const link = appLink(ctx, user.locale, PANEL_CERTIFICATES_PATH);
    await sendAccountMail(ctx, user, 'certificate.mail.subject', 'certificate.mail.body', {
      certificate,
      link,
    }).catch((err: unknown) =>
      ctx.logger.error({ err, userId: user.id, kind }, 'certificate mail failed'),
    );
  }
}
