import { contract, formatMessage, type ParticipantStatus } from '@conf/common';
import type { AppContext } from '../context.js';
import type { ParticipantModel } from '../db/models/participant.js';
import { paginate } from '../db/list.js';
import { exportRoute } from '../exports/route.js';
import type { ExportColumn } from '../exports/table.js';
import { handle, type MountedRoute } from '../http/route.js';
import { countryRef, presentAdminParticipant } from './presenter.js';
import { decideParticipant, listParticipants, participantsForExport } from './service.js';

const routes = contract.participants;

const EXPORT_COLUMNS: ExportColumn<ParticipantModel>[] = [
  { header: 'workflowExport.id', value: (p) => p.id },
  { header: 'workflowExport.name', value: (p) => p.user!.name },
  { header: 'workflowExport.surname', value: (p) => p.user!.surname },
  { header: 'workflowExport.email', value: (p) => p.user!.email },
  { header: 'workflowExport.institution', value: (p) => p.user!.institution },
  { header: 'workflowExport.country', value: (p, l) => countryRef(l, p.user!.country).name },
  {
    header: 'workflowExport.status',
    value: (p, l) => formatMessage(l, `participant.status.${p.status as ParticipantStatus}`),
  },
  { header: 'workflowExport.declaredAt', value: (p) => p.createdAt.toISOString() },
  { header: 'workflowExport.decidedAt', value: (p) => p.decidedAt?.toISOString() ?? '' },
];

/** The organisers' participants: approve, list, export. */
export function adminParticipantRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(routes.adminList, ({ user, input: { query }, locale }) =>
      paginate(
        query,
        (window) => listParticipants(ctx, query, window),
        (p) => presentAdminParticipant(locale, user, p),
      ),
    ),

    exportRoute(ctx, routes.adminExport, {
      action: 'export.participants',
      name: 'participants',
      columns: EXPORT_COLUMNS,
      source: (query) => participantsForExport(ctx, query),
    }),

    handle(routes.decide, async ({ user, input: { params, body }, locale }) => {
      const participant = await decideParticipant(ctx, user, params.id, body.status);
      return presentAdminParticipant(locale, user, participant);
    }),
  ];
}
