/**
 * Per-user limits against abuse of storage and of the organisers' attention (docs/security.md).
 * These are the defaults; the API reads the limits in force through one function
 * (`quotaLimits(ctx)` in api/src/quotas/limits.ts), which conference settings may override.
 * Organisers are not held to them.
 */
export interface Quotas {
  /** Abstracts one author may have, whatever their status (a resubmission is not a new one). */
  abstractsPerAuthor: number;
  /** Bytes one user may upload in any 24 hours: abstract archives, receipts, chat attachments. */
  uploadBytesPerDay: number;
  /** Chat messages one author may send in any minute. */
  chatMessagesPerMinute: number;
}

export const QUOTA_DEFAULTS: Quotas = {
  abstractsPerAuthor: 5,
  uploadBytesPerDay: 200 * 1024 * 1024,
  chatMessagesPerMinute: 20,
};

/** A byte count as people read it in a quota message: "200 MB". */
export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
