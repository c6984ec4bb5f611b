import { contract, formatMessage, ROLE_LABELS, type AuditEventDto } from '@conf/common';
import type { AppContext } from '../context.js';
import { exportRoute } from '../exports/route.js';
import type { ExportColumn } from '../exports/table.js';
import { handle, type MountedRoute } from '../http/route.js';
import { auditForExport, listAudit } from './queries.js';

const routes = contract.audit;

const json = (value: unknown) => (value ? JSON.stringify(value) : '');

const COLUMNS: ExportColumn<AuditEventDto>[] = [
  { header: 'auditExport.time', value: (e) => e.createdAt },
  {
    header: 'auditExport.actor',
    value: (e, l) => e.actor?.name ?? formatMessage(l, 'auditExport.system'),
  },
  {
    header: 'auditExport.role',
    value: (e, l) => (e.actor?.role ? formatMessage(l, ROLE_LABELS[e.actor.role]) : ''),
  },
  { header: 'auditExport.action', value: (e, l) => formatMessage(l, `audit.action.${e.action}`) },
  {
    header: 'auditExport.resource',
    value: (e, l) => formatMessage(l, `audit.resource.${e.resource}`),
  },
  { header: 'auditExport.resourceId', value: (e) => e.resourceId ?? '' },
  { header: 'auditExport.before', value: (e) => json(e.before) },
  { header: 'auditExport.after', value: (e) => json(e.after) },
];

/** The organisers' audit screen (`/admin/audit`) and its export. */
export function auditRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(routes.list, ({ input }) => listAudit(ctx.models, input.query)),
    exportRoute(ctx, routes.export, {
      action: 'export.audit',
      name: 'audit',
      columns: COLUMNS,
      source: (query) => auditForExport(ctx.models, query),
    }),
  ];
}
