import { QueryTypes, type Transaction, type WhereOptions } from 'sequelize';
import {
  REVIEW_OPEN_STATUSES,
  reviewsComplete,
  roundMean,
  type ReviewProgressDto,
} from '@conf/common';
import type { Models } from '../db/models/index.js';
import type { ThesisFileModel, ThesisModel } from '../db/models/thesis.js';

/**
 * How far an abstract's reviewing is, in SQL, written once here: an assignment is done when its
 * review was saved for the abstract's latest archive version (a resubmission asks the reviewers
 * again). The mean is over every review present, each the average of its three scores. An
 * assignment the reviewer declined does not count at all; drafts are in a table of their own
 * and never count.
 */

/** The latest archive version of abstract `thesisId` (0 for one without an archive). */
export const latestVersionSql = (thesisId: string) =>
  `(SELECT COALESCE(MAX(f.version), 0) FROM thesis_files f WHERE f.thesis_id = ${thesisId})`;

/** A review row `r` is current for the abstract `thesisId`. */
export const currentReviewSql = (r: string, thesisId: string) =>
  `(${r}.id IS NOT NULL AND ${r}.version >= ${latestVersionSql(thesisId)})`;

/** An assignment row `a` that still stands (its reviewer did not decline it). */
export const activeAssignmentSql = (a: string) => `${a}.declined_at IS NULL`;

/** The open statuses as an SQL list (literal values from common, never from a request). */
export const openStatusesSql = REVIEW_OPEN_STATUSES.map((s) => `'${s}'`).join(', ');

/**
 * The organisers' list filter "reviews complete" (true) or not yet (false): the column that
 * migration 0072's triggers keep to the definition above (an index serves it), so the filter
 * never aggregates the conference's reviews on a request.
 */
export function reviewsCompleteWhere(complete: boolean | undefined): WhereOptions<ThesisModel> {
  return complete === undefined ? {} : { reviewsComplete: complete };
}

interface ProgressRow {
  thesis_id: number;
  assigned: number;
  done: number;
  score_sum: number | null;
  reviews: number;
}

const EMPTY: ReviewProgressDto = { assigned: 0, done: 0, complete: false, mean: null };

/** The progress of each given abstract (those without any assignment read as empty). */
export async function progressOf(
  models: Pick<Models, 'sequelize'>,
  thesisIds: readonly number[],
  transaction?: Transaction,
): Promise<Map<number, ReviewProgressDto>> {
  const out = new Map<number, ReviewProgressDto>(thesisIds.map((id) => [id, EMPTY]));
  if (thesisIds.length === 0) return out;
  const rows = await models.sequelize.query<ProgressRow>(
    `SELECT a.thesis_id,
            COUNT(*)::int AS assigned,
            (COUNT(*) FILTER (WHERE ${currentReviewSql('r', 'a.thesis_id')}))::int AS done,
            SUM(r.originality + r.relevance + r.clarity)::int AS score_sum,
            COUNT(r.id)::int AS reviews
       FROM review_assignments a
       LEFT JOIN reviews r ON r.assignment_id = a.id
      WHERE a.thesis_id IN (:ids) AND ${activeAssignmentSql('a')}
      GROUP BY a.thesis_id`,
    { type: QueryTypes.SELECT, replacements: { ids: [...thesisIds] }, transaction },
  );
  for (const row of rows) {
    const progress = { assigned: row.assigned, done: row.done };
    out.set(row.thesis_id, {
      ...progress,
      complete: reviewsComplete(progress),
      mean:
        row.reviews > 0 && row.score_sum !== null
          ? roundMean(row.score_sum / (row.reviews * 3))
          : null,
    });
  }
  return out;
}

export async function progressOfOne(
  models: Pick<Models, 'sequelize'>,
  thesisId: number,
  transaction?: Transaction,
): Promise<ReviewProgressDto> {
  return (await progressOf(models, [thesisId], transaction)).get(thesisId) ?? EMPTY;
}

/** The latest archive version of one abstract. */
export async function latestVersion(
  models: Pick<Models, 'ThesisFile'>,
  thesisId: number,
  transaction?: Transaction,
): Promise<number> {
  const max = await models.ThesisFile.max<number | null, ThesisFileModel>('version', {
    where: { thesisId },
    transaction,
  });
  return max ?? 0;
}
