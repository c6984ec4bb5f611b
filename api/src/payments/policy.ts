import { canMovePayment } from '@conf/common';
import { isAdmin, isOwner } from '../auth/policy.js';
import type { PaymentModel } from '../db/models/payment.js';
import type { UserModel } from '../db/models/user.js';
import { AppError } from '../http/errors.js';

export const canViewPayment = (user: UserModel | undefined, payment: { userId: number }) =>
  isAdmin(user) || isOwner(user, payment.userId);

/** Someone else's payment answers 404, as if it did not exist. */
export function viewablePayment<T extends { userId: number }>(
  user: UserModel | undefined,
  payment: T | null,
): T {
  if (!payment || !canViewPayment(user, payment)) throw new AppError(404, 'error.paymentNotFound');
  return payment;
}

export const canDecidePayment = (user: UserModel | undefined, payment: PaymentModel) =>
  isAdmin(user) && canMovePayment(payment.status, 'accepted');
