import {
  allowedThesisEvents,
  canUploadReceipt,
  isPaymentDue,
  type ThesisAbilities,
} from '@conf/common';
import { isAdmin, isOwner } from '../auth/policy.js';
import type { ThesisModel } from '../db/models/thesis.js';
import type { UserModel } from '../db/models/user.js';
import { NotFoundError } from '../http/errors.js';

/** The author sees their own abstracts; organisers see every one. */
export const canViewThesis = (user: UserModel | undefined, thesis: { userId: number }) =>
  isAdmin(user) || isOwner(user, thesis.userId);

/**
 * Someone else's abstract answers 404 "Abstract not found", exactly like a missing one, so its
 * existence does not leak.
 */
export function viewableThesis<T extends { userId: number }>(
  user: UserModel | undefined,
  thesis: T | null,
): T {
  if (!thesis || !canViewThesis(user, thesis)) throw NotFoundError('thesis');
  return thesis;
}

/** Only the author changes their own abstract; an organiser does not resubmit or pay for one. */
export function ownThesis<T extends { userId: number }>(
  user: UserModel | undefined,
  thesis: T | null,
): T {
  if (!thesis || !isOwner(user, thesis.userId)) throw NotFoundError('thesis');
  return thesis;
}

/** What the caller may do now, read from the status table and the payment rule. */
export function thesisAbilities(user: UserModel | undefined, thesis: ThesisModel): ThesisAbilities {
  const author = isOwner(user, thesis.userId) ? allowedThesisEvents(thesis.status, 'author') : [];
  const admin = isAdmin(user) ? allowedThesisEvents(thesis.status, 'admin') : [];
  const paymentStatuses = (thesis.payments ?? []).map((p) => p.status);
  return {
    resubmit: author.includes('resubmit'),
    pay:
      isOwner(user, thesis.userId) &&
      isPaymentDue(thesis.status) &&
      canUploadReceipt(paymentStatuses),
    reject: admin.includes('reject'),
    accept: admin.includes('accept'),
  };
}
