export const PAYMENT_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses of an earlier payment that block uploading another receipt for the same abstract. */
export const PAYMENT_BLOCKING_STATUSES: readonly PaymentStatus[] = ['pending', 'accepted'];

/** An organiser decides a pending payment only. */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
};

export function canUploadReceipt(existing: readonly PaymentStatus[]): boolean {
  return !existing.some((s) => PAYMENT_BLOCKING_STATUSES.includes(s));
}

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}
