import { QueryTypes, type Transaction } from 'sequelize';
import {
  REVIEW_OPEN_STATUSES,
  type AutoAssignApplyValues,
  type AutoAssignProposalDto,
  type AutoAssignResultDto,
  type Locale,
} from '@conf/common';
import { recordAudit } from '../audit/record.js';
import type { AppContext } from '../context.js';
import type { ThesisModel } from '../db/models/thesis.js';
import type { UserModel } from '../db/models/user.js';
import { ConflictError } from '../http/errors.js';
import { localName } from '../http/locale.js';
import {
  fingerprintOf,
  proposeAssignments,
  type AutoAssignInput,
  type AutoAssignPair,
} from './auto-assign.js';
import { conflictAbstracts, conflictOf, declaredConflicts, pairKey } from './conflicts.js';
import { mailAssignedReviewers } from './mail.js';
import { fullName, presentReviewerRef } from './presenter.js';
import { activeAssignmentSql, openStatusesSql } from './progress.js';

/**
 * "Assign automatically": the data the algorithm reads (open abstracts of the scope, reviewers
 * and their topics, open assignments, conflicts, the setting N), the proposal it makes, and
 * saving a proposal the organiser saw, exactly, or not at all. An assignment its reviewer
 * declined counts as neither reviewer nor load, and that reviewer is never proposed for that
 * abstract again (like a conflict of interest).
 */

interface Snapshot {
  input: AutoAssignInput;
  theses: ThesisModel[];
  reviewers: UserModel[];
}

async function snapshot(ctx: AppContext, topicId: number | undefined, t?: Transaction) {
  const perAbstract = (await ctx.settings.get()).review.reviewersPerAbstract;
  const where = { status: [...REVIEW_OPEN_STATUSES], ...(topicId ? { topicId } : {}) };
  // Saving locks the abstracts in scope (in id order, like every other path) before reading.
  if (t) {
    await ctx.models.Thesis.findAll({
      where,
      attributes: ['id'],
      order: [['id', 'ASC']],
      lock: t.LOCK.UPDATE,
      transaction: t,
    });
  }
  // One after the other: inside a transaction they share one connection.
  const theses = await ctx.models.Thesis.findAll({
    where,
    include: [{ association: 'topic' }],
    order: [['id', 'ASC']],
    transaction: t,
  });
  const reviewers = await ctx.models.User.findAll({
    where: { role: 'reviewer' },
    order: [['id', 'ASC']],
    transaction: t,
  });
  const topics = await ctx.models.ReviewerTopic.findAll({ transaction: t });
  const rows = await ctx.models.sequelize.query<{
    thesis_id: number;
    reviewer_id: number;
    topic_id: number;
    declined: boolean;
  }>(
    `SELECT a.thesis_id, a.reviewer_id, t.topic_id, NOT (${activeAssignmentSql('a')}) AS declined
       FROM review_assignments a
       JOIN theses t ON t.id = a.thesis_id WHERE t.status IN (${openStatusesSql})`,
    { type: QueryTypes.SELECT, transaction: t },
  );
  const assignments = rows.filter((a) => !a.declined);
  const declined = new Set(
    rows.filter((a) => a.declined).map((a) => pairKey(a.thesis_id, a.reviewer_id)),
  );
  const ids = theses.map((th) => th.id);
  const abstracts = await conflictAbstracts(ctx.models, ids, t);
  const declared = await declaredConflicts(ctx.models, ids, t);
  const topicsOf = (userId: number) =>
    topics.filter((x) => x.userId === userId).map((x) => x.topicId);
  const loads = new Map<string, { reviewerId: number; topicId: number; count: number }>();
  for (const a of assignments) {
    const key = `${a.reviewer_id}:${a.topic_id}`;
    const entry = loads.get(key) ?? { reviewerId: a.reviewer_id, topicId: a.topic_id, count: 0 };
    entry.count += 1;
    loads.set(key, entry);
  }
  const forbidden: string[] = [];
  for (const thesis of theses) {
    for (const reviewer of reviewers) {
      if (!topicsOf(reviewer.id).includes(thesis.topicId)) continue;
      const pair = pairKey(thesis.id, reviewer.id);
      if (
        declined.has(pair) ||
        conflictOf(reviewer, thesis.id, abstracts.get(thesis.id), declared)
      ) {
        forbidden.push(pair);
      }
    }
  }
  const input: AutoAssignInput = {
    perAbstract,
    theses: theses.map((th) => ({
      id: th.id,
      topicId: th.topicId,
      assigned: assignments.filter((a) => a.thesis_id === th.id).map((a) => a.reviewer_id),
    })),
    reviewers: reviewers.map((r) => ({ id: r.id, topicIds: topicsOf(r.id) })),
    load: [...loads.values()],
    forbidden,
  };
  return { input, theses, reviewers } satisfies Snapshot;
}

