import {
  auditExportQuerySchema,
  auditListQuerySchema,
  type AuditPageDto,
} from '../schemas/audit.js';
import type { ThesisTimelineDto } from '../schemas/timeline.js';
import { idParamsSchema } from '../schemas/workflow.js';
import { defineRoute, file, json } from './route.js';

/** Who changed what and when: the organisers' audit screen. */
export const auditRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/audit',
    access: 'admin',
    summary: 'The audit trail, newest first, by person, resource, action and date range',
    query: auditListQuerySchema,
    reply: json<AuditPageDto>('AuditPageDto'),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/admin/audit/export',
    access: 'admin',
    summary: 'The filtered audit trail as CSV or XLSX',
    query: auditExportQuerySchema,
    reply: file('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  }),
} as const;

/** One abstract's life in order: for organisers whole, for its author their part. */
export const timelineRoutes = {
  admin: defineRoute({
    method: 'GET',
    path: '/admin/theses/:id/timeline',
    access: 'admin',
    summary: "An abstract's versions, assignments, reviews, decisions, fee and messages, in order",
    params: idParamsSchema,
    reply: json<ThesisTimelineDto>('ThesisTimelineDto'),
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/theses/:id/timeline',
    access: 'user',
    summary: "The author's part of their abstract's timeline",
    params: idParamsSchema,
    reply: json<ThesisTimelineDto>('ThesisTimelineDto'),
  }),
} as const;
