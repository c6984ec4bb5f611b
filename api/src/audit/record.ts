import type { Transaction } from 'sequelize';
import { AUDIT_REDACTED_KEY, type AuditAction, type AuditResource, type Role } from '@conf/common';
import type { Models } from '../db/models/index.js';

type Json = Record<string, unknown>;

export interface AuditActor {
  id: number;
  name: string;
  surname: string;
  role: Role;
}

export interface AuditEntry {
  action: AuditAction;
  resource: AuditResource;
  resourceId: string | number | null;
  /** The fields as they were and as they are now; unchanged fields are left out. */
  before?: Json | null;
  after?: Json | null;
}

/** A copy without secrets (passwords, tokens, hashes, passport data), at any depth. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Json)
      .filter(([key]) => !AUDIT_REDACTED_KEY.test(key))
      .map(([key, v]) => [key, redact(v)]),
  );
}

/** The fields that differ between two versions of a record, each side keeping only those. */
export function changedFields(before: Json, after: Json): { before: Json; after: Json } {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const b: Json = {};
  const a: Json = {};
  for (const key of keys) {
    if (JSON.stringify(redact(before[key])) === JSON.stringify(redact(after[key]))) continue;
    b[key] = before[key];
    a[key] = after[key];
  }
  return { before: b, after: a };
}

/**
 * Records one change. Call it inside the transaction of the change itself, so the event exists
 * exactly when the change does.
 */
export async function recordAudit(
  models: Pick<Models, 'AuditEvent'>,
  actor: AuditActor | null,
  entry: AuditEntry,
  transaction?: Transaction,
): Promise<void> {
  await models.AuditEvent.create(
    {
      actorId: actor?.id ?? null,
      actorName: actor ? `${actor.name} ${actor.surname}`.trim() : null,
      actorRole: actor?.role ?? null,
      action: entry.action,
      resource: entry.resource,
      resourceId: entry.resourceId === null ? null : String(entry.resourceId),
      before: entry.before ? (redact(entry.before) as Json) : null,
      after: entry.after ? (redact(entry.after) as Json) : null,
    },
    { transaction },
  );
}
