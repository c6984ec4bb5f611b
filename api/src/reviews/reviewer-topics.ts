import { Op, QueryTypes, type Transaction } from 'sequelize';
import { recordAudit, type AuditActor } from '../audit/record.js';
import type { Models } from '../db/models/index.js';
import type { UserModel } from '../db/models/user.js';
import { openStatusesSql } from './progress.js';
import { fullName } from './presenter.js';

/**
 * A reviewer's topics, and what happens when a reviewer stops being one. Kept apart from the
 * reviewers' screen so that the users service can call it without importing that screen.
 */

/** Replaces a reviewer's topics, recording the change (nothing when the set is the same). */
export async function replaceTopics(
  models: Models,
  actor: AuditActor | null,
  reviewer: UserModel,
  topicIds: readonly number[],
  transaction: Transaction,
) {
  const before = (
    await models.ReviewerTopic.findAll({ where: { userId: reviewer.id }, transaction })
  )
    .map((t) => t.topicId)
    .sort((a, b) => a - b);
  const after = [...topicIds].sort((a, b) => a - b);
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  await models.ReviewerTopic.destroy({
    where: { userId: reviewer.id, topicId: { [Op.notIn]: after.length ? after : [0] } },
    transaction,
  });
  await models.ReviewerTopic.bulkCreate(
    after.filter((id) => !before.includes(id)).map((topicId) => ({ userId: reviewer.id, topicId })),
    { transaction },
  );
  await recordAudit(
    models,
    actor,
    {
      action: 'reviewer.topics',
      resource: 'user',
      resourceId: reviewer.id,
      before: { topicIds: before },
      after: { topicIds: after },
    },
    transaction,
  );
}

/**
 * When a reviewer stops being one (through any role change), inside that change's transaction:
 * their topics go, their open assignments without a review are withdrawn (each recorded), their
 * bookmarks go. Reviews they wrote stay, with their assignments, for the record.
 */
export async function releaseReviewer(
  models: Models,
  actor: AuditActor | null,
  reviewer: UserModel,
  transaction: Transaction,
): Promise<void> {
  await replaceTopics(models, actor, reviewer, [], transaction);
  const pending = await models.sequelize.query<{ id: number; thesis_id: number }>(
    `SELECT a.id, a.thesis_id FROM review_assignments a
       JOIN theses t ON t.id = a.thesis_id
       LEFT JOIN reviews r ON r.assignment_id = a.id
      WHERE a.reviewer_id = :id AND r.id IS NULL AND t.status IN (${openStatusesSql})`,
    { type: QueryTypes.SELECT, replacements: { id: reviewer.id }, transaction },
  );
  for (const row of pending) {
    await models.ReviewAssignment.destroy({ where: { id: row.id }, transaction });
    await recordAudit(
      models,
      actor,
      {
        action: 'review.unassign',
        resource: 'thesis',
        resourceId: row.thesis_id,
        before: { reviewerId: reviewer.id, reviewer: fullName(reviewer) },
      },
      transaction,
    );
  }
  await models.ReviewBookmark.destroy({ where: { reviewerId: reviewer.id }, transaction });
}
