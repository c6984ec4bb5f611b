import type { Currency } from '../rules/fee.js';
import type { ReviewRecommendation } from '../rules/review.js';
import type { ThesisStatus } from '../rules/thesis-status.js';
import type { ReviewScores } from './reviews.js';

/**
 * One abstract's whole life, in order, with who and when: its versions, reviewer assignments,
 * reviews, decisions, fee and the author's messages of the period. Organisers read all of it;
 * the author reads their part (no assignments, no confidential comments, reviews only once the
 * organisers decided, reviewers and organisers without names under blind review).
 */

export type TimelineRole = 'author' | 'admin' | 'reviewer';

/** Who acted. A name is null where the reader may not know it (or it was not recorded). */
export interface TimelineActorDto {
  role: TimelineRole | null;
  id: number | null;
  name: string | null;
  /** Reviewers are numbered in the order they were assigned ("Reviewer 2"). */
  reviewerNumber?: number;
}

export interface TimelineFileDto {
  id: number;
  version: number;
  originalName: string;
  size: number;
  url: string;
}

export interface TimelineReviewDto extends ReviewScores {
  /** Organisers only. */
  recommendation?: ReviewRecommendation;
  commentForAuthor: string;
  /** Organisers only. */
  confidentialComment?: string;
  version: number;
}

export interface TimelinePaymentDto {
  id: number;
  amount: number;
  currency: Currency | string;
  receiptUrl: string;
}

export interface TimelineMessageDto {
  id: number;
  fromAdmin: boolean;
  body: string;
  attachment: { originalName: string; url: string } | null;
}

interface Base {
  /** ISO time of the event. */
  at: string;
  actor: TimelineActorDto | null;
}

export type TimelineEntryDto = Base &
  (
    | { kind: 'submitted' | 'resubmitted'; file: TimelineFileDto }
    | { kind: 'reviewer_assigned' | 'reviewer_unassigned'; reviewer: TimelineActorDto }
    /** Organisers only: the reviewer said no, and why. */
    | { kind: 'reviewer_declined'; reviewer: TimelineActorDto; reason: string }
    | { kind: 'review_submitted' | 'review_updated'; review: TimelineReviewDto }
    | { kind: 'rejected'; reason: string }
    | { kind: 'accepted'; status: ThesisStatus }
    | { kind: 'payment_sent'; payment: TimelinePaymentDto }
    | {
        kind: 'payment_accepted' | 'payment_rejected';
        payment: TimelinePaymentDto;
        reason: string | null;
      }
    | { kind: 'message'; message: TimelineMessageDto }
  );

export type TimelineKind = TimelineEntryDto['kind'];

export interface ThesisTimelineDto {
  thesisId: number;
  title: string;
  status: ThesisStatus;
  /**
   * Messages are per author, not per abstract: the timeline holds the author's conversation
   * from the abstract's submission to its final decision (acceptance or rejection), or to now
   * while it is open.
   */
  messagesWindow: { from: string; to: string | null };
  entries: TimelineEntryDto[];
}
