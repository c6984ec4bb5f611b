import {
  isReviewOpen,
  meanScore,
  REVIEW_CRITERIA,
  REVIEW_RECOMMENDATIONS,
  type ReviewRecommendation,
  type ThesisReviewsDto,
} from '@conf/common';
import type { AppContext } from '../context.js';
import { NotFoundError } from '../http/errors.js';
import { conflictAbstracts, conflictOf, declaredConflicts } from './conflicts.js';
import { fullName, presentConflict, presentReview, presentReviewerRef } from './presenter.js';
import { latestVersion, progressOfOne } from './progress.js';
import { reviewerLoads } from './reviewers.js';

/**
 * What organisers see beside their decision card: every assignment with its review (the
 * confidential comment included) or, when the reviewer declined, when and why; the means and
 * the recommendations; and the reviewers they could still assign, each with their load and any
 * conflict of interest. Reviewers' drafts are theirs alone and never read here.
 */
export async function thesisReviews(ctx: AppContext, thesisId: number): Promise<ThesisReviewsDto> {
  const thesis = await ctx.models.Thesis.findByPk(thesisId);
  if (!thesis) throw NotFoundError('thesis');
  const [assignments, version, progress, settings, reviewers, topicOf, conflicts] =
    await Promise.all([
      ctx.models.ReviewAssignment.findAll({
        where: { thesisId },
        include: [
          { association: 'review' },
          { association: 'reviewer' },
          { association: 'assigner', attributes: ['id', 'name', 'surname'] },
        ],
        order: [
          ['createdAt', 'ASC'],
          ['id', 'ASC'],
        ],
      }),
      latestVersion(ctx.models, thesisId),
      progressOfOne(ctx.models, thesisId),
      ctx.settings.get(),
      ctx.models.User.findAll({
        where: { role: 'reviewer' },
        order: [
          ['surname', 'ASC'],
          ['id', 'ASC'],
        ],
      }),
      ctx.models.ReviewerTopic.findAll({ where: { topicId: thesis.topicId } }),
      ctx.models.ReviewConflict.findAll({
        where: { thesisId },
        include: [
          { association: 'reviewer' },
          { association: 'thesis', attributes: ['id', 'title'] },
          { association: 'creator', attributes: ['id', 'name', 'surname'] },
        ],
        order: [['createdAt', 'ASC']],
      }),
    ]);
  const open = isReviewOpen(thesis.status);
  const reviews = assignments.flatMap((a) => (a.review ? [a.review] : []));
  const assignedIds = new Set(assignments.map((a) => a.reviewerId));
  const candidates = reviewers.filter((r) => !assignedIds.has(r.id));
  const [abstracts, declared, loads] = await Promise.all([
    conflictAbstracts(ctx.models, [thesisId]),
    declaredConflicts(ctx.models, [thesisId]),
    reviewerLoads(
      ctx.models,
      candidates.map((r) => r.id),
    ),
  ]);
  const inTopic = new Set(topicOf.map((t) => t.userId));
  const recommendations = Object.fromEntries(
    REVIEW_RECOMMENDATIONS.map((r) => [r, reviews.filter((x) => x.recommendation === r).length]),
  ) as Record<ReviewRecommendation, number>;
  return {
    thesisId,
    open,
    blind: settings.review.blind,
    reviewersPerAbstract: settings.review.reviewersPerAbstract,
    progress,
    means: {
      originality: meanScore(reviews.map((r) => r.originality)),
      relevance: meanScore(reviews.map((r) => r.relevance)),
      clarity: meanScore(reviews.map((r) => r.clarity)),
      overall: meanScore(reviews.flatMap((r) => REVIEW_CRITERIA.map((c) => r[c]))),
    },
    recommendations,
    assignments: assignments.map((a) => ({
      reviewer: presentReviewerRef(a.reviewer!),
      assignedAt: a.createdAt.toISOString(),
      assignedBy: fullName(a.assigner),
      review: a.review ? presentReview(a.review) : null,
      current: a.review ? a.review.version >= version : false,
      declined:
        a.declinedAt && a.declineReason !== null
          ? { at: a.declinedAt.toISOString(), reason: a.declineReason }
          : null,
      // Withdrawing a reviewer who declined clears the way to ask them again.
      abilities: { unassign: open && !a.review },
    })),
    candidates: candidates
      .map((r) => ({
        reviewer: presentReviewerRef(r),
        load: loads.get(r.id) ?? { assigned: 0, done: 0, pending: 0 },
        inTopic: inTopic.has(r.id),
        conflict: conflictOf(r, thesisId, abstracts.get(thesisId), declared),
      }))
      // The topic's reviewers first, the lightest load first among them.
      .sort(
        (a, b) =>
          Number(b.inTopic) - Number(a.inTopic) ||
          a.load.pending - b.load.pending ||
          a.reviewer.id - b.reviewer.id,
      ),
    conflicts: conflicts.map(presentConflict),
    abilities: { assign: open, autoAssign: open },
  };
}
