import { contract, formatMessage, type MessageKey, type ThesisStatus } from '@conf/common';
import type { AppContext } from '../context.js';
import { recordExport } from '../audit/exports.js';
import { EXPORT_MAX_ROWS, sendTable } from '../files/export.js';
import { handle, type MountedRoute } from '../http/route.js';
import { paginate, type Found } from '../db/list.js';
import type { ThesisModel } from '../db/models/thesis.js';
import { localName } from '../http/locale.js';
import { progressOf } from '../reviews/progress.js';
import { presentThesisSummary } from './presenter.js';
import { listTheses, thesesForExport } from './queries.js';
import { thesisView } from './routes.js';
import { acceptThesis, rejectThesis } from './service.js';

const routes = contract.theses;

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

/** A page of abstracts, each with how far its reviewing is (one query for the whole page). */
async function withProgress(ctx: AppContext, found: Promise<Found<ThesisModel>>) {
  const { rows, count } = await found;
  const progress = await progressOf(
    ctx.models,
    rows.map((t) => t.id),
  );
  return { rows: rows.map((thesis) => ({ thesis, reviews: progress.get(thesis.id)! })), count };
}

/** The organisers' abstracts: review, decide, export. */
export function adminThesisRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(routes.adminList, ({ input: { query }, locale }) =>
      paginate(
        query,
        (window) => withProgress(ctx, listTheses(ctx, query, window)),
        ({ thesis, reviews }) => ({ ...presentThesisSummary(locale, thesis), reviews }),
      ),
    ),

    handle(routes.adminExport, async ({ user, input: { query }, locale: l, res }) => {
      const rows = await thesesForExport(ctx, query, EXPORT_MAX_ROWS);
      await recordExport(ctx.models, user, 'export.theses', query, rows.length);
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
    }),

    handle(routes.adminGet, ({ user, input, locale }) =>
      thesisView(ctx, user, locale, input.params.id),
    ),

    handle(routes.reject, async ({ user, input, locale }) => {
      await rejectThesis(ctx, user, input.params.id, input.body);
      return thesisView(ctx, user, locale, input.params.id);
    }),

    handle(routes.accept, async ({ user, input, locale }) => {
      await acceptThesis(ctx, user, input.params.id);
      return thesisView(ctx, user, locale, input.params.id);
    }),
  ];
}
