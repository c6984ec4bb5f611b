import { Op } from 'sequelize';
import {
  apiPath,
  contract,
  isReviewOpen,
  isReviewerRole,
  THESIS_STATUSES,
  type ReviewValues,
  type ThesisTimelineDto,
  type TimelineActorDto,
  type TimelineEntryDto,
  type TimelineKind,
  type TimelinePaymentDto,
  type TimelineReviewDto,
} from '@conf/common';
import type { AppContext } from '../context.js';
import type { AuditEventModel } from '../db/models/settings-audit.js';
import type { PaymentModel } from '../db/models/payment.js';
import type { ThesisModel } from '../db/models/thesis.js';
import type { UserModel } from '../db/models/user.js';
import { NotFoundError } from '../http/errors.js';

/**
 * One abstract's life, gathered from where each part is kept: versions (thesis_files), rejections
 * with reasons, payments, the author's messages, and, from the audit trail (written in the same
 * transaction as each change), acceptances, reviewer assignments, withdrawals and declines, and
 * every save of a review (replayed from its first version, so each entry shows the review as it
 * was). Drafts are the reviewer's own and never appear.
 *
 * Messages belong to the author, not to one abstract: the timeline holds the author's
 * conversation from the abstract's submission to its final decision (acceptance or rejection),
 * or to now while it is still open.
 */

export type TimelineReader = 'organiser' | 'author';

/** Ties at the same instant read in the order the workflow happens. */
const KIND_ORDER: TimelineKind[] = [
  'submitted',
  'resubmitted',
  'reviewer_assigned',
  'reviewer_unassigned',
  'reviewer_declined',
  'review_submitted',
  'review_updated',
  'rejected',
  'accepted',
  'payment_sent',
  'payment_accepted',
  'payment_rejected',
  'message',
];

const name = (u: { name: string; surname: string } | null | undefined) =>
  u ? `${u.name} ${u.surname}` : null;

type ReviewState = ReviewValues & { version: number };

