import { randomUUID } from 'node:crypto';
import { Op, UniqueConstraintError, type WhereOptions } from 'sequelize';
import {
  PAGE_SORT_FIELDS,
  otherLocale,
  type Locale,
  type PageCreateInput,
  type PageListQuery,
  type PageRelationInput,
  type PageUpdateInput,
} from '@conf/common';
import { auditedContentWrite } from '../audit/content.js';
import type { AuditActor } from '../audit/record.js';
import type { AppContext } from '../context.js';
import type { PageModel } from '../db/models/page.js';
import { AppError, ConflictError, NotFoundError } from '../http/errors.js';
import { containsPattern, orderFrom } from './list.js';
import { isPublicPage } from './policy.js';
import { sanitizeBody } from './sanitize.js';

export interface PageWithGroup {
  page: PageModel;
  group: PageModel[];
}

/** Every language version of the given translation groups, keyed by group. */
async function groupsOf(ctx: AppContext, pages: PageModel[]): Promise<Map<string, PageModel[]>> {
  const ids = [...new Set(pages.map((p) => p.translationGroup))];
  const rows = ids.length
    ? await ctx.models.Page.findAll({
        where: { translationGroup: { [Op.in]: ids } },
        order: [['locale', 'ASC']],
      })
    : [];
  const groups = new Map<string, PageModel[]>();
  for (const row of rows) {
    const list = groups.get(row.translationGroup) ?? [];
    list.push(row);
    groups.set(row.translationGroup, list);
  }
  return groups;
}

async function withGroup(ctx: AppContext, page: PageModel): Promise<PageWithGroup> {
  const groups = await groupsOf(ctx, [page]);
  return { page, group: groups.get(page.translationGroup) ?? [page] };
}

/** The published page a visitor asked for, in the language of the request. */
export async function findPublicPage(
  ctx: AppContext,
  locale: Locale,
  slug: string,
): Promise<PageWithGroup> {
  const page = await ctx.models.Page.findOne({ where: { locale, slug } });
  if (!page || !isPublicPage(page)) throw NotFoundError('page');
  return withGroup(ctx, page);
}

export async function listPages(ctx: AppContext, query: PageListQuery) {
  const where: WhereOptions<PageModel>[] = [];
  if (query.locale) where.push({ locale: query.locale });
  if (query.published !== undefined) where.push({ isPublished: query.published });
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push({
      [Op.or]: [{ title: { [Op.iLike]: pattern } }, { slug: { [Op.iLike]: pattern } }],
    });
  }
  const { rows, count } = await ctx.models.Page.findAndCountAll({
    where: { [Op.and]: where },
    order: orderFrom(query.sort, PAGE_SORT_FIELDS, 'position'),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const groups = await groupsOf(ctx, rows);
  return {
    items: rows.map((page) => ({ page, group: groups.get(page.translationGroup) ?? [page] })),
    total: count,
  };
}

export async function getPage(ctx: AppContext, id: number): Promise<PageWithGroup> {
  const page = await ctx.models.Page.findByPk(id);
  if (!page) throw NotFoundError('page');
  return withGroup(ctx, page);
}

/**
 * A unique index refused the write: either the slug is taken in that language (a field error the
 * form shows beside the slug) or the group already has a version in that language.
 */
function conflictFrom(err: unknown): never {
  if (err instanceof UniqueConstraintError) {
    if ('slug' in err.fields) {
      throw new AppError(409, 'error.slugTaken', { slug: ['error.slugTaken'] });
    }
    throw ConflictError('error.translationExists');
  }
  throw err;
}

/** The stored columns of a write; an absent `isPublished` or `position` keeps its value. */
function columns(input: PageUpdateInput) {
  return {
    slug: input.slug,
    title: input.title,
    description: input.description,
    body: sanitizeBody(input.body),
    ...(input.isPublished === undefined ? {} : { isPublished: input.isPublished }),
    ...(input.position === undefined ? {} : { position: input.position }),
  };
}

export async function createPage(
  ctx: AppContext,
  input: PageCreateInput,
  actor: AuditActor,
): Promise<PageWithGroup> {
  const page = await auditedContentWrite(
    ctx.models,
    actor,
    { resource: 'page', action: 'create', before: null },
    (transaction) =>
      ctx.models.Page.create(
        {
          ...columns(input),
          isPublished: input.isPublished,
          locale: input.locale,
          translationGroup: randomUUID(),
        },
        { transaction },
      ),
  ).catch(conflictFrom);
  return { page, group: [page] };
}

/** The other-language version of the group that page `id` belongs to. */
export async function createRelation(
  ctx: AppContext,
  id: number,
  input: PageRelationInput,
  actor: AuditActor,
): Promise<PageWithGroup> {
  const source = await ctx.models.Page.findByPk(id);
  if (!source) throw NotFoundError('page');
  const page = await auditedContentWrite(
    ctx.models,
    actor,
    { resource: 'page', action: 'create', before: null },
    (transaction) =>
      ctx.models.Page.create(
        {
          ...columns(input),
          isPublished: input.isPublished,
          locale: input.locale ?? otherLocale(source.locale),
          translationGroup: source.translationGroup,
        },
        { transaction },
      ),
  ).catch(conflictFrom);
  return withGroup(ctx, page);
}

export async function updatePage(
  ctx: AppContext,
  id: number,
  input: PageUpdateInput,
  actor: AuditActor,
): Promise<PageWithGroup> {
  const page = await ctx.models.Page.findByPk(id);
  if (!page) throw NotFoundError('page');
  await auditedContentWrite(
    ctx.models,
    actor,
    { resource: 'page', action: 'update', before: page },
    (transaction) => page.update(columns(input), { transaction }),
  ).catch(conflictFrom);
  return withGroup(ctx, page);
}

export async function setPagePublished(
  ctx: AppContext,
  id: number,
  isPublished: boolean,
  actor: AuditActor,
): Promise<PageWithGroup> {
  const page = await ctx.models.Page.findByPk(id);
  if (!page) throw NotFoundError('page');
  await auditedContentWrite(
    ctx.models,
    actor,
    { resource: 'page', action: 'publish', before: page },
    (transaction) => page.update({ isPublished }, { transaction }),
  );
  return withGroup(ctx, page);
}

/** Removes one language version; the other versions of its group stay. */
export async function deletePage(ctx: AppContext, id: number, actor: AuditActor): Promise<void> {
  const page = await ctx.models.Page.findByPk(id);
  if (!page) throw NotFoundError('page');
  await auditedContentWrite(
    ctx.models,
    actor,
    { resource: 'page', action: 'delete', before: page },
    async (transaction) => {
      await page.destroy({ transaction });
      return null;
    },
  );
}
