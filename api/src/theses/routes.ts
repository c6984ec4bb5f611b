import path from 'node:path';
import { Router, type Request } from 'express';
import {
  acceptedThesesQuerySchema,
  fileParamsSchema,
  idParamsSchema,
  thesisListQuerySchema,
  thesisSchema,
  type ThesisInput,
} from '@conf/common';
import type { AppContext } from '../context.js';
import { requireUser } from '../auth/middleware.js';
import { sendStoredFile } from '../files/download.js';
import { MIME_TYPES } from '../files/sniff.js';
import { thesisDir } from '../files/store.js';
import { THESIS_UPLOAD, acceptUpload, fieldsBesideUpload, withUpload } from '../files/upload.js';
import { AppError, ValidationError } from '../http/errors.js';
import { assertAbstractQuota, uploadQuota } from '../quotas/enforce.js';
import { input, issuesToFieldErrors, validate } from '../http/validate.js';
import { localName } from './list.js';
import { viewableThesis } from './policy.js';
import { presentAcceptedThesis, presentThesis, presentThesisSummary } from './presenter.js';
import { listAcceptedTheses, listMyTheses, listTopics, loadThesis } from './queries.js';
import { assertCanResubmit, resubmitThesis, submitThesis } from './service.js';

/**
 * The multipart submission: field `data` holds the JSON of the same thesisSchema the web form
 * uses, field `file` the .zip. Errors of both come back together, keyed like the form's fields.
 */
function submissionInput(req: Request): ThesisInput {
  const raw: unknown = (req.body as Record<string, unknown> | undefined)?.data;
  let errors: Record<string, string[]> = {};
  let data: ThesisInput | null = null;
  try {
    const parsed = thesisSchema.safeParse(JSON.parse(typeof raw === 'string' ? raw : ''));
    if (parsed.success) data = parsed.data;
    else errors = issuesToFieldErrors(parsed.error.issues);
  } catch {
    errors.data = ['validation.jsonField'];
  }
  if (!req.file) errors.file = ['validation.fileRequired'];
  if (!data || Object.keys(errors).length) throw ValidationError(errors);
  return data;
}

export async function thesisView(ctx: AppContext, req: Request, id: number) {
  const thesis = viewableThesis(req.user, await loadThesis(ctx, id));
  return presentThesis(req.locale, req.user!, thesis);
}

/** Topics, the author's abstracts, the public list of accepted abstracts. */
export function thesisRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/topics', async (req, res) => {
    const topics = await listTopics(ctx);
    res.json(topics.map((t) => ({ id: t.id, name: localName(req.locale, t) })));
  });

  // Before `/theses/:id`, which would read "accepted" as an id.
  router.get('/theses/accepted', validate('query', acceptedThesesQuerySchema), async (req, res) => {
    const query = input(req, 'query', acceptedThesesQuerySchema);
    const { rows, count } = await listAcceptedTheses(ctx, query);
    res.json({
      data: rows.map((t) => presentAcceptedThesis(req.locale, t)),
      total: count,
      page: query.page,
      pageSize: query.pageSize,
    });
  });

  router.get('/theses', requireUser, validate('query', thesisListQuerySchema), async (req, res) => {
    const query = input(req, 'query', thesisListQuerySchema);
    const { rows, count } = await listMyTheses(ctx, req.user!, query);
    res.json({
      data: rows.map((t) => presentThesisSummary(req.locale, t)),
      total: count,
      page: query.page,
      pageSize: query.pageSize,
    });
  });

  router.post(
    '/theses',
    requireUser,
    // Quotas refuse before the archive is read (and the byte allowance again once its size is known).
    async (req, _res, next) => {
      await assertAbstractQuota(ctx, req.user!);
      next();
    },
    uploadQuota(ctx),
    acceptUpload(ctx, THESIS_UPLOAD),
    uploadQuota(ctx),
    async (req, res) => {
      const data = await fieldsBesideUpload(req, () => submissionInput(req));
      const id = await withUpload(req, THESIS_UPLOAD, (upload) =>
        submitThesis(ctx, req.user!, data, upload),
      );
      res.status(201).json(await thesisView(ctx, req, id));
    },
  );

  router.get('/theses/:id', requireUser, validate('params', idParamsSchema), async (req, res) => {
    const { id } = input(req, 'params', idParamsSchema);
    res.json(await thesisView(ctx, req, id));
  });

  router.post(
    '/theses/:id/resubmission',
    requireUser,
    validate('params', idParamsSchema),
    // Refused before the archive is read: someone else's abstract, or one not open to resubmission.
    async (req, _res, next) => {
      await assertCanResubmit(ctx, req.user!, input(req, 'params', idParamsSchema).id);
      next();
    },
    uploadQuota(ctx),
    acceptUpload(ctx, THESIS_UPLOAD),
    uploadQuota(ctx),
    async (req, res) => {
      const { id } = input(req, 'params', idParamsSchema);
      await withUpload(req, THESIS_UPLOAD, (upload) => resubmitThesis(ctx, req.user!, id, upload));
      res.json(await thesisView(ctx, req, id));
    },
  );

  router.get(
    '/theses/:id/files/:fileId',
    requireUser,
    validate('params', fileParamsSchema),
    async (req, res) => {
      const { id, fileId } = input(req, 'params', fileParamsSchema);
      viewableThesis(req.user, await ctx.models.Thesis.findByPk(id));
      const file = await ctx.models.ThesisFile.findOne({ where: { id: fileId, thesisId: id } });
      if (!file) throw new AppError(404, 'error.fileNotFound');
      await sendStoredFile(res, path.join(thesisDir(ctx.config.uploadDir, id), file.storedName), {
        originalName: file.originalName,
        mime: MIME_TYPES.zip,
        fallbackName: 'abstract',
      });
    },
  );

  return router;
}
