import {
  apiPath,
  contract,
  type ConflictDto,
  type Locale,
  type ReviewDraftDto,
  type ReviewDto,
  type ReviewerAuthorDto,
  type ReviewerFileDto,
  type ReviewerRefDto,
} from '@conf/common';
import type { ReviewConflictModel, ReviewDraftModel, ReviewModel } from '../db/models/review.js';
import type { ThesisAuthorModel, ThesisFileModel } from '../db/models/thesis.js';
import type { UserModel } from '../db/models/user.js';
import { countryRef } from '../participants/presenter.js';

/**
 * Presenters of reviewing. What a reviewer receives is built field by field from the abstract's
 * own data (title, topic, keywords, files by neutral name): nothing of the submitter's account is
 * read, so no author identity can reach a blind reviewer by accident.
 */

export function presentReview(review: ReviewModel): ReviewDto {
  return {
    originality: review.originality,
    relevance: review.relevance,
    clarity: review.clarity,
    recommendation: review.recommendation,
    commentForAuthor: review.commentForAuthor,
    confidentialComment: review.confidentialComment,
    version: review.version,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}

/** The reviewer's own unsent draft: never part of anything organisers receive. */
export function presentReviewDraft(draft: ReviewDraftModel): ReviewDraftDto {
  return {
    originality: draft.originality,
    relevance: draft.relevance,
    clarity: draft.clarity,
    recommendation: draft.recommendation,
    commentForAuthor: draft.commentForAuthor,
    confidentialComment: draft.confidentialComment,
    updatedAt: draft.updatedAt.toISOString(),
  };
}

/** `abstract-12-v2.zip`: the name a reviewer's download carries, whatever the author called it. */
export const neutralFileName = (thesisId: number, version: number, extension: 'zip' | 'pdf') =>
  `abstract-${thesisId}-v${version}.${extension}`;

export function presentReviewerFile(thesisId: number, file: ThesisFileModel): ReviewerFileDto {
  const params = { id: thesisId, fileId: file.id };
  return {
    id: file.id,
    version: file.version,
    size: file.size,
    createdAt: file.createdAt.toISOString(),
    name: neutralFileName(thesisId, file.version, 'zip'),
    zipUrl: apiPath(contract.reviews.zip, { params }),
    pdfUrl: apiPath(contract.reviews.pdf, { params }),
  };
}

/** Authors as an open review shows them: names, institution and country, no contacts. */
export function presentReviewerAuthors(
  locale: Locale,
  authors: readonly ThesisAuthorModel[],
): ReviewerAuthorDto[] {
  return [...authors]
    .sort((a, b) => a.position - b.position)
    .map((a) => ({
      name: a.name,
      surname: a.surname,
      institution: a.institution,
      country: countryRef(locale, a.country),
    }));
}

export const presentReviewerRef = (user: UserModel): ReviewerRefDto => ({
  id: user.id,
  name: user.name,
  surname: user.surname,
  email: user.email,
  institution: user.institution,
});

export const fullName = (user: { name: string; surname: string } | null | undefined) =>
  user ? `${user.name} ${user.surname}` : null;

export function presentConflict(conflict: ReviewConflictModel): ConflictDto {
  return {
    id: conflict.id,
    reviewer: presentReviewerRef(conflict.reviewer!),
    thesis: { id: conflict.thesisId, title: conflict.thesis?.title ?? '' },
    reason: conflict.reason,
    createdAt: conflict.createdAt.toISOString(),
    createdBy: fullName(conflict.creator),
  };
}
