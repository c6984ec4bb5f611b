import { UniqueConstraintError } from 'sequelize';
import { isReviewOpen, isReviewerRole, reviewsComplete } from '@conf/common';
import { recordAudit } from '../audit/record.js';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';
import { AppError, ConflictError, ValidationError } from '../http/errors.js';
import { withLockedThesis } from '../theses/lock.js';
import { conflictAbstracts, conflictOf, declaredConflicts } from './conflicts.js';
import { announceReviewsComplete, mailAssignedReviewers } from './mail.js';
import { fullName } from './presenter.js';
import { progressOfOne } from './progress.js';

/**
 * Organisers assign reviewers to an abstract one at a time, or withdraw one who has not
 * reviewed. Both lock the abstract's row, like a review's save and the decision, so the checks
 * (open, not assigned, no conflict) still hold when the change commits.
 */

export async function assignReviewer(
  ctx: AppContext,
  admin: UserModel,
  thesisId: number,
  reviewerId: number,
): Promise<void> {
  await withLockedThesis(ctx, thesisId, async (thesis, t) => {
    const reviewer = await ctx.models.User.findByPk(reviewerId, { transaction: t });
    if (!reviewer || !isReviewerRole(reviewer.role)) {
      throw ValidationError({ reviewerId: ['validation.notReviewer'] });
    }
    if (!isReviewOpen(thesis.status)) throw ConflictError('error.reviewClosed');
    const abstracts = await conflictAbstracts(ctx.models, [thesisId], t);
    const declared = await declaredConflicts(ctx.models, [thesisId], t);
    if (conflictOf(reviewer, thesisId, abstracts.get(thesisId), declared)) {
      throw ConflictError('error.reviewConflictOfInterest');
    }
    try {
      await ctx.models.ReviewAssignment.create(
        { thesisId, reviewerId, assignedBy: admin.id },
        { transaction: t },
      );
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw ConflictError('error.reviewAlreadyAssigned');
      throw err;
    }
    await recordAudit(
      ctx.models,
      admin,
      {
        action: 'review.assign',
        resource: 'thesis',
        resourceId: thesisId,
        after: { reviewerId, reviewer: fullName(reviewer) },
      },
      t,
    );
  });
  await mailAssignedReviewers(ctx, [{ thesisId, reviewerId }]);
}

/** Withdraws a reviewer who has not reviewed; if everyone left has, the reviews are complete. */
export async function unassignReviewer(
  ctx: AppContext,
  admin: UserModel,
  thesisId: number,
  reviewerId: number,
): Promise<void> {
  const outcome = await withLockedThesis(ctx, thesisId, async (thesis, t) => {
    const assignment = await ctx.models.ReviewAssignment.findOne({
      where: { thesisId, reviewerId },
      include: [{ association: 'review' }, { association: 'reviewer' }],
      transaction: t,
    });
    if (!assignment) throw new AppError(404, 'error.reviewerNotFound');
    if (!isReviewOpen(thesis.status)) throw ConflictError('error.reviewClosed');
    if (assignment.review) throw ConflictError('error.reviewAlreadyWritten');
    const before = await progressOfOne(ctx.models, thesisId, t);
    await assignment.destroy({ transaction: t });
    await ctx.models.ReviewBookmark.destroy({ where: { thesisId, reviewerId }, transaction: t });
    await recordAudit(
      ctx.models,
      admin,
      {
        action: 'review.unassign',
        resource: 'thesis',
        resourceId: thesisId,
        before: { reviewerId, reviewer: fullName(assignment.reviewer) },
      },
      t,
    );
    const after = await progressOfOne(ctx.models, thesisId, t);
    return !reviewsComplete(before) && reviewsComplete(after) ? { thesis, after } : null;
  });
  if (outcome) await announceReviewsComplete(ctx, outcome.thesis, outcome.after);
}
