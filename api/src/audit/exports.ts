import type { Models } from '../db/models/index.js';
import { recordAudit, type AuditActor } from './record.js';

export type ExportAction =
  'export.users' | 'export.theses' | 'export.participants' | 'export.audit';
const RESOURCE = {
  'export.users': 'user',
  'export.theses': 'thesis',
  'export.participants': 'participant',
  'export.audit': 'audit',
} as const;

/**
 * An export takes personal data out of the system: who did it, of what, with which filters, and
 * how many rows left. Nothing changes in the database, so the event stands alone.
 */
export async function recordExport(
  models: Pick<Models, 'AuditEvent'>,
  actor: AuditActor,
  action: ExportAction,
  query: Record<string, unknown>,
  rows: number,
): Promise<void> {
  const { format, ...filters } = query;
  const given = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
  await recordAudit(models, actor, {
    action,
    resource: RESOURCE[action],
    resourceId: null,
    after: { format, filters: given, rows },
  });
}
