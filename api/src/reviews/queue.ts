import { QueryTypes } from 'sequelize';
import type {
  FinishedReviewDto,
  FinishedReviewsQuery,
  Locale,
  Paginated,
  ReviewerSummaryDto,
  ReviewQueueItemDto,
  ReviewQueueQuery,
  ReviewRecommendation,
  ThesisStatus,
} from '@conf/common';
import { isReviewOpen } from '@conf/common';
import type { AppContext } from '../context.js';
import type { ThesisAuthorModel } from '../db/models/thesis.js';
import type { UserModel } from '../db/models/user.js';
import { likePattern } from '../db/list.js';
import { localName } from '../http/locale.js';
import {
  activeAssignmentSql,
  currentReviewSql,
  latestVersionSql,
  openStatusesSql,
} from './progress.js';
import { presentReview, presentReviewerAuthors } from './presenter.js';

/**
 * The reviewer's lists, in SQL over their own assignments only (`a.reviewer_id = :me` is in
 * every query), those they declined left out. Sort columns come from the whitelists below,
 * never from the request.
 */

interface QueueRow {
  id: number;
  title: string;
  topic_id: number;
  topic_en: string;
  topic_az: string;
  keywords: string[];
  status: ThesisStatus;
  submitted_at: Date;
  assigned_at: Date;
  version: number;
  bookmarked: boolean;
  has_draft: boolean;
  recommendation: ReviewRecommendation | null;
  review_updated_at: Date | null;
  review_current: boolean;
}

const QUEUE_SORT: Record<string, string> = {
  assignedAt: 'a.created_at',
  submittedAt: 't.submitted_at',
  title: 't.title',
  topic: 'tp.position',
};

function orderBy(sort: string | undefined, columns: Record<string, string>, fallback: string) {
  const wanted = sort && columns[sort.replace(/^-/, '')] ? sort : fallback;
  const direction = wanted.startsWith('-') ? 'DESC' : 'ASC';
  return `${columns[wanted.replace(/^-/, '')]!} ${direction}, t.id ${direction}`;
}

const QUEUE_FROM = `
  FROM review_assignments a
  JOIN theses t ON t.id = a.thesis_id
  JOIN topics tp ON tp.id = t.topic_id
  LEFT JOIN reviews r ON r.assignment_id = a.id
  LEFT JOIN review_drafts d ON d.assignment_id = a.id
  LEFT JOIN review_bookmarks b ON b.reviewer_id = a.reviewer_id AND b.thesis_id = a.thesis_id`;

/** The caller's assignments that still stand, on abstracts open for review. */
const MINE_OPEN = `a.reviewer_id = :me AND ${activeAssignmentSql('a')} AND t.status IN (${openStatusesSql})`;

/** Authors for the open review, in one query for the whole page. */
async function authorsFor(ctx: AppContext, ids: number[]) {
  const authors = ids.length
    ? await ctx.models.ThesisAuthor.findAll({
        where: { thesisId: ids },
        include: [{ association: 'country' }],
      })
    : [];
  const byThesis = new Map<number, ThesisAuthorModel[]>();
  for (const a of authors) byThesis.set(a.thesisId, [...(byThesis.get(a.thesisId) ?? []), a]);
  return byThesis;
}

