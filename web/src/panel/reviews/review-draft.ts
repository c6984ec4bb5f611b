import type { ReviewDraftDto, ReviewDto, ReviewRecommendation } from '@conf/common';

/** What the review form holds while the reviewer types (a score not chosen yet is null). */
export interface ReviewFormValues {
  originality: number | null;
  relevance: number | null;
  clarity: number | null;
  recommendation: ReviewRecommendation | '';
  commentForAuthor: string;
  confidentialComment: string;
}

export const emptyReview: ReviewFormValues = {
  originality: null,
  relevance: null,
  clarity: null,
  recommendation: '',
  commentForAuthor: '',
  confidentialComment: '',
};

/** The form's values from the submitted review or from the draft the server keeps. */
export const reviewFormValues = (r: ReviewDto | ReviewDraftDto): ReviewFormValues => ({
  originality: r.originality,
  relevance: r.relevance,
  clarity: r.clarity,
  recommendation: r.recommendation ?? '',
  commentForAuthor: r.commentForAuthor,
  confidentialComment: r.confidentialComment,
});
