import { randomUUID } from 'node:crypto';
import { Op, UniqueConstraintError, type WhereOptions } from 'sequelize';
import {
  NEWS_SORT_FIELDS,
  otherLocale,
  type Locale,
  type NewsCreateInput,
  type NewsListQuery,
  type NewsRelationInput,
  type NewsUpdateInput,
} from '@conf/common';
import { auditedContentWrite } from '../audit/content.js';
import type { AuditActor } from '../audit/record.js';
import type { AppContext } from '../context.js';
import type { NewsModel } from '../db/models/news.js';
import { ConflictError, NotFoundError } from '../http/errors.js';
import { containsPattern, orderFrom } from '../pages/list.js';
import { sanitizeBody } from '../pages/sanitize.js';
import { isPublicNews } from './policy.js';

export interface NewsWithGroup {
  news: NewsModel;
  group: NewsModel[];
}

async function groupsOf(ctx: AppContext, items: NewsModel[]): Promise<Map<string, NewsModel[]>> {
  const ids = [...new Set(items.map((n) => n.translationGroup))];
  const rows = ids.length
    ? await ctx.models.News.findAll({
        where: { translationGroup: { [Op.in]: ids } },
        order: [['locale', 'ASC']],
      })
    : [];
  const groups = new Map<string, NewsModel[]>();
  for (const row of rows) {
    const list = groups.get(row.translationGroup) ?? [];
    list.push(row);
    groups.set(row.translationGroup, list);
  }
  return groups;
}

async function withGroup(ctx: AppContext, news: NewsModel): Promise<NewsWithGroup> {
  const groups = await groupsOf(ctx, [news]);
  return { news, group: groups.get(news.translationGroup) ?? [news] };
}

/** The latest public items in one language, newest first. */
export async function latestNews(ctx: AppContext, locale: Locale, limit: number) {
  return ctx.models.News.findAll({
    where: { locale, isPublished: true, publishedAt: { [Op.lte]: new Date() } },
    order: [
      ['publishedAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit,
  });
}

export async function findPublicNews(ctx: AppContext, id: number): Promise<NewsWithGroup> {
  const news = await ctx.models.News.findByPk(id);
  if (!news || !isPublicNews(news)) throw NotFoundError('news');
  return withGroup(ctx, news);
}

export async function listNews(ctx: AppContext, query: NewsListQuery) {
  const where: WhereOptions<NewsModel>[] = [];
  if (query.locale) where.push({ locale: query.locale });
  if (query.published !== undefined) where.push({ isPublished: query.published });
  if (query.q) where.push({ title: { [Op.iLike]: containsPattern(query.q) } });
  const { rows, count } = await ctx.models.News.findAndCountAll({
    where: { [Op.and]: where },
    order: orderFrom(query.sort, NEWS_SORT_FIELDS, '-publishedAt'),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const groups = await groupsOf(ctx, rows);
  return {
    items: rows.map((news) => ({ news, group: groups.get(news.translationGroup) ?? [news] })),
    total: count,
  };
}

export async function getNews(ctx: AppContext, id: number): Promise<NewsWithGroup> {
  const news = await ctx.models.News.findByPk(id);
  if (!news) throw NotFoundError('news');
  return withGroup(ctx, news);
}

/** The one unique index on news: a group holds one item per language. */
function conflictFrom(err: unknown): never {
  if (err instanceof UniqueConstraintError) throw ConflictError('error.newsTranslationExists');
  throw err;
}

/** The stored columns of a write; an absent `isPublished` keeps its value. */
function columns(input: NewsUpdateInput) {
  return {
    title: input.title,
    summary: input.summary,
    body: sanitizeBody(input.body),
    publishedAt: input.publishedAt,
    ...(input.isPublished === undefined ? {} : { isPublished: input.isPublished }),
  };
}

export async function createNews(
  ctx: AppContext,
  input: NewsCreateInput,
  actor: AuditActor,
): Promise<NewsWithGroup> {
  const news = await auditedContentWrite(
    ctx.models,
    actor,
    { resource: 'news', action: 'create', before: null },
    (transaction) =>
      ctx.models.News.create(
        {
          ...columns(input),
          isPublished: input.isPublished,
          locale: input.locale,
          translationGroup: randomUUID(),
        },
        { transaction },
      ),
  );
  return { news, group: [news] };
}

/** The other-language version of the group that item `id` belongs to. */
export async function createNewsRelation(
  ctx: AppContext,
  id: number,
  input: NewsRelationInput,
  actor: AuditActor,
): Promise<NewsWithGroup> {
  const source = await ctx.models.News.findByPk(id);
  if (!source) throw NotFoundError('news');
  const news = await auditedContentWrite(
    ctx.models,
    actor,
    { resource: 'news', action: 'create', before: null },
    (transaction) =>
      ctx.models.News.create(
        {
          ...columns(input),
          isPublished: input.isPublished,
          locale: input.locale ?? otherLocale(source.locale),
          translationGroup: source.translationGroup,
        },
        { transaction },
      ),
  ).catch(conflictFrom);
  return withGroup(ctx, news);
}

export async function updateNews(
  ctx: AppContext,
  id: number,
  input: NewsUpdateInput,
  actor: AuditActor,
): Promise<NewsWithGroup> {
  const news = await ctx.models.News.findByPk(id);
  if (!news) throw NotFoundError('news');
  await auditedContentWrite(
    ctx.models,
    actor,
    { resource: 'news', action: 'update', before: news },
    (transaction) => news.update(columns(input), { transaction }),
  );
  return withGroup(ctx, news);
}

export async function setNewsPublished(
  ctx: AppContext,
  id: number,
  isPublished: boolean,
  actor: AuditActor,
): Promise<NewsWithGroup> {
  const news = await ctx.models.News.findByPk(id);
  if (!news) throw NotFoundError('news');
  await auditedContentWrite(
    ctx.models,
    actor,
    { resource: 'news', action: 'publish', before: news },
    (transaction) => news.update({ isPublished }, { transaction }),
  );
  return withGroup(ctx, news);
}

export async function deleteNews(ctx: AppContext, id: number, actor: AuditActor): Promise<void> {
  const news = await ctx.models.News.findByPk(id);
  if (!news) throw NotFoundError('news');
  await auditedContentWrite(
    ctx.models,
    actor,
    { resource: 'news', action: 'delete', before: news },
    async (transaction) => {
      await news.destroy({ transaction });
      return null;
    },
  );
}
