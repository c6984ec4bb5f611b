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
  /** The caller has submitted a review of it (a draft is not one). */
  reviewed: boolean;
}

const isAssignedReviewer = (user: Caller, assignment: { reviewerId: number }) =>
  isReviewerRole(user?.role) && isOwner(user, assignment.reviewerId);

/**
 * A reviewer reaches an abstract only through their assignment to it, and writes or edits the
 * review until the organisers decide. They may decline the assignment until then too, as long
 * as they have not submitted a review. Any other abstract, one that does not exist and one they
 * declined answer the same 404 "Abstract not found", so nothing leaks.
 */
export const reviewPolicy = definePolicy({
  rules: {
    read: (user, assignment: { reviewerId: number }) => isAssignedReviewer(user, assignment),
    review: (user, a: AssignedAbstract) => isAssignedReviewer(user, a) && isReviewOpen(a.status),
    bookmark: (user, a: AssignedAbstract) => isAssignedReviewer(user, a),
    decline: (user, a: AssignedAbstract) =>
      isAssignedReviewer(user, a) && isReviewOpen(a.status) && !a.reviewed,
  },
  abilities: REVIEW_ABILITIES,
  refuse: () => NotFoundError('thesis'),
});

/** The caller's assignment to abstract `thesisId` (not one they declined), or the policy's 404. */
export async function assignmentOf(
  ctx: AppContext,
  reviewer: UserModel,
  thesisId: number,
  transaction?: Transaction,
): Promise<ReviewAssignmentModel> {
  const assignment = await ctx.models.ReviewAssignment.findOne({
    where: { thesisId, reviewerId: reviewer.id, declinedAt: null },
    transaction,
  });
  return reviewPolicy.authorize(reviewer, 'read', assignment);
}
