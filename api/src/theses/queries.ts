import { Op, type Includeable, type WhereOptions } from 'sequelize';
import {
  THESIS_SORT_FIELDS,
  type AcceptedThesesQuery,
  type AdminThesisListQuery,
  type ThesisListQuery,
  type ThesisStatus,
} from '@conf/common';
import type { AppContext } from '../context.js';
import type { ThesisModel } from '../db/models/thesis.js';
import type { UserModel } from '../db/models/user.js';
import {
  findPage,
  idsByParent,
  likePattern,
  orderBy,
  sortColumns,
  type PageWindow,
} from '../db/list.js';
import { readRows } from '../db/read.js';
import { byOrderedIds, type RowSource } from '../exports/source.js';
import { reviewsCompleteWhere } from '../reviews/progress.js';

const userInclude: Includeable = { association: 'user', include: [{ association: 'country' }] };

/** Everything the detail view shows: authors, files, rejections, payments, topic, submitter. */
export function loadThesis(ctx: AppContext, id: number) {
  return ctx.models.Thesis.findByPk(id, {
    include: [
      userInclude,
      { association: 'topic' },
      { association: 'authors', include: [{ association: 'country' }] },
      { association: 'files' },
      { association: 'rejections' },
      { association: 'payments' },
    ],
  });
}

/** Topics sort in the programme's order. */
const SORT = sortColumns(THESIS_SORT_FIELDS, { topic: (d) => [['topic', 'position', d]] });

/**
 * Title, or the name of any author or of the submitter, contains `q`. One set of ids from both
 * sides, each side found by its trigram indexes (migration 0061); an OR of the title test and
 * an author subquery would test the title of every abstract instead. An author's name or
 * surname containing `q` is inside "name surname" too, so that one test says all three did: one
 * index read and one test per row instead of three (an author's surname: 24 ms -> 7 at 50,000).
 */
function search(ctx: AppContext, q: string | undefined): WhereOptions<ThesisModel> {
  if (!q) return {};
  const like = ctx.models.sequelize.escape(likePattern(q));
  // = ANY(ARRAY(...)), not IN (...): the planner runs the set once and reads its abstracts by
  // id, where IN made it hash-join the set with every abstract (10.7 ms -> 8 for 2,300 matches).
  const matching = ctx.models.sequelize.literal(
    `ANY(ARRAY(SELECT id FROM theses WHERE title ILIKE ${like}` +
      ` UNION SELECT thesis_id FROM thesis_authors WHERE (name || ' ' || surname) ILIKE ${like}))`,
  );
  return { id: { [Op.eq]: matching } };
}

function listOptions(
  ctx: AppContext,
  query: Omit<AdminThesisListQuery, 'page' | 'pageSize'>,
  where: WhereOptions<ThesisModel> = {},
) {
  return {
    // An AND of parts: the search and the reviews filter both test the id.
    where: {
      [Op.and]: [
        where,
        query.status ? { status: query.status } : {},
        query.topicId ? { topicId: query.topicId } : {},
        search(ctx, query.q),
        reviewsCompleteWhere(query.reviewsComplete),
      ],
    } as WhereOptions<ThesisModel>,
    include: [
      { association: 'topic' },
      { association: 'user', attributes: ['id', 'name', 'surname'] },
    ],
    order: orderBy(query.sort, SORT, '-submittedAt'),
  };
}

/** A row of the author's own list: the summary's columns and the topic's two names. */
export interface MyThesisRow {
  id: number;
  title: string;
  status: ThesisStatus;
  topic_id: number;
  keywords: string[];
  submitted_at: Date;
  decided_at: Date | null;
  topic_en: string | null;
  topic_az: string | null;
  total: string;
}

/** The author list's sort fields as SQL (the sort schema has already limited `sort` to them). */
const MY_SORT_SQL: Record<(typeof THESIS_SORT_FIELDS)[number], string> = {
  submittedAt: 't.submitted_at',
  createdAt: 't.created_at',
  decidedAt: 't.decided_at',
  title: 't.title',
  status: 't.status',
  topic: 'tp.position',
};

/**
 * The author's own abstracts (GET /api/theses, the panel's busiest list): one query reading only
 * what the summary shows, the total riding on each row as a window count; the submitter is the
 * caller, so no users join. By user_id, then the default order, it reads theses_user_submitted_idx.
 */
export async function listMyTheses(
  ctx: AppContext,
  user: UserModel,
  query: ThesisListQuery,
  { limit, offset }: PageWindow,
): Promise<{ rows: MyThesisRow[]; count: number }> {
  const sort = query.sort ?? '-submittedAt';
  const direction = sort.startsWith('-') ? 'DESC' : 'ASC';
  const column =
    MY_SORT_SQL[(direction === 'DESC' ? sort.slice(1) : sort) as keyof typeof MY_SORT_SQL];
  const filters = myFilters(user, query);
  const page = filters.values.length;
  const rows = await readRows<MyThesisRow>(
    ctx.models.sequelize,
    `SELECT t.id, t.title, t.status, t.topic_id, t.keywords, t.submitted_at, t.decided_at,
            tp.name_en AS topic_en, tp.name_az AS topic_az, count(*) OVER () AS total
     FROM theses t LEFT JOIN topics tp ON tp.id = t.topic_id
     WHERE ${filters.sql}
     ORDER BY ${column} ${direction}, t.id ${direction}
     LIMIT $${page + 1} OFFSET $${page + 2}`,
    [...filters.values, limit, offset],
  );
  if (rows.length || offset === 0) return { rows, count: rows.length ? Number(rows[0]!.total) : 0 };
  // Only a page past the end has no row to carry the window count.
  const [row] = await readRows<{ n: string }>(
    ctx.models.sequelize,
    `SELECT count(*) AS n FROM theses t WHERE ${filters.sql}`,
    filters.values,
  );
  return { rows, count: Number(row?.n ?? 0) };
}

