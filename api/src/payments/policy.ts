import { canMovePayment, PAYMENT_ABILITIES, type PaymentStatus } from '@conf/common';
import { definePolicy, isAdmin, isOwner } from '../auth/policy.js';
import { AppError } from '../http/errors.js';

/**
 * Payments: the payer and the organisers see one; organisers decide a pending one. Someone
 * else's payment answers 404, as if it did not exist.
 */
export const paymentPolicy = definePolicy({
  rules: {
    view: (user, p: { userId: number }) => isAdmin(user) || isOwner(user, p.userId),
    decide: (user, p: { status: PaymentStatus }) =>
      isAdmin(user) && canMovePayment(p.status, 'accepted'),
  },
  abilities: PAYMENT_ABILITIES,
  refuse: () => new AppError(404, 'error.paymentNotFound'),
});
