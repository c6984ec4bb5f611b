/**
 * Per-user limits against abuse of storage and of the organisers' attention (docs/security.md).
 * These are the values of a new install: the `quotas` section of the conference settings
 * (schemas/settings.ts) defaults to them and organisers change them there; the API reads the
 * limits in force through one function (`quotaLimits(ctx)` in api/src/quotas/limits.ts).
 * Organisers are not held to them.
 */
export interface Quotas {
  /** Abstracts one author may have, whatever their status (a resubmission is not a new one). */
  abstractsPerAuthor: number;
  /** Bytes one user may upload in any 24 hours: abstract archives, receipts, chat attachments. */
  uploadBytesPerDay: number;
  /** Chat messages one author may send in any minute. */
  messagesPerMinute: number;
}

export const QUOTA_DEFAULTS: Quotas = {
  abstractsPerAuthor: 5,
  uploadBytesPerDay: 200 * 1024 * 1024,
  messagesPerMinute: 20,
};

/** A byte count as people read it in a quota message: "200 MB". */
export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
