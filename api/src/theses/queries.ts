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
import { likePattern, orderBy, sortColumns, type PageWindow } from '../db/list.js';
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

/** Title, or the name of any author or of the submitter, contains `q`. */
function search(ctx: AppContext, q: string | undefined): WhereOptions<ThesisModel> {
  if (!q) return {};
  const like = ctx.models.sequelize.escape(likePattern(q));
  const byAuthor = ctx.models.sequelize.literal(
    `(SELECT thesis_id FROM thesis_authors WHERE name ILIKE ${like} OR surname ILIKE ${like}` +
      ` OR (name || ' ' || surname) ILIKE ${like})`,
  );
  return { [Op.or]: [{ title: { [Op.iLike]: likePattern(q) } }, { id: { [Op.in]: byAuthor } }] };
}

function listOptions(
  ctx: AppContext,
  query: Omit<AdminThesisListQuery, 'page' | 'pageSize'>,
  where: WhereOptions<ThesisModel> = {},
) {
  return {
    where: {
      ...where,
      ...(query.status ? { status: query.status } : {}),
      ...(query.topicId ? { topicId: query.topicId } : {}),
      ...search(ctx, query.q),
      ...reviewsCompleteWhere(ctx.models, query.reviewsComplete),
    },
    include: [
      { association: 'topic' },
      { association: 'user', attributes: ['id', 'name', 'surname'] },
    ],
    order: orderBy(query.sort, SORT, '-submittedAt'),
  };
}

export function listMyTheses(
  ctx: AppContext,
  user: UserModel,
  query: ThesisListQuery,
  window: PageWindow,
) {
  return ctx.models.Thesis.findAndCountAll({
    ...listOptions(ctx, query, { userId: user.id }),
    ...window,
  });
}

export function listTheses(ctx: AppContext, query: AdminThesisListQuery, window: PageWindow) {
  return ctx.models.Thesis.findAndCountAll({ ...listOptions(ctx, query), ...window });
}

export function thesesForExport(
  ctx: AppContext,
  query: Omit<AdminThesisListQuery, 'page' | 'pageSize'>,
  max: number,
) {
  const options = listOptions(ctx, query);
  return ctx.models.Thesis.findAll({
    ...options,
    include: [...options.include, { association: 'authors' }],
    limit: max,
  });
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
