import type { Model, Transaction } from 'sequelize';
import type { Models } from '../db/models/index.js';
import { changedFields, recordAudit, type AuditActor } from './record.js';

/**
 * Organisers' edits of pages and news, recorded in the same transaction as the write: the
 * fields of the item before and after (only those that changed, for an edit).
 */

export type ContentResource = 'page' | 'news';
type ContentAction = 'create' | 'update' | 'publish' | 'delete';

const FIELDS: Record<ContentResource, readonly string[]> = {
  page: [
    'locale',
    'slug',
    'title',
    'description',
    'body',
    'isPublished',
    'position',
    'translationGroup',
  ],
  news: ['locale', 'title', 'summary', 'body', 'publishedAt', 'isPublished', 'translationGroup'],
};

type ContentRow = Model & { id: number };

function fieldsOf(resource: ContentResource, row: ContentRow): Record<string, unknown> {
  const plain: Record<string, unknown> = row.get({ plain: true });
  return Object.fromEntries(FIELDS[resource].map((key) => [key, plain[key]]));
}

/**
 * Runs `work` (the write) in a transaction and records it. `before` is the item as it is now
 * (null for a creation); `work` answers the item as it is afterwards (null for a deletion). An
 * edit that changes nothing records nothing.
 */
export async function auditedContentWrite<W extends ContentRow | null>(
  models: Pick<Models, 'sequelize' | 'AuditEvent'>,
  actor: AuditActor,
  target: { resource: ContentResource; action: ContentAction; before: ContentRow | null },
  work: (transaction: Transaction) => Promise<W>,
): Promise<W> {
  const { resource, action } = target;
  const before = target.before ? fieldsOf(resource, target.before) : null;
  return models.sequelize.transaction(async (transaction) => {
    const row = await work(transaction);
    const after = row ? fieldsOf(resource, row) : null;
    let diff = { before, after };
    if (before && after) {
      const changed = changedFields(before, after);
      if (Object.keys(changed.after).length === 0) return row;
      diff = changed;
    }
    await recordAudit(
      models,
      actor,
      {
        action: `${resource}.${action}`,
        resource,
        resourceId: (row ?? target.before)?.id ?? null,
        ...diff,
      },
      transaction,
    );
    return row;
  });
}
