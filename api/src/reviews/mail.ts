import { formatMessage, localePrefix, SOCKET_EVENTS, type ReviewProgressDto } from '@conf/common';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';

/**
 * What reviewing tells people, after the change committed, each in their own language: a
 * reviewer hears of their new abstracts (one mail listing them all), organisers hear when an
 * abstract's reviews are all in (a mail each, and the `reviews_complete` socket event their
 * consoles notify on). A mail server failure is logged, never turned into a failed action.
 */

async function send(ctx: AppContext, user: UserModel, subject: string, body: string) {
  try {
    await ctx.mailer.send({
      to: user.email,
      subject,
      text: `${body}\n\n${formatMessage(user.locale, 'mail.signature')}`,
    });
  } catch (err) {
    ctx.logger.error({ err, userId: user.id }, 'review mail failed');
  }
}

/** One mail per reviewer for the abstracts just assigned to them. */
export async function mailAssignedReviewers(
  ctx: AppContext,
  pairs: readonly { thesisId: number; reviewerId: number }[],
): Promise<void> {
  if (pairs.length === 0) return;
  const reviewerIds = [...new Set(pairs.map((p) => p.reviewerId))];
  const [reviewers, theses] = await Promise.all([
    ctx.models.User.findAll({ where: { id: reviewerIds } }),
    ctx.models.Thesis.findAll({
      where: { id: [...new Set(pairs.map((p) => p.thesisId))] },
      attributes: ['id', 'title'],
    }),
  ]);
  const titles = new Map(theses.map((t) => [t.id, t.title]));
  for (const reviewer of reviewers) {
    const list = pairs
      .filter((p) => p.reviewerId === reviewer.id)
      .map((p) => `- #${p.thesisId} "${titles.get(p.thesisId) ?? ''}"`)
      .join('\n');
    const locale = reviewer.locale;
    const link = `${ctx.config.publicUrl}${localePrefix(locale)}/user/panel/reviews`;
    await send(
      ctx,
      reviewer,
      formatMessage(locale, 'mail.reviewAssignedSubject'),
      formatMessage(locale, 'mail.reviewAssignedBody', { name: reviewer.name, list, link }),
    );
  }
}

/** Organisers learn that an abstract's reviews are all in: socket event first, then mails. */
export async function announceReviewsComplete(
  ctx: AppContext,
  thesis: { id: number; title: string },
  progress: ReviewProgressDto,
): Promise<void> {
  ctx.realtime.toAdmins(SOCKET_EVENTS.reviewsComplete, {
    thesisId: thesis.id,
    title: thesis.title,
    assigned: progress.assigned,
    done: progress.done,
    mean: progress.mean,
    createdAt: new Date().toISOString(),
  });
  const organisers = await ctx.models.User.findAll({ where: { role: 'admin' } });
  for (const organiser of organisers) {
    const locale = organiser.locale;
    const values = {
      name: organiser.name,
      title: thesis.title,
      count: progress.done,
      mean: progress.mean ?? '–',
      link: `${ctx.config.publicUrl}${localePrefix(locale)}/admin/theses/view/${thesis.id}`,
    };
    await send(
      ctx,
      organiser,
      formatMessage(locale, 'mail.reviewsCompleteSubject', values),
      formatMessage(locale, 'mail.reviewsCompleteBody', values),
    );
  }
}
