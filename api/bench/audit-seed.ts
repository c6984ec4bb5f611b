import type pg from 'pg';
import { AUDIT_ACTIONS, AUDIT_RESOURCE_OF, type AuditAction } from '@conf/common';

/** Rare actions, as in a real trail: a few settings saves and exports among many decisions. */
export const RARE_ACTIONS: readonly AuditAction[] = [
  'settings.update',
  'export.audit',
  'export.users',
];
export const COMMON_ACTIONS = AUDIT_ACTIONS.filter((a) => !RARE_ACTIONS.includes(a));

/**
 * `rows` audit events in one INSERT ... SELECT over generate_series: one every 31 seconds back
 * from now, by `actors` people (ids 1..actors, the first ten of them reviewers) over `records`
 * records of each resource. One row in 2,000 is a rare action; the rest spread over the common
 * ones. Shared by the audit and the lists benchmarks.
 */
export async function seedAuditEvents(
  client: pg.Client,
  { rows, actors, records }: { rows: number; actors: number; records: number },
) {
  const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(',');
  const common = list(COMMON_ACTIONS);
  const commonResources = list(COMMON_ACTIONS.map((a) => AUDIT_RESOURCE_OF[a]));
  const rare = list(RARE_ACTIONS);
  const rareResources = list(RARE_ACTIONS.map((a) => AUDIT_RESOURCE_OF[a]));
  const pickFrom = (values: string, rareValues: string) => `CASE WHEN g % 2000 = 0
      THEN (ARRAY[${rareValues}])[1 + (g / 2000) % ${RARE_ACTIONS.length}]
      ELSE (ARRAY[${values}])[1 + (g * 104729) % ${COMMON_ACTIONS.length}] END`;
  await client.query(`
    INSERT INTO audit_events
      (created_at, actor_id, actor_name, actor_role, action, resource, resource_id, before, after)
    SELECT now() - (g * interval '31 seconds'),
           1 + (g * 7919) % ${actors},
           'Organiser ' || (1 + (g * 7919) % ${actors}),
           CASE WHEN (g * 7919) % ${actors} < 10 THEN 'reviewer' ELSE 'admin' END,
           ${pickFrom(common, rare)},
           ${pickFrom(commonResources, rareResources)},
           (1 + (g * 31) % ${records})::text,
           jsonb_build_object('status', 'in_editor'),
           jsonb_build_object('status', 'accepted', 'reason', 'Seeded event ' || g)
      FROM generate_series(1::bigint, ${rows}) g`);
}
