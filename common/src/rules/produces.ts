import { CONFERENCE } from '../constants.js';
import { addDays, CONFERENCE_TIME_ZONE, zonedInstant } from '../time.js';

/**
 * Rules of what the conference hands out after its decisions: the book of abstracts, visa
 * invitation letters and certificates. One place, read by the API and the screens.
 */

// ---- book of abstracts ---------------------------------------------------------------------

export const BOOK_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type BookJobStatus = (typeof BOOK_JOB_STATUSES)[number];

/** Why an accepted abstract is missing from the book (listed in the build report). */
export const BOOK_PROBLEMS = ['noFile', 'noPdf', 'unreadablePdf', 'emptyPdf'] as const;
export type BookProblem = (typeof BOOK_PROBLEMS)[number];

// ---- invitation letters ---------------------------------------------------------------------

export const LETTER_STATUSES = ['requested', 'approved', 'refused'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

/**
 * Dates of stay may start up to this many days before the conference and end up to this many
 * days after it, and must overlap the conference itself.
 */
export const LETTER_STAY_MARGIN_DAYS = 14;
/** A visa for a longer stay is not the conference's to support. */
export const LETTER_STAY_MAX_DAYS = 30;
/** Passport data is deleted this many days after the conference's last day. */
export const PASSPORT_RETENTION_DAYS = 90;

export const letterStayWindow = () => ({
  earliest: addDays(CONFERENCE.startDate, -LETTER_STAY_MARGIN_DAYS),
  latest: addDays(CONFERENCE.endDate, LETTER_STAY_MARGIN_DAYS),
});

/** The moment passport data must be gone: midnight in Baku, 90 days after the last day. */
export const passportPurgeAt = (): Date =>
  zonedInstant(
    addDays(CONFERENCE.endDate, PASSPORT_RETENTION_DAYS + 1),
    '00:00',
    CONFERENCE_TIME_ZONE,
  );

/** Another request is possible only when none is pending or approved. */
export const canRequestLetter = (statuses: readonly LetterStatus[]) =>
  !statuses.some((s) => s === 'requested' || s === 'approved');

// ---- certificates ---------------------------------------------------------------------------

export const CERTIFICATE_KINDS = ['attendance', 'presentation'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** Certificates are issued once the conference has begun its last day, in Baku. */
export const certificatesOpenAt = (): Date =>
  zonedInstant(CONFERENCE.endDate, '00:00', CONFERENCE_TIME_ZONE);

/** Panel screens linked from the mails (the screens live at these paths). */
export const PANEL_LETTERS_PATH = '/user/panel/letters';
export const PANEL_CERTIFICATES_PATH = '/user/panel/certificates';
/** The public verification page of a certificate: `${CERTIFICATE_VERIFY_PATH}/{code}`. */
export const CERTIFICATE_VERIFY_PATH = '/verify';
/** The public verification page of a letter: `${LETTER_VERIFY_PATH}/{reference}`. */
export const LETTER_VERIFY_PATH = '/verify/letter';
