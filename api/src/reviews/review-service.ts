import {
  isReviewOpen,
  reviewsComplete,
  type Locale,
  type ReviewerThesisDto,
  type ReviewValues,
} from '@conf/common';
import { changedFields, recordAudit } from '../audit/record.js';
import type { AppContext } from '../context.js';
import type { ReviewModel } from '../db/models/review.js';
import type { UserModel } from '../db/models/user.js';
import { ConflictError, NotFoundError } from '../http/errors.js';
import { localName } from '../http/locale.js';
import { withLockedThesis } from '../theses/lock.js';
import { announceReviewsComplete } from './mail.js';
import { assignmentOf, reviewPolicy } from './policy.js';
import {
  presentReview,
  presentReviewDraft,
  presentReviewerAuthors,
  presentReviewerFile,
} from './presenter.js';
import { latestVersion, progressOfOne } from './progress.js';

/** One assigned abstract as its reviewer sees it: blind by default. */
export async function reviewerThesis(
  ctx: AppContext,
  reviewer: UserModel,
  locale: Locale,
  thesisId: number,
): Promise<ReviewerThesisDto> {
  const assignment = await assignmentOf(ctx, reviewer, thesisId);
  const thesis = await ctx.models.Thesis.findByPk(thesisId, {
    include: [{ association: 'topic' }, { association: 'files' }],
  });
  if (!thesis) throw NotFoundError('thesis');
  const [review, draft, bookmark, settings] = await Promise.all([
    ctx.models.Review.findOne({ where: { assignmentId: assignment.id } }),
    ctx.models.ReviewDraft.findOne({ where: { assignmentId: assignment.id } }),
    ctx.models.ReviewBookmark.findOne({ where: { reviewerId: reviewer.id, thesisId } }),
    ctx.settings.get(),
  ]);
  const files = [...(thesis.files ?? [])].sort((a, b) => a.version - b.version);
  const version = files.at(-1)?.version ?? 0;
  const { blind } = settings.review;
  const authors = blind
    ? null
    : presentReviewerAuthors(
        locale,
        await ctx.models.ThesisAuthor.findAll({
          where: { thesisId },
          include: [{ association: 'country' }],
        }),
      );
  return {
    id: thesis.id,
    title: thesis.title,
    topic: { id: thesis.topicId, name: thesis.topic ? localName(locale, thesis.topic) : '' },
    keywords: thesis.keywords,
    status: thesis.status,
    version,
    submittedAt: thesis.submittedAt.toISOString(),
    assignedAt: assignment.createdAt.toISOString(),
    bookmarked: bookmark !== null,
    blind,
    authors,
    files: files.map((f) => presentReviewerFile(thesis.id, f)),
    review: review ? presentReview(review) : null,
    draft: draft ? presentReviewDraft(draft) : null,
    reviewCurrent: review !== null && review.version >= version,
    abilities: reviewPolicy.abilities(reviewer, {
      reviewerId: assignment.reviewerId,
      status: thesis.status,
      reviewed: review !== null,
    }),
  };
}

/** The fields of a review the audit trail records. */
const snapshot = (r: ReviewValues & { version: number }) => ({
  originality: r.originality,
  relevance: r.relevance,
  clarity: r.clarity,
  recommendation: r.recommendation,
  commentForAuthor: r.commentForAuthor,
  confidentialComment: r.confidentialComment,
  version: r.version,
});

/**
 * Writes or edits the reviewer's review of the abstract's latest version, until the organisers
 * decide; the draft it came from, if any, is done with. The abstract's row lock orders it
 * against the decision and against the other reviewers' saves, so exactly one save sees the
 * reviews become complete and announces it.
 */
export async function saveReview(
  ctx: AppContext,
  reviewer: UserModel,
  thesisId: number,
  input: ReviewValues,
): Promise<void> {
  const outcome = await withLockedThesis(ctx, thesisId, async (thesis, t) => {
    const assignment = await assignmentOf(ctx, reviewer, thesisId, t);
    if (!isReviewOpen(thesis.status)) throw ConflictError('error.reviewClosed');
    await ctx.models.ReviewDraft.destroy({
      where: { assignmentId: assignment.id },
      transaction: t,
    });
    const before = await progressOfOne(ctx.models, thesisId, t);
    const values = { ...input, version: await latestVersion(ctx.models, thesisId, t) };
    const existing: ReviewModel | null = await ctx.models.Review.findOne({
      where: { assignmentId: assignment.id },
      transaction: t,
    });
    if (existing) {
      const diff = changedFields(snapshot(existing), snapshot(values));
      if (Object.keys(diff.after).length === 0) return null;
      await existing.update(values, { transaction: t });
      await recordAudit(
        ctx.models,
        reviewer,
        { action: 'review.update', resource: 'thesis', resourceId: thesisId, ...diff },
        t,
      );
    } else {
      await ctx.models.Review.create(
        { ...values, assignmentId: assignment.id },
        { transaction: t },
      );
      await recordAudit(
        ctx.models,
        reviewer,
        {
          action: 'review.create',
          resource: 'thesis',
          resourceId: thesisId,
          after: snapshot(values),
        },
        t,
      );
    }
    const after = await progressOfOne(ctx.models, thesisId, t);
    return !reviewsComplete(before) && reviewsComplete(after) ? { thesis, after } : null;
  });
  if (outcome) await announceReviewsComplete(ctx, outcome.thesis, outcome.after);
}

/** Bookmarks (or un-bookmarks) an assigned abstract: the reviewer's own marker, not audited. */
export async function setBookmark(
  ctx: AppContext,
  reviewer: UserModel,
  thesisId: number,
  bookmarked: boolean,
): Promise<boolean> {
  await assignmentOf(ctx, reviewer, thesisId);
  const key = { reviewerId: reviewer.id, thesisId };
  if (bookmarked) await ctx.models.ReviewBookmark.bulkCreate([key], { ignoreDuplicates: true });
  else await ctx.models.ReviewBookmark.destroy({ where: key });
  return bookmarked;
}
