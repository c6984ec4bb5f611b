import { Router } from 'express';
import {
  pageCreateSchema,
  pageListQuerySchema,
  pageRelationSchema,
  pageUpdateSchema,
  positiveId,
  publishSchema,
  slugSchema,
  type AdminPageDto,
  type Paginated,
} from '@conf/common';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { NotFoundError } from '../http/errors.js';
import { input, validate } from '../http/validate.js';
import { presentAdminPage, presentPage } from './presenter.js';
import * as pages from './service.js';

const idParams = z.object({ id: positiveId });

/** `GET /api/pages/:slug`: a published page in the request's language. */
export function pageRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/:slug', async (req, res) => {
    // A malformed slug cannot name a page: the answer is the same 404 as for a missing one.
    const slug = slugSchema.safeParse(req.params.slug);
    if (!slug.success) throw NotFoundError('page');
    const { page, group } = await pages.findPublicPage(ctx, req.locale, slug.data);
    res.json(presentPage(page, group));
  });
  return router;
}

/** `/api/admin/pages`: mounted behind the admin guard (admin/routes.ts). */
export function adminPageRoutes(ctx: AppContext): Router {
  const router = Router();
  const present = (r: pages.PageWithGroup) => presentAdminPage(r.page, r.group, { withBody: true });

  router.get('/', validate('query', pageListQuerySchema), async (req, res) => {
    const query = input(req, 'query', pageListQuerySchema);
    const { items, total } = await pages.listPages(ctx, query);
    const body: Paginated<AdminPageDto> = {
      data: items.map((r) => presentAdminPage(r.page, r.group, { withBody: false })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
    res.json(body);
  });

  router.get('/:id', validate('params', idParams), async (req, res) => {
    res.json(present(await pages.getPage(ctx, input(req, 'params', idParams).id)));
  });

  router.post('/', validate('body', pageCreateSchema), async (req, res) => {
    res
      .status(201)
      .json(present(await pages.createPage(ctx, input(req, 'body', pageCreateSchema), req.user!)));
  });

  router.post(
    '/:id/relation',
    validate('params', idParams),
    validate('body', pageRelationSchema),
    async (req, res) => {
      const { id } = input(req, 'params', idParams);
      const created = await pages.createRelation(
        ctx,
        id,
        input(req, 'body', pageRelationSchema),
        req.user!,
      );
      res.status(201).json(present(created));
    },
  );

  router.put(
    '/:id',
    validate('params', idParams),
    validate('body', pageUpdateSchema),
    async (req, res) => {
      const { id } = input(req, 'params', idParams);
      res.json(
        present(await pages.updatePage(ctx, id, input(req, 'body', pageUpdateSchema), req.user!)),
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
      res.json(present(await pages.setPagePublished(ctx, id, isPublished, req.user!)));
    },
  );

  router.delete('/:id', validate('params', idParams), async (req, res) => {
    await pages.deletePage(ctx, input(req, 'params', idParams).id, req.user!);
    res.status(204).end();
  });

  return router;
}
