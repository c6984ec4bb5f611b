import { contract, formatMessage, type MessageKey, type ParticipantStatus } from '@conf/common';
import type { AppContext } from '../context.js';
import { recordExport } from '../audit/exports.js';
import { paginate } from '../db/list.js';
import { EXPORT_MAX_ROWS, sendTable } from '../files/export.js';
import { handle, type MountedRoute } from '../http/route.js';
import { countryRef, presentAdminParticipant } from './presenter.js';
import { decideParticipant, listParticipants, participantsForExport } from './service.js';

const routes = contract.participants;

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

    handle(routes.adminExport, async ({ user, input: { query }, locale: l, res }) => {
      const rows = await participantsForExport(ctx, query, EXPORT_MAX_ROWS);
      const header: MessageKey[] = [
        'workflowExport.id',
        'workflowExport.name',
        'workflowExport.surname',
        'workflowExport.email',
        'workflowExport.institution',
        'workflowExport.country',
        'workflowExport.status',
        'workflowExport.declaredAt',
        'workflowExport.decidedAt',
      ];
      await recordExport(ctx.models, user, 'export.participants', query, rows.length);
      await sendTable(res, {
        format: query.format,
        name: 'participants',
        header: header.map((key) => formatMessage(l, key)),
        rows: rows.map((p) => [
          p.id,
          p.user!.name,
          p.user!.surname,
          p.user!.email,
          p.user!.institution,
          countryRef(l, p.user!.country).name,
          formatMessage(l, `participant.status.${p.status as ParticipantStatus}`),
          p.createdAt.toISOString(),
          p.decidedAt?.toISOString() ?? '',
        ]),
      });
    }),

    handle(routes.decide, async ({ user, input: { params, body }, locale }) => {
      const participant = await decideParticipant(ctx, user, params.id, body.status);
      return presentAdminParticipant(locale, user, participant);
    }),
  ];
}
