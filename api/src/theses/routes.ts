import { contract, type Locale } from '@conf/common';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';
import { paginate } from '../db/list.js';
import { sendStoredFile } from '../files/download.js';
import { MIME_TYPES } from '../files/sniff.js';
import { storageKeys } from '../files/storage/index.js';
import { THESIS_UPLOAD, acceptUpload, withUpload } from '../files/upload.js';
import { AppError } from '../http/errors.js';
import { localName } from '../http/locale.js';
import { handle, handleHttp, sameForEveryone, type MountedRoute } from '../http/route.js';
import { assertAbstractQuota, withinUploadQuota } from '../quotas/enforce.js';
import { thesisPolicy } from './policy.js';
import { presentAcceptedThesis, presentMyThesis, presentThesis } from './presenter.js';
import { listAcceptedTheses, listMyTheses, listTopics, loadThesis } from './queries.js';
import { assertCanResubmit, resubmitThesis, submitThesis } from './service.js';

const routes = contract.theses;

/** One abstract as its author or an organiser sees it. */
export async function thesisView(ctx: AppContext, user: UserModel, locale: Locale, id: number) {
  const thesis = thesisPolicy.authorize(user, 'view', await loadThesis(ctx, id));
  return presentThesis(locale, user, thesis);
}

/** Topics, the author's abstracts, the public list of accepted abstracts. */
export function thesisRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(routes.topics, async ({ locale }) => {
      const topics = await listTopics(ctx);
      return topics.map((t) => ({ id: t.id, name: localName(locale, t) }));
    }),

    handle(
      routes.accepted,
      ({ input: { query }, locale }) =>
        paginate(
          query,
          (window) => listAcceptedTheses(ctx, query, window),
          (t) => presentAcceptedThesis(locale, t),
        ),
      { shared: sameForEveryone(ctx.replies, 'accepted-abstracts') },
    ),

    handle(routes.mine, ({ user, input: { query }, locale }) =>
      paginate(
        query,
        (window) => listMyTheses(ctx, user, query, window),
        (row) => presentMyThesis(locale, user, row),
      ),
    ),

    handleHttp(
      routes.submit,
      async ({ user, input, locale, req }) => {
        const id = await withUpload(req, THESIS_UPLOAD, (upload) =>
          submitThesis(ctx, user, input.body, upload),
        );
        return thesisView(ctx, user, locale, id);
      },
      {
        // Quotas refuse before the archive is read (the byte allowance again once its size is known).
        precheck: ({ user }) => assertAbstractQuota(ctx, user),
        upload: withinUploadQuota(ctx, acceptUpload(ctx, THESIS_UPLOAD)),
      },
    ),

    handle(routes.get, ({ user, input, locale }) => thesisView(ctx, user, locale, input.params.id)),

    handleHttp(
      routes.resubmit,
      async ({ user, input, locale, req }) => {
        const { id } = input.params;
        await withUpload(req, THESIS_UPLOAD, (upload) => resubmitThesis(ctx, user, id, upload));
        return thesisView(ctx, user, locale, id);
      },
      {
        // Refused before the archive is read: someone else's abstract, or one not open to resubmission.
        precheck: ({ user, input }) => assertCanResubmit(ctx, user, input.params.id),
        upload: withinUploadQuota(ctx, acceptUpload(ctx, THESIS_UPLOAD)),
      },
    ),

    handleHttp(routes.file, async ({ user, input, res }) => {
      const { id, fileId } = input.params;
      thesisPolicy.authorize(user, 'view', await ctx.models.Thesis.findByPk(id));
      const file = await ctx.models.ThesisFile.findOne({ where: { id: fileId, thesisId: id } });
      if (!file) throw new AppError(404, 'error.fileNotFound');
      await sendStoredFile(res, ctx.storage, storageKeys.thesis(id, file.storedName), {
        originalName: file.originalName,
        mime: MIME_TYPES.zip,
        fallbackName: 'abstract',
      });
    }),
  ];
}
