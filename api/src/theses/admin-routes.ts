import { contract, formatMessage, type ThesisStatus } from '@conf/common';
import type { AppContext } from '../context.js';
import { exportRoute } from '../exports/route.js';
import type { ExportColumn } from '../exports/table.js';
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

const EXPORT_COLUMNS: ExportColumn<ThesisModel>[] = [
  { header: 'workflowExport.id', value: (t) => t.id },
  { header: 'workflowExport.title', value: (t) => t.title },
  { header: 'workflowExport.topic', value: (t, l) => (t.topic ? localName(l, t.topic) : '') },
  { header: 'workflowExport.keywords', value: (t) => t.keywords.join('; ') },
  {
    header: 'workflowExport.authors',
    value: (t) =>
      [...(t.authors ?? [])]
        .sort((a, b) => a.position - b.position)
        .map((a) => `${a.name} ${a.surname}`)
        .join('; '),
  },
  {
    header: 'workflowExport.submitter',
    value: (t) => (t.user ? `${t.user.name} ${t.user.surname}` : ''),
  },
  {
    header: 'workflowExport.status',
    value: (t, l) => formatMessage(l, `thesis.status.${t.status as ThesisStatus}`),
  },
  { header: 'workflowExport.submittedAt', value: (t) => t.submittedAt.toISOString() },
  { header: 'workflowExport.decidedAt', value: (t) => t.decidedAt?.toISOString() ?? '' },
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

    exportRoute(ctx, routes.adminExport, {
      action: 'export.theses',
      name: 'abstracts',
      columns: EXPORT_COLUMNS,
      source: (query) => thesesForExport(ctx, query),
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