/** The open abstracts assigned to the reviewer, filtered, sorted and paged. */
export async function reviewQueue(
  ctx: AppContext,
  reviewer: UserModel,
  locale: Locale,
  query: ReviewQueueQuery,
): Promise<Paginated<ReviewQueueItemDto>> {
  const where = [MINE_OPEN];
  if (query.topicId) where.push('t.topic_id = :topicId');
  if (query.q) where.push('t.title ILIKE :q');
  const current = currentReviewSql('r', 't.id');
  if (query.reviewed === true) where.push(current);
  if (query.reviewed === false) where.push(`NOT ${current}`);
  if (query.bookmarked === true) where.push('b.thesis_id IS NOT NULL');
  if (query.bookmarked === false) where.push('b.thesis_id IS NULL');
  const replacements = {
    me: reviewer.id,
    topicId: query.topicId ?? null,
    q: query.q ? likePattern(query.q) : null,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const filter = `${QUEUE_FROM} WHERE ${where.join(' AND ')}`;
  const [counted, rows] = await Promise.all([
    ctx.models.sequelize.query<{ total: number }>(`SELECT COUNT(*)::int AS total ${filter}`, {
      type: QueryTypes.SELECT,
      replacements,
    }),
    ctx.models.sequelize.query<QueueRow>(
      `SELECT t.id, t.title, t.topic_id, tp.name_en AS topic_en, tp.name_az AS topic_az,
              t.keywords, t.status, t.submitted_at, a.created_at AS assigned_at,
              ${latestVersionSql('t.id')} AS version,
              (b.thesis_id IS NOT NULL) AS bookmarked,
              (d.assignment_id IS NOT NULL) AS has_draft,
              r.recommendation, r.updated_at AS review_updated_at,
              ${current} AS review_current
       ${filter}
       ORDER BY ${orderBy(query.sort, QUEUE_SORT, 'assignedAt')}
       LIMIT :limit OFFSET :offset`,
      { type: QueryTypes.SELECT, replacements },
    ),
  ]);
  const { blind } = (await ctx.settings.get()).review;
  const authors = blind
    ? null
    : await authorsFor(
        ctx,
        rows.map((r) => r.id),
      );
  return {
    data: rows.map((row) => ({
      id: row.id,
      title: row.title,
      topic: {
        id: row.topic_id,
        name: localName(locale, { nameEn: row.topic_en, nameAz: row.topic_az }),
      },
      keywords: row.keywords,
      status: row.status,
      version: row.version,
      submittedAt: new Date(row.submitted_at).toISOString(),
      assignedAt: new Date(row.assigned_at).toISOString(),
      bookmarked: row.bookmarked,
      draft: row.has_draft,
      review:
        row.recommendation && row.review_updated_at
          ? {
              recommendation: row.recommendation,
              updatedAt: new Date(row.review_updated_at).toISOString(),
              current: row.review_current,
            }
          : null,
      authors: authors ? presentReviewerAuthors(locale, authors.get(row.id) ?? []) : null,
    })),
    total: counted[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The reviewer's reviews, whatever became of the abstracts. */
export async function finishedReviews(
  ctx: AppContext,
  reviewer: UserModel,
  locale: Locale,
  query: FinishedReviewsQuery,
): Promise<Paginated<FinishedReviewDto>> {
  const where = {
    '$assignment.reviewer_id$': reviewer.id,
    ...(query.topicId ? { '$assignment.thesis.topic_id$': query.topicId } : {}),
  };
  const sort = query.sort ?? '-updatedAt';
  const direction = sort.startsWith('-') ? 'DESC' : 'ASC';
  const order =
    sort.replace(/^-/, '') === 'title'
      ? [['assignment', 'thesis', 'title', direction] as [string, string, string, string]]
      : [['updatedAt', direction] as [string, string]];
  const { rows, count } = await ctx.models.Review.findAndCountAll({
    where,
    include: [
      {
        association: 'assignment',
        required: true,
        include: [{ association: 'thesis', required: true, include: [{ association: 'topic' }] }],
      },
    ],
    order: [...order, ['id', direction]],
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const ids = rows.map((r) => r.assignment!.thesisId);
  const versions = await latestVersions(ctx, ids);
  return {
    data: rows.map((review) => {
      const thesis = review.assignment!.thesis!;
      const version = versions.get(thesis.id) ?? 0;
      return {
        thesis: {
          id: thesis.id,
          title: thesis.title,
          topic: { id: thesis.topicId, name: thesis.topic ? localName(locale, thesis.topic) : '' },
          status: thesis.status,
          version,
        },
        review: presentReview(review),
        current: review.version >= version,
        editable: isReviewOpen(thesis.status),
      };
    }),
    total: count,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function latestVersions(ctx: AppContext, thesisIds: number[]) {
  const rows = thesisIds.length
    ? await ctx.models.sequelize.query<{ thesis_id: number; version: number }>(
        `SELECT thesis_id, MAX(version)::int AS version FROM thesis_files
          WHERE thesis_id IN (:ids) GROUP BY thesis_id`,
        { type: QueryTypes.SELECT, replacements: { ids: thesisIds } },
      )
    : [];
  return new Map(rows.map((r) => [r.thesis_id, r.version]));
}

/** The counts of the reviewer's panel. */
export async function reviewerSummary(
  ctx: AppContext,
  reviewer: UserModel,
  locale: Locale,
): Promise<ReviewerSummaryDto> {
  const [counts] = await ctx.models.sequelize.query<{
    assigned: number;
    to_review: number;
    reviewed: number;
    bookmarks: number;
  }>(
    `SELECT
       (SELECT COUNT(*)::int ${QUEUE_FROM} WHERE ${MINE_OPEN}) AS assigned,
       (SELECT COUNT(*)::int ${QUEUE_FROM} WHERE ${MINE_OPEN}
           AND NOT ${currentReviewSql('r', 't.id')}) AS to_review,
       (SELECT COUNT(*)::int FROM reviews r JOIN review_assignments a ON a.id = r.assignment_id
         WHERE a.reviewer_id = :me) AS reviewed,
       (SELECT COUNT(*)::int FROM review_bookmarks b JOIN review_assignments a
           ON a.thesis_id = b.thesis_id AND a.reviewer_id = b.reviewer_id
         WHERE b.reviewer_id = :me AND ${activeAssignmentSql('a')}) AS bookmarks`,
    { type: QueryTypes.SELECT, replacements: { me: reviewer.id } },
  );
  const topics = await ctx.models.ReviewerTopic.findAll({
    where: { userId: reviewer.id },
    include: [{ association: 'topic' }],
  });
  return {
    topics: topics
      .map((t) => t.topic!)
      .sort((a, b) => a.position - b.position)
      .map((t) => ({ id: t.id, name: localName(locale, t) })),
    assigned: counts?.assigned ?? 0,
    toReview: counts?.to_review ?? 0,
    reviewed: counts?.reviewed ?? 0,
    bookmarks: counts?.bookmarks ?? 0,
  };
}