/** The proposal, computed and not saved. */
export async function previewAutoAssign(
  ctx: AppContext,
  locale: Locale,
  topicId: number | undefined,
): Promise<AutoAssignProposalDto> {
  const { input, theses, reviewers } = await snapshot(ctx, topicId);
  const { pairs, missing } = proposeAssignments(input);
  const reviewerById = new Map(reviewers.map((r) => [r.id, r]));
  const refs = (ids: readonly number[]) =>
    ids.flatMap((id) => {
      const r = reviewerById.get(id);
      return r ? [presentReviewerRef(r)] : [];
    });
  const totalBefore = new Map<number, number>();
  for (const l of input.load)
    totalBefore.set(l.reviewerId, (totalBefore.get(l.reviewerId) ?? 0) + l.count);
  const added = new Map<number, number>();
  for (const p of pairs) added.set(p.reviewerId, (added.get(p.reviewerId) ?? 0) + 1);
  const scopeTopics = new Set(theses.map((th) => th.topicId));
  return {
    fingerprint: fingerprintOf(input),
    reviewersPerAbstract: input.perAbstract,
    assignments: pairs,
    theses: theses
      .map((thesis, i) => ({ thesis, assigned: input.theses[i]!.assigned }))
      .filter(({ assigned }) => assigned.length < input.perAbstract)
      .map(({ thesis, assigned }) => ({
        thesis: {
          id: thesis.id,
          title: thesis.title,
          topic: { id: thesis.topicId, name: thesis.topic ? localName(locale, thesis.topic) : '' },
        },
        existing: refs(assigned),
        proposed: refs(pairs.filter((p) => p.thesisId === thesis.id).map((p) => p.reviewerId)),
        missing: missing.get(thesis.id) ?? 0,
      })),
    load: input.reviewers
      .filter((r) => r.topicIds.some((id) => scopeTopics.has(id)))
      .map((r) => ({
        reviewer: presentReviewerRef(reviewerById.get(r.id)!),
        before: totalBefore.get(r.id) ?? 0,
        after: (totalBefore.get(r.id) ?? 0) + (added.get(r.id) ?? 0),
      })),
  };
}

/**
 * Saves the pairs of a previewed proposal. Under the abstracts' locks the data is read again:
 * if its fingerprint differs from the preview's, or a pair is not in the proposal that data
 * gives (a conflict declared since, a reviewer withdrawn…), nothing is saved and the answer is
 * 409. The organiser may leave pairs out; they may not add any.
 */
export async function applyAutoAssign(
  ctx: AppContext,
  admin: UserModel,
  body: AutoAssignApplyValues,
): Promise<AutoAssignResultDto> {
  const created = await ctx.models.sequelize.transaction(async (t) => {
    const { input, reviewers } = await snapshot(ctx, body.topicId, t);
    if (fingerprintOf(input) !== body.fingerprint) throw ConflictError('error.reviewProposalStale');
    const proposed = new Set(
      proposeAssignments(input).pairs.map((p) => pairKey(p.thesisId, p.reviewerId)),
    );
    const wanted = new Map<string, AutoAssignPair>();
    for (const p of body.assignments) wanted.set(pairKey(p.thesisId, p.reviewerId), p);
    if ([...wanted.keys()].some((key) => !proposed.has(key))) {
      throw ConflictError('error.reviewProposalStale');
    }
    const pairs = [...wanted.values()];
    await ctx.models.ReviewAssignment.bulkCreate(
      pairs.map((p) => ({ ...p, assignedBy: admin.id })),
      { transaction: t },
    );
    const names = new Map(reviewers.map((r) => [r.id, fullName(r)]));
    for (const p of pairs) {
      await recordAudit(
        ctx.models,
        admin,
        {
          action: 'review.assign',
          resource: 'thesis',
          resourceId: p.thesisId,
          after: { reviewerId: p.reviewerId, reviewer: names.get(p.reviewerId), automatic: true },
        },
        t,
      );
    }
    return pairs;
  });
  await mailAssignedReviewers(ctx, created);
  return { created: created.length, theses: new Set(created.map((p) => p.thesisId)).size };
}
