import {
  RECEIPT_LIMITS,
  isPaymentDue,
  type MessageKey,
  type ThesisPaymentStateDto,
  type ThesisStatus,
} from '@conf/common';

const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const RECEIPT_EXTENSIONS = /\.(jpe?g|png|pdf)$/i;

/** Quick checks before the upload; the server reads the file's first bytes itself. */
export function receiptProblem(file: File | null): MessageKey | null {
  if (!file) return 'validation.fileRequired';
  if (!RECEIPT_TYPES.includes(file.type) && !RECEIPT_EXTENSIONS.test(file.name))
    return 'validation.receiptType';
  if (file.size > RECEIPT_LIMITS.maxBytes) return 'validation.receiptSize';
  return null;
}

/**
 * Why a receipt cannot be sent now, or null when it can. `canUpload` is the API's answer from
 * common's canUploadReceipt; the reasons tell the author which case they are in.
 */
export function blockedReason(
  state: ThesisPaymentStateDto,
  status: ThesisStatus | undefined,
): MessageKey | null {
  if (state.fee.exempt) return 'panel.pay.exempt';
  if (state.payment?.status === 'accepted') return 'panel.pay.received';
  if (state.payment?.status === 'pending') return 'panel.pay.pending';
  if (!status || !isPaymentDue(status)) return 'panel.pay.notDue';
  return state.canUpload ? null : 'panel.pay.notDue';
}
