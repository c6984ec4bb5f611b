import { Router } from 'express';
import {
  newsCreateSchema,
  newsLatestQuerySchema,
  newsListQuerySchema,
  newsRelationSchema,
  newsUpdateSchema,
  positiveId,
  publishSchema,
  type AdminNewsDto,
  type Paginated,
} from '@conf/common';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { NotFoundError } from '../http/errors.js';
import { input, validate } from '../http/validate.js';
import { presentAdminNews, presentNews, presentNewsSummary } from './presenter.js';
import * as newsService from './service.js';

const idParams = z.object({ id: positiveId });

/** `/api/news/...`: public reads in the request's language. */
export function newsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/latest', validate('query', newsLatestQuerySchema), async (req, res) => {
    const { limit } = input(req, 'query', newsLatestQuerySchema);
    const items = await newsService.latestNews(ctx, req.locale, limit);
    res.json({ news: items.map(presentNewsSummary) });
  });
  router.get('/:id', async (req, res) => {
    // An id that is not a number names no news item: the same 404 as a missing one.
    const id = positiveId.safeParse(req.params.id);
    if (!id.success) throw NotFoundError('news');
    const { news, group } = await newsService.findPublicNews(ctx, id.data);
    res.json(presentNews(news, group));
  });
  return router;
}

/** `/api/admin/news`: mounted behind the admin guard (admin/routes.ts). */
export function adminNewsRoutes(ctx: AppContext): Router {
  const router = Router();
  const present = (r: newsService.NewsWithGroup) =>
    presentAdminNews(r.news, r.group, { withBody: true });

  router.get('/', validate('query', newsListQuerySchema), async (req, res) => {
    const query = input(req, 'query', newsListQuerySchema);
    const { items, total } = await newsService.listNews(ctx, query);
    const body: Paginated<AdminNewsDto> = {
      data: items.map((r) => presentAdminNews(r.news, r.group, { withBody: false })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
    res.json(body);
  });

  router.get('/:id', validate('params', idParams), async (req, res) => {
    res.json(present(await newsService.getNews(ctx, input(req, 'params', idParams).id)));
  });

  router.post('/', validate('body', newsCreateSchema), async (req, res) => {
    const created = await newsService.createNews(
      ctx,
      input(req, 'body', newsCreateSchema),
      req.user!,
    );
    res.status(201).json(present(created));
  });

  router.post(
    '/:id/relation',
    validate('params', idParams),
    validate('body', newsRelationSchema),
    async (req, res) => {
      const { id } = input(req, 'params', idParams);
      const created = await newsService.createNewsRelation(
        ctx,
        id,
        input(req, 'body', newsRelationSchema),
        req.user!,
      );
      res.status(201).json(present(created));
    },
  );

  router.put(
    '/:id',
    validate('params', idParams),
    validate('body', newsUpdateSchema),
    async (req, res) => {
      const { id } = input(req, 'params', idParams);
      res.json(
        present(
          await newsService.updateNews(ctx, id, input(req, 'body', newsUpdateSchema), req.user!),
        ),
      );
    },
  );

  router.patch(
    '/:id/publish',
    validate('params', idParams),
    validate('body', publishSchema),
    async (req, res) => {
      const { id } = input(req, 'params', idParams);
      const { isPublished } = input(req, 'body', publishSchema);
      res.json(present(await newsService.setNewsPublished(ctx, id, isPublished, req.user!)));
    },
  );

  router.delete('/:id', validate('params', idParams), async (req, res) => {
    await newsService.deleteNews(ctx, input(req, 'params', idParams).id, req.user!);
    res.status(204).end();
  });

  return router;
}
