import { QueryTypes } from 'sequelize';
import {
  AUDIT_PAGE_LIMIT,
  CONFERENCE_TIME_ZONE,
  type AuditEventDto,
  type AuditFilters,
  type AuditListQuery,
  type AuditPageDto,
  type Role,
} from '@conf/common';
import { addDays, zonedDayStart } from '@conf/common';
import type { Models } from '../db/models/index.js';
import { EXPORT_BATCH_ROWS, type RowSource } from '../exports/source.js';

/**
 * The audit trail, newest first, in plain SQL over the indexes of migrations 0030 and 0041:
 * every filter is an equality on an indexed column or a range on `created_at`, the order is
 * `(created_at, id)` descending and a page never reaches past AUDIT_PAGE_LIMIT rows, so each
 * query stays an index range scan however many rows the trail holds (1,000,000 in
 * api/bench/audit.ts). `total` is counted up to the same limit, never over the whole table.
 */

/** A row of audit_events as SQL reads it; the columns the answer passes on are typed by it. */
type AuditRow = Pick<AuditEventDto, 'action' | 'resource' | 'before' | 'after'> & {
  id: string;
  created_at: Date;
  actor_id: number | null;
  actor_name: string | null;
  actor_role: Role | null;
  resource_id: string | null;
};

/** The filters that match one column exactly, with their column. */
const EQUAL_FILTERS = [
  ['actorId', 'actor_id'],
  ['resource', 'resource'],
  ['resourceId', 'resource_id'],
  ['action', 'action'],
] as const satisfies readonly (readonly [keyof AuditFilters, string])[];

/** The WHERE clause of the filters; values always go through replacements. */
export function auditWhere(filters: AuditFilters) {
  const clauses: string[] = [];
  const replacements: Record<string, unknown> = {};
  const add = (clause: string, name: string, value: unknown) => {
    clauses.push(clause);
    replacements[name] = value;
  };
  // The columns compared as given, then the days of the conference's calendar.
  for (const [name, column] of EQUAL_FILTERS) {
    if (filters[name]) add(`${column} = :${name}`, name, filters[name]);
  }
  if (filters.from) {
    add('created_at >= :from', 'from', zonedDayStart(filters.from, CONFERENCE_TIME_ZONE));
  }
  if (filters.to) {
    add('created_at < :to', 'to', zonedDayStart(addDays(filters.to, 1), CONFERENCE_TIME_ZONE));
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', replacements };
}

const ORDER = 'ORDER BY created_at DESC, id DESC';

export function presentAuditEvent(row: AuditRow): AuditEventDto {
  return {
    id: String(row.id),
    createdAt: new Date(row.created_at).toISOString(),
    actor:
      row.actor_id === null && row.actor_name === null
        ? null
        : { id: row.actor_id, name: row.actor_name, role: row.actor_role },
    action: row.action,
    resource: row.resource,
    resourceId: row.resource_id,
    before: row.before,
    after: row.after,
  };
}

export async function listAudit(
  models: Pick<Models, 'sequelize'>,
  query: AuditListQuery,
): Promise<AuditPageDto> {
  const { sql, replacements } = auditWhere(query);
  const [rows, counted] = await Promise.all([
    // The page's ids from the index alone, then only their rows (a "deferred join").
    models.sequelize.query<AuditRow>(
      `SELECT a.* FROM audit_events a
         JOIN (SELECT id FROM audit_events ${sql} ${ORDER} LIMIT :limit OFFSET :offset) p
           ON p.id = a.id
        ORDER BY a.created_at DESC, a.id DESC`,
      {
        type: QueryTypes.SELECT,
        replacements: {
          ...replacements,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        },
      },
    ),
    models.sequelize.query<{ total: number }>(
      `SELECT COUNT(*)::int AS total FROM (SELECT 1 FROM audit_events ${sql} LIMIT :cap) s`,
      { type: QueryTypes.SELECT, replacements: { ...replacements, cap: AUDIT_PAGE_LIMIT + 1 } },
    ),
  ]);
  const total = counted[0]?.total ?? 0;
  return {
    data: rows.map(presentAuditEvent),
    total: Math.min(total, AUDIT_PAGE_LIMIT),
    totalCapped: total > AUDIT_PAGE_LIMIT,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The events an export holds, newest first, read in batches along the `(created_at, id)` order
 * of the indexes (keyset: each batch starts after the last one's key, never at an offset).
 * The count and the newest id are read together; events recorded later, the export's own among
 * them, are not part of it.
 */
export async function auditForExport(
  models: Pick<Models, 'sequelize'>,
  filters: AuditFilters,
  batchRows = EXPORT_BATCH_ROWS,
): Promise<RowSource<AuditEventDto>> {
  const { sql, replacements } = auditWhere(filters);
  const [head] = await models.sequelize.query<{ count: number; last: string | null }>(
    `SELECT COUNT(*)::int AS count, MAX(id) AS last FROM audit_events ${sql}`,
    { type: QueryTypes.SELECT, replacements },
  );
  const and = sql ? `${sql} AND` : 'WHERE';
  return {
    count: head?.count ?? 0,
    async *batches() {
      if (!head?.last) return;
      // The key as text keeps the microseconds a JavaScript Date would drop.
      let after: { at: string; id: string } | null = null;
      for (;;) {
        const rows: (AuditRow & { key_at: string })[] = await models.sequelize.query(
          `SELECT *, created_at::text AS key_at FROM audit_events
            ${and} id <= :last
            ${after ? 'AND (created_at, id) < (CAST(:at AS timestamptz), :id)' : ''}
            ${ORDER} LIMIT :limit`,
          {
            type: QueryTypes.SELECT,
            replacements: { ...replacements, ...after, last: head.last, limit: batchRows },
          },
        );
        if (rows.length > 0) yield rows.map(presentAuditEvent);
        if (rows.length < batchRows) return;
        const tail = rows.at(-1)!;
        after = { at: tail.key_at, id: tail.id };
      }
    },
  };
}
