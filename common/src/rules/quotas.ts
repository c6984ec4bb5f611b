/**
 * Per-user quotas (DESIGN.md: settings with sane defaults). Organisers can change them in the
 * conference settings; these are the values of a new install.
 */
export const QUOTA_DEFAULTS = {
  /** Abstracts one author may have submitted (any status). */
  abstractsPerAuthor: 5,
  /** Bytes one user may upload per day (abstracts, receipts and chat attachments together). */
  uploadBytesPerDay: 300 * 1024 * 1024,
  /** Chat messages one user may send per minute. */
  messagesPerMinute: 20,
} as const;
