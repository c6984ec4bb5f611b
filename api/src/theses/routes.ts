import path from 'node:path';
import type { Request } from 'express';
import { contract, thesisSchema, type Locale, type ThesisInput } from '@conf/common';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';
import { sendStoredFile } from '../files/download.js';
import { MIME_TYPES } from '../files/sniff.js';
import { thesisDir } from '../files/store.js';
import { THESIS_UPLOAD, acceptUpload, fieldsBesideUpload, withUpload } from '../files/upload.js';
import { AppError, ValidationError } from '../http/errors.js';
import { handle, type MountedRoute } from '../http/route.js';
import { issuesToFieldErrors } from '../http/validate.js';
import { localName } from './list.js';
import { viewableThesis } from './policy.js';
import { presentAcceptedThesis, presentThesis, presentThesisSummary } from './presenter.js';
import { listAcceptedTheses, listMyTheses, listTopics, loadThesis } from './queries.js';
import { assertCanResubmit, resubmitThesis, submitThesis } from './service.js';

const routes = contract.theses;

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

/** One abstract as its author or an organiser sees it. */
export async function thesisView(ctx: AppContext, user: UserModel, locale: Locale, id: number) {
  const thesis = viewableThesis(user, await loadThesis(ctx, id));
  return presentThesis(locale, user, thesis);
}

/** Topics, the author's abstracts, the public list of accepted abstracts. */
export function thesisRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(routes.topics, async ({ locale }) => {
      const topics = await listTopics(ctx);
      return topics.map((t) => ({ id: t.id, name: localName(locale, t) }));
    }),

    handle(routes.accepted, async ({ input: { query }, locale }) => {
      const { rows, count } = await listAcceptedTheses(ctx, query);
      return {
        data: rows.map((t) => presentAcceptedThesis(locale, t)),
        total: count,
        page: query.page,
        pageSize: query.pageSize,
      };
    }),

    handle(routes.mine, async ({ user, input: { query }, locale }) => {
      const { rows, count } = await listMyTheses(ctx, user, query);
      return {
        data: rows.map((t) => presentThesisSummary(locale, t)),
        total: count,
        page: query.page,
        pageSize: query.pageSize,
      };
    }),

    handle(
      routes.submit,
      async ({ user, locale, req }) => {
        const data = await fieldsBesideUpload(req, () => submissionInput(req));
        const id = await withUpload(req, THESIS_UPLOAD, (upload) =>
          submitThesis(ctx, user, data, upload),
        );
        return thesisView(ctx, user, locale, id);
      },
      { upload: acceptUpload(ctx, THESIS_UPLOAD) },
    ),

    handle(routes.get, ({ user, input, locale }) => thesisView(ctx, user, locale, input.params.id)),

    handle(
      routes.resubmit,
      async ({ user, input, locale, req }) => {
        const { id } = input.params;
        await withUpload(req, THESIS_UPLOAD, (upload) => resubmitThesis(ctx, user, id, upload));
        return thesisView(ctx, user, locale, id);
      },
      {
        // Refused before the archive is read: someone else's abstract, or one not open to resubmission.
        precheck: ({ user, input }) => assertCanResubmit(ctx, user, input.params.id),
        upload: acceptUpload(ctx, THESIS_UPLOAD),
      },
    ),

    handle(routes.file, async ({ user, input, res }) => {
      const { id, fileId } = input.params;
      viewableThesis(user, await ctx.models.Thesis.findByPk(id));
      const file = await ctx.models.ThesisFile.findOne({ where: { id: fileId, thesisId: id } });
      if (!file) throw new AppError(404, 'error.fileNotFound');
      await sendStoredFile(res, path.join(thesisDir(ctx.config.uploadDir, id), file.storedName), {
        originalName: file.originalName,
        mime: MIME_TYPES.zip,
      });
    }),
  ];
}
