import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  AUDIT_RESOURCES,
  type AuditAction,
  type AuditResource,
} from '../rules/audit.js';
import type { Role } from '../rules/roles.js';
import { positiveId } from './fields.js';
import { optionalFilter, pageSizeField, type Paginated } from './list.js';

/**
 * The organisers' audit screen (`/admin/audit`): filters by person, resource, action and
 * date range (calendar days in the conference's time zone, like every other admin list), newest
 * first. Paging is bounded: organisers narrow the filters to reach further back, which keeps
 * every page an index range scan however long the trail grows.
 */

/** The deepest row a page may reach, and the most rows counted for `total`. */
export const AUDIT_PAGE_LIMIT = 10_000;

const optionalDay = optionalFilter(z.iso.date({ error: 'validation.calendarDate' }));

export const auditFiltersShape = {
  /** The person who acted. */
  actorId: optionalFilter(positiveId),
  resource: optionalFilter(z.enum(AUDIT_RESOURCES, { error: 'validation.invalidChoice' })),
  /** One record of the resource (an abstract's id, a settings section…). */
  resourceId: optionalFilter(z.string().trim().max(64, { error: 'validation.tooLong' })),
  action: optionalFilter(z.enum(AUDIT_ACTIONS, { error: 'validation.invalidChoice' })),
  /** First day included. */
  from: optionalDay,
  /** Last day included. */
  to: optionalDay,
};

type Range = { from?: string; to?: string };
const rangeInOrder = (f: Range) => !f.from || !f.to || f.from <= f.to;
const rangeError = { error: 'validation.dateRange', path: ['to'] };

export const auditListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: pageSizeField,
    ...auditFiltersShape,
  })
  .refine(rangeInOrder, rangeError)
  .refine((q) => q.page * q.pageSize <= AUDIT_PAGE_LIMIT, {
    error: 'validation.auditPageTooDeep',
    path: ['page'],
  });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
export type AuditFilters = Omit<AuditListQuery, 'page' | 'pageSize'>;

export const auditExportQuerySchema = z
  .object({
    ...auditFiltersShape,
    format: z.enum(['csv', 'xlsx'], { error: 'validation.invalidChoice' }).default('csv'),
  })
  .refine(rangeInOrder, rangeError);
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

/** One recorded change. `before` and `after` hold the changed fields only, without secrets. */
export interface AuditEventDto {
  id: string;
  createdAt: string;
  /** Null for the system (the command line, a migration). */
  actor: { id: number | null; name: string | null; role: Role | null } | null;
  action: AuditAction;
  resource: AuditResource;
  resourceId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A page of the trail; `total` stops counting at AUDIT_PAGE_LIMIT (then `totalCapped`). */
export interface AuditPageDto extends Paginated<AuditEventDto> {
  totalCapped: boolean;
}
