import type { Transaction } from 'sequelize';
import { isReviewOpen, isReviewerRole, REVIEW_ABILITIES, type ThesisStatus } from '@conf/common';
import { definePolicy, isOwner, type Caller } from '../auth/policy.js';
import type { AppContext } from '../context.js';
import type { ReviewAssignmentModel } from '../db/models/review.js';
import type { UserModel } from '../db/models/user.js';
import { NotFoundError } from '../http/errors.js';

/** An abstract as a reviewer reaches it: through an assignment, in the abstract's status now. */
interface AssignedAbstract {
  reviewerId: number;
  status: ThesisStatus;
}

const isAssignedReviewer = (user: Caller, assignment: { reviewerId: number }) =>
  isReviewerRole(user?.role) && isOwner(user, assignment.reviewerId);

/**
 * A reviewer reaches an abstract only through their assignment to it, and writes or edits the
 * review until the organisers decide. Any other abstract, and one that does not exist, answers
 * the same 404 "Abstract not found", so nothing leaks.
 */
export const reviewPolicy = definePolicy({
  rules: {
    read: (user, assignment: { reviewerId: number }) => isAssignedReviewer(user, assignment),
    review: (user, a: AssignedAbstract) => isAssignedReviewer(user, a) && isReviewOpen(a.status),
    bookmark: (user, a: AssignedAbstract) => isAssignedReviewer(user, a),
  },
  abilities: REVIEW_ABILITIES,
  refuse: () => NotFoundError('thesis'),
});

/** The caller's assignment to abstract `thesisId`, or the policy's 404. */
export async function assignmentOf(
  ctx: AppContext,
  reviewer: UserModel,
  thesisId: number,
  transaction?: Transaction,
): Promise<ReviewAssignmentModel> {
  const assignment = await ctx.models.ReviewAssignment.findOne({
    where: { thesisId, reviewerId: reviewer.id },
    transaction,
  });
  return reviewPolicy.authorize(reviewer, 'read', assignment);
}
