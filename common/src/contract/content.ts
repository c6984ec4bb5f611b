import { z } from 'zod';
import type { Paginated } from '../schemas/list.js';
import {
  newsCreateSchema,
  newsLatestQuerySchema,
  newsListQuerySchema,
  newsRelationSchema,
  newsUpdateSchema,
  pageCreateSchema,
  pageListQuerySchema,
  pageRelationSchema,
  pageUpdateSchema,
  publishSchema,
  type AdminNewsDto,
  type AdminPageDto,
  type NewsDto,
  type NewsSummaryDto,
  type PageDto,
} from '../schemas/pages.js';
import { idParamsSchema } from '../schemas/workflow.js';
import { defineRoute, empty, json, type JsonReply } from './route.js';

/**
 * Pages and news are the same kind of thing to organisers: translatable content in groups of
 * language versions. One factory describes both admin route sets.
 */
function adminContentRoutes<
  Dto,
  const Base extends string,
  List extends z.ZodType,
  Create extends z.ZodType,
  Relation extends z.ZodType,
  Update extends z.ZodType,
>(
  base: Base,
  what: string,
  dto: JsonReply<Dto>,
  schemas: { list: List; create: Create; relation: Relation; update: Update },
) {
  const one = `${base}/:id` as const;
  const type = dto.type;
  return {
    list: defineRoute({
      method: 'GET',
      path: base,
      access: 'admin',
      summary: `List ${what} (every language, drafts included)`,
      query: schemas.list,
      reply: json<Paginated<Dto>>(`Paginated<${type}>`),
    }),
    get: defineRoute({
      method: 'GET',
      path: one,
      access: 'admin',
      summary: `One ${what} item with its body`,
      params: idParamsSchema,
      reply: json<Dto>(type),
    }),
    create: defineRoute({
      method: 'POST',
      path: base,
      access: 'admin',
      summary: `Create ${what}`,
      body: schemas.create,
      reply: json<Dto>(type, 201),
    }),
    createRelation: defineRoute({
      method: 'POST',
      path: `${one}/relation` as const,
      access: 'admin',
      summary: `Create the other-language version of a ${what} group`,
      params: idParamsSchema,
      body: schemas.relation,
      reply: json<Dto>(type, 201),
    }),
    update: defineRoute({
      method: 'PUT',
      path: one,
      access: 'admin',
      summary: `Edit ${what}`,
      params: idParamsSchema,
      body: schemas.update,
      reply: json<Dto>(type),
    }),
    publish: defineRoute({
      method: 'PATCH',
      path: `${one}/publish` as const,
      access: 'admin',
      summary: `Publish or unpublish ${what}`,
      params: idParamsSchema,
      body: publishSchema,
      reply: json<Dto>(type),
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: one,
      access: 'admin',
      summary: `Delete ${what}`,
      params: idParamsSchema,
      reply: empty(),
    }),
  };
}

/**
 * The admin routes of either kind of content, by the outputs of their schemas: what code that
 * serves both kinds at once (the API's content module) is written against.
 */
export type AdminContentRoutes<Dto, List, Create, Relation, Update> = ReturnType<
  typeof adminContentRoutes<
    Dto,
    string,
    z.ZodType<List>,
    z.ZodType<Create>,
    z.ZodType<Relation>,
    z.ZodType<Update>
  >
>;

export const pageRoutes = {
  /** The slug is checked by the handler: a malformed one names no page (404, not 422). */
  get: defineRoute({
    method: 'GET',
    path: '/pages/:slug',
    access: 'public',
    summary: "A published page in the request's language, with its translations",
    params: z.object({ slug: z.string() }),
    reply: json<PageDto>('PageDto'),
  }),
  admin: adminContentRoutes('/admin/pages', 'pages', json<AdminPageDto>('AdminPageDto'), {
    list: pageListQuerySchema,
    create: pageCreateSchema,
    relation: pageRelationSchema,
    update: pageUpdateSchema,
  }),
} as const;

export const newsRoutes = {
  latest: defineRoute({
    method: 'GET',
    path: '/news/latest',
    access: 'public',
    summary: "The latest published news in the request's language",
    query: newsLatestQuerySchema,
    reply: json<{ news: NewsSummaryDto[] }>('{ news: NewsSummaryDto[] }'),
  }),
  /** The id is checked by the handler: a malformed one names no news item (404, not 422). */
  get: defineRoute({
    method: 'GET',
    path: '/news/:id',
    access: 'public',
    summary: 'A published news item',
    params: z.object({ id: z.string() }),
    reply: json<NewsDto>('NewsDto'),
  }),
  admin: adminContentRoutes('/admin/news', 'news', json<AdminNewsDto>('AdminNewsDto'), {
    list: newsListQuerySchema,
    create: newsCreateSchema,
    relation: newsRelationSchema,
    update: newsUpdateSchema,
  }),
} as const;
