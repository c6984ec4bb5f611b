import type { Transaction } from 'sequelize';
import type { AppContext } from '../context.js';
import type { ThesisModel } from '../db/models/thesis.js';
import { NotFoundError } from '../http/errors.js';

/**
 * Reads the abstract under a row lock. Its status changes, reviewer assignments, reviews and the
 * organisers' decision take turns on it, so the checks each one makes still hold when it commits.
 */
export async function lockThesis(
  ctx: AppContext,
  thesisId: number,
  t: Transaction,
): Promise<ThesisModel> {
  const thesis = await ctx.models.Thesis.findByPk(thesisId, {
    transaction: t,
    lock: t.LOCK.UPDATE,
  });
  if (!thesis) throw NotFoundError('thesis');
  return thesis;
}

/** Runs `work` in a transaction that holds the abstract's row lock from the start. */
export function withLockedThesis<T>(
  ctx: AppContext,
  thesisId: number,
  work: (thesis: ThesisModel, t: Transaction) => Promise<T>,
): Promise<T> {
  return ctx.models.sequelize.transaction(async (t) => work(await lockThesis(ctx, thesisId, t), t));
}
