import { allowedThesisEvents, THESIS_STATUSES, type ThesisStatus } from './thesis-status.js';

/**
 * The rules of reviewing, read by the API and the screens alike: what a review holds, while when
 * it may be written, what counts as a conflict of interest and when an abstract's reviews are
 * complete.
 */

/** Each criterion is scored from 1 (poor) to 5 (excellent). */
export const REVIEW_CRITERIA = ['originality', 'relevance', 'clarity'] as const;
export type ReviewCriterion = (typeof REVIEW_CRITERIA)[number];
export const REVIEW_SCORE = { min: 1, max: 5 } as const;

export const REVIEW_RECOMMENDATIONS = ['accept', 'revise', 'reject'] as const;
export type ReviewRecommendation = (typeof REVIEW_RECOMMENDATIONS)[number];

/** Comment lengths: enough for a careful review, bounded like every other text. */
export const REVIEW_COMMENT_MAX = 5000;

/** Why organisers declare a conflict of interest ("former supervisor", "same group"). */
export const REVIEW_CONFLICT_REASON_MAX = 500;

/** Why a reviewer declines an assignment: a few sentences for the organisers. */
export const REVIEW_DECLINE_REASON_MAX = 1000;

/**
 * Reviewing is open exactly while organisers may still decide the abstract (the status table
 * lets them accept or reject it): a review is written and edited until the decision.
 */
export function isReviewOpen(status: ThesisStatus): boolean {
  const events = allowedThesisEvents(status, 'admin');
  return events.includes('accept') || events.includes('reject');
}

/** E-mails compare without case or surrounding spaces. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Institutions compare without case, spacing or punctuation, so "Institute of Mathematics" and
 * " institute  of mathematics." are one. Letters of every alphabet (ə, ş, ç…) are kept.
 */
export const normaliseInstitution = (name: string) =>
  name
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export type ConflictKind = 'coauthor' | 'institution' | 'submitter' | 'declared';

export interface ConflictPerson {
  id: number;
  email: string;
  institution: string;
}

export interface ConflictAbstract {
  userId: number;
  authors: readonly { email: string; institution: string }[];
}

/**
 * Why a reviewer may not review an abstract by its own data, or null: they submitted it, they
 * co-author it (any author's e-mail is theirs), or an author shares their institution. Conflicts
 * that organisers declare by hand are stored and checked beside this rule.
 */
export function automaticConflict(
  reviewer: ConflictPerson,
  abstract: ConflictAbstract,
): Exclude<ConflictKind, 'declared'> | null {
  if (reviewer.id === abstract.userId) return 'submitter';
  const email = normaliseEmail(reviewer.email);
  if (abstract.authors.some((a) => normaliseEmail(a.email) === email)) return 'coauthor';
  const institution = normaliseInstitution(reviewer.institution);
  if (
    institution !== '' &&
    abstract.authors.some((a) => normaliseInstitution(a.institution) === institution)
  ) {
    return 'institution';
  }
  return null;
}

/** An abstract's reviews are complete when someone was asked and every one of them answered. */
export const reviewsComplete = (progress: { assigned: number; done: number }) =>
  progress.assigned > 0 && progress.done >= progress.assigned;

/** A mean shown to one decimal, however it was computed. */
export const roundMean = (value: number) => Math.round(value * 10) / 10;

/** The mean of some scores to one decimal, or null when there are none. */
export function meanScore(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return roundMean(scores.reduce((a, b) => a + b, 0) / scores.length);
}

/** The statuses in which reviewing is open, for queries. */
export const REVIEW_OPEN_STATUSES: readonly ThesisStatus[] = THESIS_STATUSES.filter(isReviewOpen);
