import {
  RECEIPT_LIMITS,
  isPaymentDue,
  type MessageKey,
  type ThesisPaymentStateDto,
  type ThesisStatus,
} from '@conf/common';

const RECEIPT_TYPES: readonly string[] = RECEIPT_LIMITS.mimeTypes;

/** The file name endings of a MIME type ('image/jpeg' → .jpeg and .jpg). */
const endingsOf = (mime: string): string[] => {
  const subtype = mime.slice(mime.indexOf('/') + 1);
  return subtype === 'jpeg' ? ['.jpeg', '.jpg'] : [`.${subtype}`];
};
const RECEIPT_ENDINGS = RECEIPT_TYPES.flatMap(endingsOf);

/** For the file input's `accept` attribute: the receipt types and their file name endings. */
export const RECEIPT_ACCEPT = [...RECEIPT_ENDINGS, ...RECEIPT_TYPES].join(',');

/** Quick checks before the upload; the server reads the file's first bytes itself. */
export function receiptProblem(file: File | null): MessageKey | null {
  if (!file) return 'validation.fileRequired';
  const name = file.name.toLowerCase();
  if (!RECEIPT_TYPES.includes(file.type) && !RECEIPT_ENDINGS.some((e) => name.endsWith(e)))
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
