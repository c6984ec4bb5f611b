import type { Transaction } from 'sequelize';
import { isReviewOpen, isReviewerRole, type ThesisStatus } from '@conf/common';
import type { AppContext } from '../context.js';
import type { ReviewAssignmentModel } from '../db/models/review.js';
import type { UserModel } from '../db/models/user.js';
import { NotFoundError } from '../http/errors.js';

/**
 * A reviewer reaches an abstract only through their assignment to it. Any other abstract, and
 * one that does not exist, answers the same 404 "Abstract not found", so nothing leaks.
 */
export async function assignmentOf(
  ctx: AppContext,
  reviewer: UserModel,
  thesisId: number,
  transaction?: Transaction,
): Promise<ReviewAssignmentModel> {
  const assignment = isReviewerRole(reviewer.role)
    ? await ctx.models.ReviewAssignment.findOne({
        where: { thesisId, reviewerId: reviewer.id },
        transaction,
      })
    : null;
  if (!assignment) throw NotFoundError('thesis');
  return assignment;
}

/** What the reviewer may do on an abstract now: write or edit until the organisers decide. */
export const reviewerAbilities = (status: ThesisStatus) => ({
  review: isReviewOpen(status),
  bookmark: true,
});
