import { reviewsComplete, SOCKET_EVENTS } from '@conf/common';
import { recordAudit } from '../audit/record.js';
import { now } from '../clock.js';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';
import { ConflictError } from '../http/errors.js';
import { recordActivity } from '../theses/activity.js';
import { withLockedThesis } from '../theses/lock.js';
import { announceReviewsComplete } from './mail.js';
import { assignmentOf, reviewPolicy } from './policy.js';
import { fullName } from './presenter.js';
import { progressOfOne } from './progress.js';

/**
 * A reviewer declines an assignment, saying why. Only the assigned reviewer, only while the
 * organisers may still decide and only before submitting a review (once organisers read a
 * review it is not taken back this way). The assignment keeps its row, marked declined with the
 * reason, for the organisers' summary and the timeline; it leaves the reviewer's lists, stops
 * counting in the progress and the loads, and automatic assignment never proposes that reviewer
 * for the abstract again. Their draft and bookmark of it go.
 *
 * Under the abstract's row lock like every other reviewing change. Once committed, organisers'
 * consoles hear of the decline (someone has to reassign the abstract) and, if the reviewers left
 * have all reviewed, that the reviews are complete now.
 */
export async function declineAssignment(
  ctx: AppContext,
  reviewer: UserModel,
  thesisId: number,
  reason: string,
): Promise<void> {
  const outcome = await withLockedThesis(ctx, thesisId, async (thesis, t) => {
    const assignment = await assignmentOf(ctx, reviewer, thesisId, t);
    const reviewed =
      (await ctx.models.Review.count({ where: { assignmentId: assignment.id }, transaction: t })) >
      0;
    const subject = { reviewerId: assignment.reviewerId, status: thesis.status, reviewed };
    if (!reviewPolicy.can(reviewer, 'decline', subject)) {
      throw ConflictError(reviewed ? 'error.declineAfterReview' : 'error.reviewClosed');
    }
    const before = await progressOfOne(ctx.models, thesisId, t);
    await assignment.update({ declinedAt: now(ctx), declineReason: reason }, { transaction: t });
    await ctx.models.ReviewDraft.destroy({
      where: { assignmentId: assignment.id },
      transaction: t,
    });
    await ctx.models.ReviewBookmark.destroy({
      where: { thesisId, reviewerId: reviewer.id },
      transaction: t,
    });
    await recordAudit(
      ctx.models,
      reviewer,
      {
        action: 'review.decline',
        resource: 'thesis',
        resourceId: thesisId,
        after: { reviewerId: reviewer.id, reviewer: fullName(reviewer), reason },
      },
      t,
    );
    // On the dashboard too: someone has to reassign the abstract.
    await recordActivity(ctx, t, { type: 'review_declined', userId: reviewer.id, thesisId });
    const after = await progressOfOne(ctx.models, thesisId, t);
    return { thesis, after, complete: !reviewsComplete(before) && reviewsComplete(after) };
  });
  ctx.realtime.toAdmins(SOCKET_EVENTS.newNotification, {
    type: 'review_declined',
    thesisId,
    title: outcome.thesis.title,
    userName: `${reviewer.name} ${reviewer.surname}`,
    createdAt: new Date().toISOString(),
  });
  if (outcome.complete) await announceReviewsComplete(ctx, outcome.thesis, outcome.after);
}
