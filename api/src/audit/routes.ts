import { contract, formatMessage, ROLE_LABELS, type MessageKey } from '@conf/common';
import type { AppContext } from '../context.js';
import { EXPORT_MAX_ROWS, sendTable } from '../files/export.js';
import { handle, type MountedRoute } from '../http/route.js';
import { recordExport } from './exports.js';
import { auditForExport, listAudit } from './queries.js';

const routes = contract.audit;

const HEADER: MessageKey[] = [
  'auditExport.time',
  'auditExport.actor',
  'auditExport.role',
  'auditExport.action',
  'auditExport.resource',
  'auditExport.resourceId',
  'auditExport.before',
  'auditExport.after',
];

/** The organisers' audit screen (`/admin/audit`) and its export. */
export function auditRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(routes.list, ({ input }) => listAudit(ctx.models, input.query)),
    handle(routes.export, async ({ user, input: { query }, locale: l, res }) => {
      const events = await auditForExport(ctx.models, query, EXPORT_MAX_ROWS);
      await recordExport(ctx.models, user, 'export.audit', query, events.length);
      const json = (value: unknown) => (value ? JSON.stringify(value) : '');
      await sendTable(res, {
        format: query.format,
        name: 'audit',
        header: HEADER.map((key) => formatMessage(l, key)),
        rows: events.map((e) => [
          e.createdAt,
          e.actor?.name ?? formatMessage(l, 'auditExport.system'),
          e.actor?.role ? formatMessage(l, ROLE_LABELS[e.actor.role]) : '',
          formatMessage(l, `audit.action.${e.action}`),
          formatMessage(l, `audit.resource.${e.resource}`),
          e.resourceId ?? '',
          json(e.before),
          json(e.after),
        ]),
      });
    }),
  ];
}
