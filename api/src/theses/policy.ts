import {
  allowedThesisEvents,
  canUploadReceipt,
  isPaymentDue,
  THESIS_ABILITIES,
  type PaymentStatus,
  type ThesisEvent,
  type ThesisStatus,
} from '@conf/common';
import { definePolicy, isAdmin, isOwner, type Caller } from '../auth/policy.js';
import { NotFoundError } from '../http/errors.js';

/** What the rules read of an abstract; `payments` only where the fee may be paid. */
interface ThesisSubject {
  userId: number;
  status: ThesisStatus;
  payments?: { status: PaymentStatus }[];
}

const authorMay = (user: Caller, t: ThesisSubject, event: ThesisEvent) =>
  isOwner(user, t.userId) && allowedThesisEvents(t.status, 'author').includes(event);
const organiserMay = (user: Caller, t: ThesisSubject, event: ThesisEvent) =>
  isAdmin(user) && allowedThesisEvents(t.status, 'admin').includes(event);

/**
 * Abstracts: the author sees and changes their own, organisers see and decide every one, and the
 * status table says which moves are open now. Someone else's abstract answers 404 "Abstract not
 * found", exactly like a missing one, so its existence does not leak.
 */
export const thesisPolicy = definePolicy({
  rules: {
    view: (user, t: { userId: number }) => isAdmin(user) || isOwner(user, t.userId),
    /** Only the author changes their abstract; an organiser does not resubmit or pay for one. */
    change: (user, t: { userId: number }) => isOwner(user, t.userId),
    resubmit: (user, t: ThesisSubject) => authorMay(user, t, 'resubmit'),
    pay: (user, t: ThesisSubject) =>
      isOwner(user, t.userId) &&
      isPaymentDue(t.status) &&
      canUploadReceipt((t.payments ?? []).map((p) => p.status)),
    reject: (user, t: ThesisSubject) => organiserMay(user, t, 'reject'),
    accept: (user, t: ThesisSubject) => organiserMay(user, t, 'accept'),
  },
  abilities: THESIS_ABILITIES,
  refuse: () => NotFoundError('thesis'),
});
