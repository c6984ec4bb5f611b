import { isReviewOpen, type ReviewDraftValues } from '@conf/common';
import { changedFields, recordAudit } from '../audit/record.js';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';
import { ConflictError } from '../http/errors.js';
import { withLockedThesis } from '../theses/lock.js';
import { assignmentOf } from './policy.js';

/**
 * A reviewer's unsent review, kept on the server so it follows them to another device: of a
 * first review, or of changes to the one they submitted (which stays as it was, and counted,
 * until they submit again). Drafts live in their own table, which no count of reviews reads.
 */

const snapshot = (d: ReviewDraftValues) => ({
  originality: d.originality,
  relevance: d.relevance,
  clarity: d.clarity,
  recommendation: d.recommendation,
  commentForAuthor: d.commentForAuthor,
  confidentialComment: d.confidentialComment,
});

/**
 * Saves the caller's draft while reviewing is open. Like a review's save it takes the
 * abstract's row lock, so no draft is written after the organisers decided; the audit trail
 * records what changed (nothing when the draft is the same).
 */
export async function saveReviewDraft(
  ctx: AppContext,
  reviewer: UserModel,
  thesisId: number,
  input: ReviewDraftValues,
): Promise<void> {
  await withLockedThesis(ctx, thesisId, async (thesis, t) => {
    const assignment = await assignmentOf(ctx, reviewer, thesisId, t);
    if (!isReviewOpen(thesis.status)) throw ConflictError('error.reviewClosed');
    const existing = await ctx.models.ReviewDraft.findOne({
      where: { assignmentId: assignment.id },
      transaction: t,
    });
    const diff = changedFields(existing ? snapshot(existing) : {}, snapshot(input));
    if (existing && Object.keys(diff.after).length === 0) return;
    if (existing) await existing.update(input, { transaction: t });
    else
      await ctx.models.ReviewDraft.create(
        { ...input, assignmentId: assignment.id },
        { transaction: t },
      );
    await recordAudit(
      ctx.models,
      reviewer,
      { action: 'review.draft', resource: 'thesis', resourceId: thesisId, ...diff },
      t,
    );
  });
}
