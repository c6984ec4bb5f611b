import type { Migration } from './types.js';

/**
 * The audit screen's indexes, settled by EXPLAIN ANALYZE over 1,000,000 rows (api/bench/audit.ts).
 * A page is read as "the ids of the page, then their rows", so each filter needs an index that
 * holds the filter, the order (created_at, id) and the id: the page's ids then come from the
 * index alone (an index-only scan), however deep the page. Migration 0030's person and action
 * indexes lacked the id and are replaced; a resource alone (0030's resource index leads with the
 * record id) and a person's events of one action get indexes of their own.
 */
export const auditIndexes: Migration = {
  name: '0041-audit-indexes',
  async up({ context: qi }) {
    await qi.removeIndex('audit_events', 'audit_events_actor_idx');
    await qi.removeIndex('audit_events', 'audit_events_action_idx');
    const add = (fields: string[], name: string) => qi.addIndex('audit_events', fields, { name });
    await add(['actor_id', 'created_at', 'id'], 'audit_events_actor_time_idx');
    await add(['action', 'created_at', 'id'], 'audit_events_action_time_idx');
    await add(['resource', 'created_at', 'id'], 'audit_events_resource_time_idx');
    await add(['actor_id', 'action', 'created_at', 'id'], 'audit_events_actor_action_idx');
  },
  async down({ context: qi }) {
    for (const name of [
      'audit_events_actor_action_idx',
      'audit_events_resource_time_idx',
      'audit_events_action_time_idx',
      'audit_events_actor_time_idx',
    ]) {
      await qi.removeIndex('audit_events', name);
    }
    await qi.addIndex('audit_events', ['actor_id', 'created_at'], {
      name: 'audit_events_actor_idx',
    });
    await qi.addIndex('audit_events', ['action', 'created_at'], {
      name: 'audit_events_action_idx',
    });
  },
};
