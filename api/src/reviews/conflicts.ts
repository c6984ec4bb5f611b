import { UniqueConstraintError, type Transaction } from 'sequelize';
import {
  automaticConflict,
  isReviewerRole,
  type ConflictAbstract,
  type ConflictCreateValues,
  type ConflictKind,
  type ConflictListQuery,
  type ConflictPerson,
} from '@conf/common';
import { recordAudit } from '../audit/record.js';
import type { AppContext } from '../context.js';
import type { PageWindow } from '../db/list.js';
import type { Models } from '../db/models/index.js';
import type { UserModel } from '../db/models/user.js';
import { AppError, ConflictError, ValidationError } from '../http/errors.js';
import { lockThesis } from '../theses/lock.js';
import { fullName } from './presenter.js';

/**
 * Conflicts of interest: those that follow from the data (the rule in common: submitter,
 * co-author, same institution) and those organisers declare by hand (stored with a reason).
 * Every assignment, by hand or automatic, checks both.
 */

/** The abstracts' authors and submitters, as the conflict rule reads them. */
export async function conflictAbstracts(
  models: Pick<Models, 'Thesis' | 'ThesisAuthor'>,
  thesisIds: readonly number[],
  transaction?: Transaction,
): Promise<Map<number, ConflictAbstract>> {
  if (thesisIds.length === 0) return new Map();
  // One after the other: inside a transaction the two share one connection.
  const theses = await models.Thesis.findAll({
    where: { id: [...thesisIds] },
    attributes: ['id', 'userId'],
    transaction,
  });
  const authors = await models.ThesisAuthor.findAll({
    where: { thesisId: [...thesisIds] },
    attributes: ['thesisId', 'email', 'institution'],
    transaction,
  });
  return new Map(
    theses.map((t) => [
      t.id,
      { userId: t.userId, authors: authors.filter((a) => a.thesisId === t.id) },
    ]),
  );
}

export const pairKey = (thesisId: number, reviewerId: number) => `${thesisId}:${reviewerId}`;

/** The declared conflicts among some abstracts, as `thesisId:reviewerId` keys. */
export async function declaredConflicts(
  models: Pick<Models, 'ReviewConflict'>,
  thesisIds: readonly number[] | null,
  transaction?: Transaction,
): Promise<Set<string>> {
  const rows = await models.ReviewConflict.findAll({
    where: thesisIds ? { thesisId: [...thesisIds] } : {},
    attributes: ['thesisId', 'reviewerId'],
    transaction,
  });
  return new Set(rows.map((r) => pairKey(r.thesisId, r.reviewerId)));
}

/** Why `reviewer` may not review `thesisId`, or null. */
export function conflictOf(
  reviewer: ConflictPerson,
  thesisId: number,
  abstract: ConflictAbstract | undefined,
  declared: ReadonlySet<string>,
): ConflictKind | null {
  if (declared.has(pairKey(thesisId, reviewer.id))) return 'declared';
  return abstract ? automaticConflict(reviewer, abstract) : null;
}

const conflictIncludes = [
  { association: 'reviewer' },
  { association: 'thesis', attributes: ['id', 'title'] },
  { association: 'creator', attributes: ['id', 'name', 'surname'] },
];

export function listConflicts(ctx: AppContext, query: ConflictListQuery, window: PageWindow) {
  return ctx.models.ReviewConflict.findAndCountAll({
    where: {
      ...(query.reviewerId ? { reviewerId: query.reviewerId } : {}),
      ...(query.thesisId ? { thesisId: query.thesisId } : {}),
    },
    include: conflictIncludes,
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    ...window,
  });
}

/** An organiser declares a conflict; a reviewer already assigned must be withdrawn first. */
export async function addConflict(ctx: AppContext, admin: UserModel, input: ConflictCreateValues) {
  const id = await ctx.models.sequelize.transaction(async (t) => {
    const thesis = await ctx.models.Thesis.findByPk(input.thesisId, {
      transaction: t,
      lock: t.LOCK.UPDATE,
    });
    if (!thesis) throw ValidationError({ thesisId: ['validation.invalidChoice'] });
    const reviewer = await ctx.models.User.findByPk(input.reviewerId, { transaction: t });
    if (!reviewer || !isReviewerRole(reviewer.role)) {
      throw ValidationError({ reviewerId: ['validation.notReviewer'] });
    }
    const assigned = await ctx.models.ReviewAssignment.count({
      where: { thesisId: thesis.id, reviewerId: reviewer.id },
      transaction: t,
    });
    if (assigned) throw ConflictError('error.conflictAssigned');
    try {
      const created = await ctx.models.ReviewConflict.create(
        { ...input, createdBy: admin.id },
        { transaction: t },
      );
      await recordAudit(
        ctx.models,
        admin,
        {
          action: 'review.conflict.add',
          resource: 'thesis',
          resourceId: thesis.id,
          after: { reviewerId: reviewer.id, reviewer: fullName(reviewer), reason: input.reason },
        },
        t,
      );
      return created.id;
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw ConflictError('error.conflictExists');
      throw err;
    }
  });
  return ctx.models.ReviewConflict.findByPk(id, { include: conflictIncludes, rejectOnEmpty: true });
}

export async function removeConflict(ctx: AppContext, admin: UserModel, id: number) {
  await ctx.models.sequelize.transaction(async (t) => {
    const conflict = await ctx.models.ReviewConflict.findByPk(id, {
      include: [{ association: 'reviewer' }],
      transaction: t,
    });
    if (!conflict) throw new AppError(404, 'error.conflictNotFound');
    await lockThesis(ctx, conflict.thesisId, t);
    await conflict.destroy({ transaction: t });
    await recordAudit(
      ctx.models,
      admin,
      {
        action: 'review.conflict.remove',
        resource: 'thesis',
        resourceId: conflict.thesisId,
        before: {
          reviewerId: conflict.reviewerId,
          reviewer: fullName(conflict.reviewer),
          reason: conflict.reason,
        },
      },
      t,
    );
  });
}
