import type {
  AdminUserDetailDto,
  AdminUserPaymentSummary,
  AdminUserThesisSummary,
  Locale,
} from '@conf/common';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';
import { countAdmins } from './admin-service.js';
import { userPolicy } from './policy.js';
import { presentAdminUser } from './presenter.js';

/** Counts a summary's items by status, for the badges beside each section's title. */
function byStatus<S extends string>(items: readonly { status: S }[]): Partial<Record<S, number>> {
  const counts: Partial<Record<S, number>> = {};
  for (const { status } of items) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/**
 * The organisers' profile screen of one user: the profile, their participation, abstracts and
 * payments in short, and the way into their conversation with the unread count on it.
 */
export async function userDetail(
  ctx: AppContext,
  actor: UserModel,
  user: UserModel,
  locale: Locale,
): Promise<AdminUserDetailDto> {
  const { Participant, Thesis, Payment, Message } = ctx.models;
  const [adminCount, participant, theses, payments, unreadCount] = await Promise.all([
    countAdmins(ctx),
    Participant.findOne({ where: { userId: user.id } }),
    Thesis.findAll({
      where: { userId: user.id },
      order: [
        ['submittedAt', 'DESC'],
        ['id', 'DESC'],
      ],
    }),
    Payment.findAll({
      where: { userId: user.id },
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
    }),
    Message.count({ where: { userId: user.id, fromAdmin: false, isSeen: false } }),
  ]);
  const thesisItems: AdminUserThesisSummary[] = theses.map((t) => ({
    id: t.id,
    title: t.title,
    status: t.status,
    submittedAt: t.submittedAt.toISOString(),
  }));
  const paymentItems: AdminUserPaymentSummary[] = payments.map((p) => ({
    id: p.id,
    thesisId: p.thesisId,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
  }));
  return {
    user: presentAdminUser(user, locale, userPolicy.abilities(actor, { user, adminCount })),
    participation: participant
      ? {
          id: participant.id,
          status: participant.status,
          createdAt: participant.createdAt.toISOString(),
        }
      : null,
    theses: { total: thesisItems.length, byStatus: byStatus(thesisItems), items: thesisItems },
    payments: { total: paymentItems.length, byStatus: byStatus(paymentItems), items: paymentItems },
    messages: { unreadCount, conversationPath: `/admin/messages/${user.id}` },
  };
}
