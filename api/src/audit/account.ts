import type { Transaction } from 'sequelize';
import { isAdminRole, isReviewerRole } from '@conf/common';
import type { Models } from '../db/models/index.js';
import type { UserModel } from '../db/models/user.js';
import { changedFields, recordAudit } from './record.js';

/**
 * An organiser or a reviewer editing their own account is a change by them like any other and
 * is recorded (an author's own profile edits are not organisers' decisions and are not). A new
 * password shows only as `credentialsChanged`: the hash itself is never written.
 */
export async function auditAccountEdit(
  models: Pick<Models, 'AuditEvent'>,
  user: UserModel,
  before: Record<string, unknown>,
  changes: Record<string, unknown>,
  transaction: Transaction,
): Promise<void> {
  if (!isAdminRole(user.role) && !isReviewerRole(user.role)) return;
  const previous = Object.fromEntries(Object.keys(changes).map((key) => [key, before[key]]));
  const diff = changedFields(previous, changes);
  if (Object.keys(diff.after).length === 0) return;
  const credentialsChanged = 'passwordHash' in diff.after;
  await recordAudit(
    models,
    user,
    {
      action: 'user.update',
      resource: 'user',
      resourceId: user.id,
      before: diff.before,
      after: credentialsChanged ? { ...diff.after, credentialsChanged: true } : diff.after,
    },
    transaction,
  );
}