async function load(ctx: AppContext, thesisId: number) {
  const thesis = await ctx.models.Thesis.findByPk(thesisId, {
    include: [
      { association: 'user', attributes: ['id', 'name', 'surname'] },
      { association: 'files' },
      { association: 'rejections' },
      { association: 'payments' },
    ],
  });
  if (!thesis) throw NotFoundError('thesis');
  const [events, assignments] = await Promise.all([
    ctx.models.AuditEvent.findAll({
      where: {
        resource: 'thesis',
        resourceId: String(thesisId),
        action: [
          'thesis.accept',
          'review.assign',
          'review.unassign',
          'review.decline',
          'review.create',
          'review.update',
        ],
      },
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
    ctx.models.ReviewAssignment.findAll({
      where: { thesisId },
      include: [{ association: 'review' }],
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
  ]);
  return { thesis, events, assignments };
}

/** The end of the messages' window: the final decision, or none while the abstract is open. */
function windowEnd(thesis: ThesisModel): Date | null {
  return (thesis.status === 'accepted' || thesis.status === 'rejected') && thesis.decidedAt
    ? thesis.decidedAt
    : null;
}

const paymentDto = (p: PaymentModel): TimelinePaymentDto => ({
  id: p.id,
  amount: p.amount,
  currency: p.currency,
  receiptUrl: apiPath(contract.payments.receipt, { params: { id: p.id } }),
});

export async function thesisTimeline(
  ctx: AppContext,
  thesisId: number,
  reader: TimelineReader,
): Promise<ThesisTimelineDto> {
  const { thesis, events, assignments } = await load(ctx, thesisId);
  const organiser = reader === 'organiser';
  const { blind } = (await ctx.settings.get()).review;
  const end = windowEnd(thesis);

  const people = new Map<number, UserModel>();
  const ids = new Set<number>([
    ...thesis.rejections!.flatMap((r) => (r.adminId ? [r.adminId] : [])),
    ...thesis.payments!.flatMap((p) => (p.decidedBy ? [p.decidedBy] : [])),
    ...assignments.map((a) => a.reviewerId),
  ]);
  const messages = await ctx.models.Message.findAll({
    where: {
      userId: thesis.userId,
      createdAt: { [Op.gte]: thesis.submittedAt, ...(end ? { [Op.lte]: end } : {}) },
    },
    order: [['id', 'ASC']],
  });
  for (const m of messages) ids.add(m.senderId);
  for (const u of await ctx.models.User.findAll({
    where: { id: [...ids] },
    attributes: ['id', 'name', 'surname', 'role'],
  })) {
    people.set(u.id, u);
  }

  const number = new Map(assignments.map((a, i) => [a.reviewerId, i + 1]));
  const author: TimelineActorDto = { role: 'author', id: thesis.userId, name: name(thesis.user) };
  const admin = (id: number | null, recorded?: string | null): TimelineActorDto =>
    organiser
      ? { role: 'admin', id, name: (id ? name(people.get(id)) : null) ?? recorded ?? null }
      : { role: 'admin', id: null, name: null };
  const reviewer = (id: number, recorded?: string | null): TimelineActorDto => {
    const shown = organiser || !blind;
    return {
      role: 'reviewer',
      id: shown ? id : null,
      name: shown ? (name(people.get(id)) ?? recorded ?? null) : null,
      ...(number.has(id) ? { reviewerNumber: number.get(id)! } : {}),
    };
  };
  const fromAudit = (e: AuditEventModel) =>
    isReviewerRole(e.actorRole) && e.actorId !== null
      ? reviewer(e.actorId, e.actorName)
      : admin(e.actorId, e.actorName);

  const entries: TimelineEntryDto[] = [];
  for (const f of thesis.files!) {
    entries.push({
      at: f.createdAt.toISOString(),
      actor: author,
      kind: f.version === 1 ? 'submitted' : 'resubmitted',
      file: {
        id: f.id,
        version: f.version,
        originalName: f.originalName,
        size: f.size,
        url: apiPath(contract.theses.file, { params: { id: thesis.id, fileId: f.id } }),
      },
    });
  }
  for (const r of thesis.rejections!) {
    entries.push({
      at: r.createdAt.toISOString(),
      actor: admin(r.adminId),
      kind: 'rejected',
      reason: r.reason,
    });
  }
  for (const p of thesis.payments!) {
    entries.push({
      at: p.createdAt.toISOString(),
      actor: author,
      kind: 'payment_sent',
      payment: paymentDto(p),
    });
    if (p.decidedAt && p.status !== 'pending') {
      entries.push({
        at: p.decidedAt.toISOString(),
        actor: admin(p.decidedBy),
        kind: p.status === 'accepted' ? 'payment_accepted' : 'payment_rejected',
        payment: paymentDto(p),
        reason: p.reason,
      });
    }
  }
  for (const m of messages) {
    entries.push({
      at: m.createdAt.toISOString(),
      actor: m.fromAdmin ? admin(m.senderId) : author,
      kind: 'message',
      message: {
        id: m.id,
        fromAdmin: m.fromAdmin,
        body: m.body,
        attachment: m.attachmentStoredName
          ? {
              originalName: m.attachmentOriginalName ?? 'attachment',
              url: apiPath(contract.messages.attachment, { params: { id: m.id } }),
            }
          : null,
      },
    });
  }

  const reviewState = new Map<number, ReviewState>();
  for (const e of events) {
    const at = e.createdAt.toISOString();
    if (e.action === 'thesis.accept') {
      const status = THESIS_STATUSES.find((s) => s === e.after?.status) ?? 'accepted';
      entries.push({ at, actor: fromAudit(e), kind: 'accepted', status });
      continue;
    }
    if (e.action === 'review.create' || e.action === 'review.update') {
      if (!organiser || e.actorId === null) continue;
      const state = { ...reviewState.get(e.actorId), ...e.after } as ReviewState;
      reviewState.set(e.actorId, state);
      entries.push({
        at,
        actor: fromAudit(e),
        kind: e.action === 'review.create' ? 'review_submitted' : 'review_updated',
        review: reviewDto(state, true),
      });
      continue;
    }
    // Assignments, withdrawals and declines are the organisers' internal business.
    if (!organiser) continue;
    const detail = (e.action === 'review.unassign' ? e.before : e.after) ?? {};
    const named = reviewer(
      Number(detail.reviewerId),
      typeof detail.reviewer === 'string' ? detail.reviewer : null,
    );
    if (e.action === 'review.decline') {
      const reason = typeof detail.reason === 'string' ? detail.reason : '';
      entries.push({ at, actor: fromAudit(e), kind: 'reviewer_declined', reviewer: named, reason });
      continue;
    }
    entries.push({
      at,
      actor: fromAudit(e),
      kind: e.action === 'review.assign' ? 'reviewer_assigned' : 'reviewer_unassigned',
      reviewer: named,
    });
  }

  // The author reads the reviews once the organisers have decided, as they stand.
  if (!organiser && !isReviewOpen(thesis.status)) {
    for (const a of assignments) {
      if (!a.review) continue;
      entries.push({
        at: a.review.updatedAt.toISOString(),
        actor: reviewer(a.reviewerId),
        kind: 'review_submitted',
        review: reviewDto(a.review, false),
      });
    }
  }

  entries.sort(
    (a, b) => a.at.localeCompare(b.at) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
  );
  return {
    thesisId: thesis.id,
    title: thesis.title,
    status: thesis.status,
    messagesWindow: { from: thesis.submittedAt.toISOString(), to: end?.toISOString() ?? null },
    entries,
  };
}

/** A review as the reader may see it: the author never reads the recommendation or the confidential comment. */
function reviewDto(r: ReviewState, organiser: boolean): TimelineReviewDto {
  return {
    originality: r.originality,
    relevance: r.relevance,
    clarity: r.clarity,
    commentForAuthor: r.commentForAuthor,
    version: r.version,
    ...(organiser
      ? { recommendation: r.recommendation, confidentialComment: r.confidentialComment }
      : {}),
  };
}