/** The author list's WHERE (`$1…` parameters): the caller's own, then status, topic and search. */
function myFilters(user: UserModel, query: ThesisListQuery) {
  const values: unknown[] = [user.id];
  const sql = ['t.user_id = $1'];
  const param = (value: unknown) => `$${values.push(value)}`;
  if (query.status) sql.push(`t.status = ${param(query.status)}`);
  if (query.topicId) sql.push(`t.topic_id = ${param(query.topicId)}`);
  // Per abstract through the authors' (thesis_id, position) index: only the caller's few rows.
  if (query.q) {
    const pattern = param(likePattern(query.q));
    sql.push(
      `(t.title ILIKE ${pattern} OR EXISTS (SELECT 1 FROM thesis_authors a WHERE a.thesis_id = t.id` +
        ` AND (a.name ILIKE ${pattern} OR a.surname ILIKE ${pattern}` +
        ` OR (a.name || ' ' || a.surname) ILIKE ${pattern})))`,
    );
  }
  return { sql: sql.join(' AND '), values };
}

export function listTheses(ctx: AppContext, query: AdminThesisListQuery, window: PageWindow) {
  const { where, include, order } = listOptions(ctx, query);
  const byTopic = (query.sort ?? '').replace(/^-/, '') === 'topic';
  // topic_id is NOT NULL: topic by topic, in the programme's order (idsByParent).
  const pageIds = idsByParent(ctx.models.Thesis, {
    table: 'topics',
    as: 'topic',
    foreignKey: 'topicId',
    sortKey: '"position"',
    direction: query.sort?.startsWith('-') ? 'DESC' : 'ASC',
  });
  return findPage(
    ctx.models.Thesis,
    { where, order, include, ...(byTopic ? { pageIds } : {}) },
    window,
  );
}

/** An export holds every match of the filters, in the list's order, with each one's authors. */
export async function thesesForExport(
  ctx: AppContext,
  query: Omit<AdminThesisListQuery, 'page' | 'pageSize'>,
): Promise<RowSource<ThesisModel>> {
  const theses = await byOrderedIds(ctx.models.Thesis, listOptions(ctx, query));
  return {
    count: theses.count,
    async *batches() {
      for await (const batch of theses.batches()) {
        const authors = await ctx.models.ThesisAuthor.findAll({
          where: { thesisId: batch.map((t) => t.id) },
          order: [['position', 'ASC']],
          raw: true,
        });
        for (const thesis of batch) thesis.authors = [];
        const byId = new Map(batch.map((t) => [t.id, t]));
        for (const author of authors) byId.get(author.thesisId)?.authors?.push(author);
        yield batch;
      }
    },
  };
}

/** The public list of accepted abstracts, grouped by topic (the programme's order), then title. */
export async function listAcceptedTheses(
  ctx: AppContext,
  query: AcceptedThesesQuery,
  window: PageWindow,
) {
  const where = {
    status: 'accepted' as ThesisStatus,
    ...(query.topicId ? { topicId: query.topicId } : {}),
    ...search(ctx, query.q),
  };
  const [count, rows] = await Promise.all([
    ctx.models.Thesis.count({ where }),
    ctx.models.Thesis.findAll({
      where,
      include: [{ association: 'topic' }],
      order: [...orderBy(query.sort, SORT, 'topic').slice(0, -1), ['title', 'ASC'], ['id', 'ASC']],
      ...window,
    }),
  ]);
  // Authors are read in a second query so that pagination counts abstracts, not author rows.
  const authors = await ctx.models.ThesisAuthor.findAll({
    where: { thesisId: rows.map((t) => t.id) },
    include: [{ association: 'country' }],
  });
  for (const thesis of rows) {
    thesis.authors = authors.filter((a) => a.thesisId === thesis.id);
  }
  return { rows, count };
}

export function listTopics(ctx: AppContext) {
  return ctx.models.Topic.findAll({ order: [['position', 'ASC']] });
}

/** For the admin dashboard: how many abstracts wait in each status. */
export async function thesisCounts(ctx: AppContext) {
  const rows = await ctx.models.Thesis.count({ group: ['status'] });
  const of = (status: ThesisStatus) => Number(rows.find((r) => r.status === status)?.count ?? 0);
  return {
    inEditor: of('in_editor'),
    rejected: of('rejected'),
    revised: of('revised'),
    accepted: of('accepted'),
    requirePayment: of('require_payment'),
  };
}
