/** Business constants of the specification (§9). Every side reads them from here. */

export const CONFERENCE = {
  startDate: '2025-09-03',
  endDate: '2025-09-06',
  city: 'Baku',
  countryCode: 'AZ',
} as const;

export const THESIS_LIMITS = {
  titleMinWords: 3,
  titleMaxWords: 50,
  keywordsMin: 3,
  keywordsMax: 5,
  zipMaxBytes: 50 * 1024 * 1024,
  /** A zip that inflates beyond this is treated as a zip bomb. */
  zipMaxUncompressedBytes: 500 * 1024 * 1024,
} as const;

export const CHAT_LIMITS = {
  attachmentMaxBytes: 20 * 1024 * 1024,
  bodyMaxChars: 5000,
} as const;

export const RECEIPT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** A photo or scan of the bank receipt. */
  mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
} as const;

/** Participants must report programme timing problems within this many hours. */
export const PROGRAMME_COMPLAINT_HOURS = 48;

export const AUTH = {
  tokenMaxAgeSeconds: 2_592_000,
  cookieName: 'auth._token',
  /** Carries the fresh token of this session after a password change, for bearer clients. */
  renewedTokenHeader: 'X-Auth-Token',
  storagePrefix: 'auth',
  passwordMinLength: 8,
  passwordMaxLength: 128,
  resetTokenLifetimeSeconds: 3600,
  /** A mailed "confirm your address" link stays valid this long. */
  confirmTokenLifetimeSeconds: 3 * 86_400,
} as const;

/** The largest id PostgreSQL's `integer` holds: a bigger one names nothing. */
export const PG_INT_MAX = 2_147_483_647;

/** Dates a conference portal has any use for; beyond them day arithmetic and storage go wrong. */
export const SANE_YEARS = { min: 1900, max: 2100 } as const;

export const UI_TIMINGS = {
  errorToastMs: 3000,
  successToastMs: 2000,
  progressThrottleMs: 200,
  progressDurationMs: 5000,
  minFetchDisplayDelayMs: 200,
  idlePrefetchTimeoutMs: 2000,
  chunkReloadGuardMs: 60_000,
  narrowScreenMaxPx: 576,
} as const;

export const PAGINATION = {
  defaultPageSize: 20,
  maxPageSize: 100,
} as const;
