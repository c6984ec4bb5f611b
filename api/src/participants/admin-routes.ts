import { Router } from 'express';
import {
  exportQuerySchema,
  formatMessage,
  idParamsSchema,
  participantDecisionSchema,
  participantListQuerySchema,
  type MessageKey,
  type ParticipantStatus,
} from '@conf/common';
import type { AppContext } from '../context.js';
import { recordExport } from '../audit/exports.js';
import { EXPORT_MAX_ROWS, sendTable } from '../files/export.js';
import { input, validate } from '../http/validate.js';
import { countryRef, presentAdminParticipant } from './presenter.js';
import { decideParticipant, listParticipants, participantsForExport } from './service.js';

/** The list's filters and sort, without pagination, plus the file format. */
const exportQuery = participantListQuerySchema
  .omit({ page: true, pageSize: true })
  .extend(exportQuerySchema.shape);

/** `/api/admin/participants`, behind the admin guard. */
export function adminParticipantRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/', validate('query', participantListQuerySchema), async (req, res) => {
    const query = input(req, 'query', participantListQuerySchema);
    const { rows, count } = await listParticipants(ctx, query);
    res.json({
      data: rows.map((p) => presentAdminParticipant(req.locale, req.user!, p)),
      total: count,
      page: query.page,
      pageSize: query.pageSize,
    });
  });

  router.get('/export', validate('query', exportQuery), async (req, res) => {
    const query = input(req, 'query', exportQuery);
    const rows = await participantsForExport(ctx, query, EXPORT_MAX_ROWS);
    const l = req.locale;
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
    await recordExport(ctx.models, req.user!, 'export.participants', query, rows.length);
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
  });

  router.patch(
    '/:id',
    validate('params', idParamsSchema),
    validate('body', participantDecisionSchema),
    async (req, res) => {
      const { id } = input(req, 'params', idParamsSchema);
      const { status } = input(req, 'body', participantDecisionSchema);
      const participant = await decideParticipant(ctx, req.user!, id, status);
      res.json(presentAdminParticipant(req.locale, req.user!, participant));
    },
  );

  return router;
}
