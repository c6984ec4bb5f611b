import { z } from 'zod';
import type { Abilities } from '../abilities.js';
import type { CountryRef, TopicDto } from './workflow.js';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_CONFLICT_REASON_MAX,
  REVIEW_DECLINE_REASON_MAX,
  REVIEW_RECOMMENDATIONS,
  REVIEW_SCORE,
  type ConflictKind,
  type ReviewCriterion,
  type ReviewRecommendation,
} from '../rules/review.js';
import type { ThesisStatus } from '../rules/thesis-status.js';
import { optionalText, positiveId, requiredEnum, requiredText } from './fields.js';
import { listQuerySchema, optionalFilter, queryBoolean, sortBy } from './list.js';

/**
 * Reviewing: the reviewer's form and lists, the organisers' reviewer management, assignment
 * (by hand and automatic) and conflicts of interest. The review form validates with these very
 * schemas.
 */

const optionalId = optionalFilter(positiveId);

const score = z
  .number({ error: 'validation.reviewScore' })
  .int({ error: 'validation.reviewScore' })
  .min(REVIEW_SCORE.min, { error: 'validation.reviewScore' })
  .max(REVIEW_SCORE.max, { error: 'validation.reviewScore' });

/** A reviewer's review of one abstract: three scores, a recommendation and two comments. */
export const reviewSchema = z.object({
  originality: score,
  relevance: score,
  clarity: score,
  recommendation: requiredEnum(REVIEW_RECOMMENDATIONS),
  /** Shown to the author once the organisers have decided. */
  commentForAuthor: optionalText(REVIEW_COMMENT_MAX),
  /** Read by the organisers only. */
  confidentialComment: optionalText(REVIEW_COMMENT_MAX),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewValues = z.output<typeof reviewSchema>;

/**
 * An unsent review, kept on the server so that it follows the reviewer to another device: any
 * part may still be missing (a score not chosen is null), but what is there is checked like the
 * review itself. Organisers never count or read it.
 */
export const reviewDraftSchema = z.object({
  originality: score.nullable().default(null),
  relevance: score.nullable().default(null),
  clarity: score.nullable().default(null),
  /** Not chosen yet: null, missing or '' (the form's empty choice). */
  recommendation: z
    .union([z.enum(REVIEW_RECOMMENDATIONS), z.literal('')], { error: 'validation.invalidChoice' })
    .nullish()
    .transform((v) => v || null),
  commentForAuthor: optionalText(REVIEW_COMMENT_MAX),
  confidentialComment: optionalText(REVIEW_COMMENT_MAX),
});
export type ReviewDraftInput = z.input<typeof reviewDraftSchema>;
export type ReviewDraftValues = z.output<typeof reviewDraftSchema>;

/** A reviewer declines an assignment, saying why (the organisers read it and reassign). */
export const declineAssignmentSchema = z.object({
  reason: requiredText(REVIEW_DECLINE_REASON_MAX),
});
export type DeclineAssignmentInput = z.input<typeof declineAssignmentSchema>;

export const bookmarkSchema = z.object({ bookmarked: z.boolean({ error: 'validation.required' }) });

export const REVIEW_QUEUE_SORT_FIELDS = ['assignedAt', 'submittedAt', 'title', 'topic'] as const;

/** The reviewer's queue: the open abstracts assigned to them. */
export const reviewQueueQuerySchema = listQuerySchema.extend({
  sort: sortBy(REVIEW_QUEUE_SORT_FIELDS),
  topicId: optionalId,
  /** true: reviewed for the current version; false: still to review. */
  reviewed: queryBoolean,
  bookmarked: queryBoolean,
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

export const FINISHED_REVIEW_SORT_FIELDS = ['updatedAt', 'title'] as const;

/** The reviewer's finished reviews, whatever became of the abstracts. */
export const finishedReviewsQuerySchema = listQuerySchema.extend({
  sort: sortBy(FINISHED_REVIEW_SORT_FIELDS),
  topicId: optionalId,
});
export type FinishedReviewsQuery = z.infer<typeof finishedReviewsQuerySchema>;

export const reviewFileParamsSchema = z.object({ id: positiveId, fileId: positiveId });

// ---- organisers ------------------------------------------------------------------------------

const topicIds = z
  .array(positiveId, { error: 'validation.invalidChoice' })
  .max(100, { error: 'validation.tooMany' })
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** Makes a user a reviewer of some topics (their role changes through the users service). */
export const reviewerPromoteSchema = z.object({ userId: positiveId, topicIds });
export type ReviewerPromoteInput = z.input<typeof reviewerPromoteSchema>;

/** The whole set of a reviewer's topics: topics left out are unassigned. */
export const reviewerTopicsSchema = z.object({ topicIds });

export const REVIEWER_SORT_FIELDS = ['surname', 'name', 'assigned', 'pending'] as const;
export const reviewerListQuerySchema = listQuerySchema.extend({
  sort: sortBy(REVIEWER_SORT_FIELDS),
  topicId: optionalId,
});
export type ReviewerListQuery = z.infer<typeof reviewerListQuerySchema>;

export const assignReviewerSchema = z.object({ reviewerId: positiveId });
export const assignmentParamsSchema = z.object({ id: positiveId, reviewerId: positiveId });

export const conflictCreateSchema = z.object({
  reviewerId: positiveId,
  thesisId: positiveId,
  reason: requiredText(REVIEW_CONFLICT_REASON_MAX),
});
export type ConflictCreateInput = z.input<typeof conflictCreateSchema>;
export type ConflictCreateValues = z.output<typeof conflictCreateSchema>;

export const conflictListQuerySchema = listQuerySchema.extend({
  reviewerId: optionalId,
  thesisId: optionalId,
});
export type ConflictListQuery = z.infer<typeof conflictListQuerySchema>;

/** Automatic assignment of the open abstracts, of one topic or of all. */
export const autoAssignPreviewSchema = z.object({ topicId: optionalId });

/**
 * Saving a previewed proposal: the pairs shown (the organiser may leave some out) and the
 * fingerprint of the data the preview was computed from; any change since answers 409.
 */
export const autoAssignApplySchema = z.object({
  topicId: optionalId,
  fingerprint: z.string().regex(/^[a-f0-9]{64}$/, { error: 'validation.invalidChoice' }),
  assignments: z
    .array(z.object({ thesisId: positiveId, reviewerId: positiveId }))
    .min(1, { error: 'validation.required' })
    .max(10_000, { error: 'validation.tooMany' }),
});
export type AutoAssignApplyInput = z.input<typeof autoAssignApplySchema>;
export type AutoAssignApplyValues = z.output<typeof autoAssignApplySchema>;

// ---- answers -----------------------------------------------------------------------------------

export type ReviewScores = Record<ReviewCriterion, number>;

/** A review as its reviewer and the organisers read it. */
export interface ReviewDto extends ReviewScores {
  recommendation: ReviewRecommendation;
  commentForAuthor: string;
  confidentialComment: string;
  /** The version of the abstract's archive the review was saved for. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The reviewer's unsent draft, only ever shown to them. */
export interface ReviewDraftDto {
  originality: number | null;
  relevance: number | null;
  clarity: number | null;
  recommendation: ReviewRecommendation | null;
  commentForAuthor: string;
  confidentialComment: string;
  updatedAt: string;
}

/** An author as a reviewer sees them under open review; under blind review there is none. */
export interface ReviewerAuthorDto {
  name: string;
  surname: string;
  institution: string;
  country: CountryRef;
}

/** An archive of the abstract under a neutral name (`abstract-12-v2.zip`), and its PDF. */
export interface ReviewerFileDto {
  id: number;
  version: number;
  size: number;
  createdAt: string;
  name: string;
  zipUrl: string;
  /** The PDF inside the archive, served for viewing in the browser. */
  pdfUrl: string;
}

/** One abstract of a reviewer's queue. `authors` is null under blind review. */
export interface ReviewQueueItemDto {
  id: number;
  title: string;
  topic: TopicDto;
  keywords: string[];
  status: ThesisStatus;
  /** The latest version of the archive. */
  version: number;
  submittedAt: string;
  assignedAt: string;
  bookmarked: boolean;
  /** The caller keeps an unsent draft of their review (or of changes to it) on the server. */
  draft: boolean;
  /** The caller's review, and whether it was saved for the latest version. */
  review: { recommendation: ReviewRecommendation; updatedAt: string; current: boolean } | null;
  authors: ReviewerAuthorDto[] | null;
}

/** What a reviewer may do on an assigned abstract now (reviewPolicy in the API). */
export const REVIEW_ABILITIES = ['review', 'bookmark', 'decline'] as const;
export type ReviewAbilities = Abilities<typeof REVIEW_ABILITIES>;

/** The review screen of one abstract. */
export interface ReviewerThesisDto extends Omit<ReviewQueueItemDto, 'review' | 'draft'> {
  blind: boolean;
  files: ReviewerFileDto[];
  review: ReviewDto | null;
  /** The unsent draft, of a first review or of changes to the submitted one. */
  draft: ReviewDraftDto | null;
  /** The review was saved for the latest version (false when there is none). */
  reviewCurrent: boolean;
  abilities: ReviewAbilities;
}

export interface FinishedReviewDto {
  thesis: { id: number; title: string; topic: TopicDto; status: ThesisStatus; version: number };
  review: ReviewDto;
  current: boolean;
  editable: boolean;
}

/** The counts of the reviewer's panel, the spec's bookmarks count among them. */
export interface ReviewerSummaryDto {
  topics: TopicDto[];
  /** Open abstracts assigned to the caller. */
  assigned: number;
  /** Of those, the ones without a review of their latest version. */
  toReview: number;
  /** Reviews written, whatever became of the abstracts. */
  reviewed: number;
  bookmarks: number;
}

/** A reviewer as organisers see them. */
export interface ReviewerRefDto {
  id: number;
  name: string;
  surname: string;
  email: string;
  institution: string;
}

/** A reviewer's load: every assignment, the reviews written, and the open ones still to review. */
export interface ReviewLoadDto {
  assigned: number;
  done: number;
  pending: number;
}

export interface AdminReviewerDto extends ReviewerRefDto {
  topics: TopicDto[];
  load: ReviewLoadDto;
}

/**
 * How far an abstract's reviewing is: reviewers asked (those who declined are not counted),
 * current reviews in (drafts are not reviews), overall mean score.
 */
export interface ReviewProgressDto {
  assigned: number;
  done: number;
  complete: boolean;
  mean: number | null;
}

export interface ConflictDto {
  id: number;
  reviewer: ReviewerRefDto;
  thesis: { id: number; title: string };
  reason: string;
  createdAt: string;
  createdBy: string | null;
}

export interface ThesisAssignmentDto {
  reviewer: ReviewerRefDto;
  assignedAt: string;
  assignedBy: string | null;
  review: ReviewDto | null;
  /** The review was saved for the latest version. */
  current: boolean;
  /** The reviewer declined the assignment, and why: it no longer counts, another may be asked. */
  declined: { at: string; reason: string } | null;
  abilities: { unassign: boolean };
}

/** A reviewer who could be assigned, or why not. */
export interface ReviewCandidateDto {
  reviewer: ReviewerRefDto;
  load: ReviewLoadDto;
  /** The reviewer reviews the abstract's topic. */
  inTopic: boolean;
  /** A conflict of interest (automatic or declared) forbids assigning them. */
  conflict: ConflictKind | null;
}

/** What organisers see beside their decision card: reviews, means, recommendations. */
export interface ThesisReviewsDto {
  thesisId: number;
  /** Reviews may be written and reviewers assigned (the abstract awaits a decision). */
  open: boolean;
  blind: boolean;
  reviewersPerAbstract: number;
  progress: ReviewProgressDto;
  /** Per criterion and overall, over the reviews shown; null when there is none. */
  means: Record<ReviewCriterion | 'overall', number | null>;
  recommendations: Record<ReviewRecommendation, number>;
  assignments: ThesisAssignmentDto[];
  candidates: ReviewCandidateDto[];
  conflicts: ConflictDto[];
  abilities: { assign: boolean; autoAssign: boolean };
}

export interface AutoAssignThesisDto {
  thesis: { id: number; title: string; topic: TopicDto };
  existing: ReviewerRefDto[];
  proposed: ReviewerRefDto[];
  /** Reviewers still lacking after the proposal (too few eligible reviewers in the topic). */
  missing: number;
}

/** The proposal of "assign automatically", computed and not saved. */
export interface AutoAssignProposalDto {
  fingerprint: string;
  reviewersPerAbstract: number;
  assignments: { thesisId: number; reviewerId: number }[];
  theses: AutoAssignThesisDto[];
  load: { reviewer: ReviewerRefDto; before: number; after: number }[];
}

export interface AutoAssignResultDto {
  created: number;
  theses: number;
}
