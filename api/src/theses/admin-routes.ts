import { Router } from 'express';
import {
  exportQuerySchema,
  formatMessage,
  idParamsSchema,
  rejectionSchema,
  thesisListQuerySchema,
  type MessageKey,
  type ThesisStatus,
} from '@conf/common';
import type { AppContext } from '../context.js';
import { EXPORT_MAX_ROWS, sendTable } from '../files/export.js';
import { input, validate } from '../http/validate.js';
import { localName } from './list.js';
import { presentThesisSummary } from './presenter.js';
import { listTheses, thesesForExport } from './queries.js';
import { thesisView } from './routes.js';
import { acceptThesis, rejectThesis } from './service.js';

const exportQuery = thesisListQuerySchema
  .omit({ page: true, pageSize: true })
  .extend(exportQuerySchema.shape);

const EXPORT_HEADER: MessageKey[] = [
  'workflowExport.id',
  'workflowExport.title',
  'workflowExport.topic',
  'workflowExport.keywords',
  'workflowExport.authors',
  'workflowExport.submitter',
  'workflowExport.status',
  'workflowExport.submittedAt',
  'workflowExport.decidedAt',
];

/** `/api/admin/theses`, behind the admin guard: review, decide, export. */
export function adminThesisRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/', validate('query', thesisListQuerySchema), async (req, res) => {
    const query = input(req, 'query', thesisListQuerySchema);
    const { rows, count } = await listTheses(ctx, query);
    res.json({
      data: rows.map((t) => presentThesisSummary(req.locale, t)),
      total: count,
      page: query.page,
      pageSize: query.pageSize,
    });
  });

  router.get('/export', validate('query', exportQuery), async (req, res) => {
    const query = input(req, 'query', exportQuery);
    const l = req.locale;
    const rows = await thesesForExport(ctx, query, EXPORT_MAX_ROWS);
    await sendTable(res, {
      format: query.format,
      name: 'abstracts',
      header: EXPORT_HEADER.map((key) => formatMessage(l, key)),
      rows: rows.map((t) => [
        t.id,
        t.title,
        t.topic ? localName(l, t.topic) : '',
        t.keywords.join('; '),
        [...(t.authors ?? [])]
          .sort((a, b) => a.position - b.position)
          .map((a) => `${a.name} ${a.surname}`)
          .join('; '),
        t.user ? `${t.user.name} ${t.user.surname}` : '',
        formatMessage(l, `thesis.status.${t.status as ThesisStatus}`),
        t.submittedAt.toISOString(),
        t.decidedAt?.toISOString() ?? '',
      ]),
    });
  });

  router.get('/:id', validate('params', idParamsSchema), async (req, res) => {
    res.json(await thesisView(ctx, req, input(req, 'params', idParamsSchema).id));
  });

  router.post(
    '/:id/rejection',
    validate('params', idParamsSchema),
    validate('body', rejectionSchema),
    async (req, res) => {
      const { id } = input(req, 'params', idParamsSchema);
      await rejectThesis(ctx, req.user!, id, input(req, 'body', rejectionSchema));
      res.json(await thesisView(ctx, req, id));
    },
  );

  router.post('/:id/acceptance', validate('params', idParamsSchema), async (req, res) => {
    const { id } = input(req, 'params', idParamsSchema);
    await acceptThesis(ctx, req.user!, id);
    res.json(await thesisView(ctx, req, id));
  });

  return router;
}
