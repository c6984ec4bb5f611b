import { QueryTypes, type Transaction } from 'sequelize';
import {
  isReviewerRole,
  type AdminReviewerDto,
  type Locale,
  type Paginated,
  type ReviewerListQuery,
  type ReviewLoadDto,
} from '@conf/common';
import type { AuditActor } from '../audit/record.js';
import type { AppContext } from '../context.js';
import type { Models } from '../db/models/index.js';
import { AppError, ConflictError, ValidationError } from '../http/errors.js';
import { likePattern } from '../db/list.js';
import { localName } from '../http/locale.js';
import { changeRole } from '../users/admin-service.js';
import { presentReviewerRef } from './presenter.js';
import { replaceTopics } from './reviewer-topics.js';

/**
 * Organisers' management of reviewers: who they are, their topics and their load. A role change
 * goes through the users service (its lock, its last-organiser rule, its audit event); the
 * topics are set here, each change recorded with the topics before and after.
 */

const NO_LOAD: ReviewLoadDto = { assigned: 0, done: 0, pending: 0 };

/**
 * Each reviewer's load: every standing assignment, reviews written, open ones still to review
 * (assignments they declined are no load). Read from reviewer_loads, which migration 0073's
 * triggers keep to the definition of progress.ts in each write's transaction, so that sorting
 * the list by load reads a row per reviewer instead of aggregating every assignment.
 */
export async function reviewerLoads(
  models: Pick<Models, 'sequelize'>,
  reviewerIds: readonly number[],
): Promise<Map<number, ReviewLoadDto>> {
  const out = new Map<number, ReviewLoadDto>(reviewerIds.map((id) => [id, NO_LOAD]));
  if (reviewerIds.length === 0) return out;
  const rows = await models.sequelize.query<ReviewLoadDto & { reviewer_id: number }>(
    'SELECT reviewer_id, assigned, done, pending FROM reviewer_loads WHERE reviewer_id IN (:ids)',
    { type: QueryTypes.SELECT, replacements: { ids: [...reviewerIds] } },
  );
  for (const { reviewer_id, assigned, done, pending } of rows) {
    out.set(reviewer_id, { assigned, done, pending });
  }
  return out;
}

const SORT: Record<string, string> = {
  surname: 'u.surname',
  name: 'u.name',
  assigned: 'COALESCE(l.assigned, 0)',
  pending: 'COALESCE(l.pending, 0)',
};

/** Reviewers with their topics and load, filtered by topic and searched by name or e-mail. */
export async function listReviewers(
  ctx: AppContext,
  locale: Locale,
  query: ReviewerListQuery,
): Promise<Paginated<AdminReviewerDto>> {
  const where = [`u.role = 'reviewer'`];
  if (query.topicId) {
    where.push(
      'EXISTS (SELECT 1 FROM reviewer_topics rt WHERE rt.user_id = u.id AND rt.topic_id = :topicId)',
    );
  }
  if (query.q) where.push('(u.name ILIKE :q OR u.surname ILIKE :q OR u.email ILIKE :q)');
  const wanted = query.sort && SORT[query.sort.replace(/^-/, '')] ? query.sort : 'surname';
  const direction = wanted.startsWith('-') ? 'DESC' : 'ASC';
  const from = `FROM users u LEFT JOIN reviewer_loads l ON l.reviewer_id = u.id WHERE ${where.join(' AND ')}`;
  const replacements = {
    topicId: query.topicId ?? null,
    q: query.q ? likePattern(query.q) : null,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const [counted, ids] = await Promise.all([
    ctx.models.sequelize.query<{ total: number }>(`SELECT COUNT(*)::int AS total ${from}`, {
      type: QueryTypes.SELECT,
      replacements,
    }),
    ctx.models.sequelize.query<{ id: number }>(
      `SELECT u.id ${from} ORDER BY ${SORT[wanted.replace(/^-/, '')]!} ${direction}, u.id ${direction}
       LIMIT :limit OFFSET :offset`,
      { type: QueryTypes.SELECT, replacements },
    ),
  ]);
  const data = await presentReviewers(
    ctx,
    locale,
    ids.map((r) => r.id),
  );
  return { data, total: counted[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Reviewers by id, in the given order, with topics and load. */
export async function presentReviewers(
  ctx: AppContext,
  locale: Locale,
  ids: readonly number[],
): Promise<AdminReviewerDto[]> {
  if (ids.length === 0) return [];
  const [users, topics, loads] = await Promise.all([
    ctx.models.User.findAll({ where: { id: [...ids] } }),
    ctx.models.ReviewerTopic.findAll({
      where: { userId: [...ids] },
      include: [{ association: 'topic' }],
    }),
    reviewerLoads(ctx.models, ids),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  return ids.flatMap((id) => {
    const user = byId.get(id);
    if (!user) return [];
    const own = topics
      .filter((t) => t.userId === id && t.topic)
      .map((t) => t.topic!)
      .sort((a, b) => a.position - b.position)
      .map((t) => ({ id: t.id, name: localName(locale, t) }));
    return [{ ...presentReviewerRef(user), topics: own, load: loads.get(id) ?? NO_LOAD }];
  });
}

/** What managing reviewers needs: the command line has it too. */
type ReviewerContext = Pick<AppContext, 'models' | 'realtime'>;

async function checkTopics(ctx: ReviewerContext, topicIds: readonly number[]) {
  const known = await ctx.models.Topic.count({ where: { id: [...topicIds] } });
  if (known !== topicIds.length) throw ValidationError({ topicIds: ['validation.topicUnknown'] });
}

async function findReviewer(ctx: ReviewerContext, id: number, transaction?: Transaction) {
  const user = await ctx.models.User.findByPk(id, { transaction, lock: transaction?.LOCK.UPDATE });
  if (!user || !isReviewerRole(user.role)) throw new AppError(404, 'error.reviewerNotFound');
  return user;
}

export async function setReviewerTopics(
  ctx: ReviewerContext,
  actor: AuditActor | null,
  reviewerId: number,
  topicIds: readonly number[],
): Promise<void> {
  await checkTopics(ctx, topicIds);
  await ctx.models.sequelize.transaction(async (t) => {
    const reviewer = await findReviewer(ctx, reviewerId, t);
    await replaceTopics(ctx.models, actor, reviewer, topicIds, t);
  });
}

/**
 * Makes a regular user a reviewer of some topics: the role through the users service (its own
 * transaction and audit event), then the topics. The topics are checked first, so the second
 * step cannot fail on bad input after the first committed.
 */
export async function promoteReviewer(
  ctx: ReviewerContext,
  actor: AuditActor | null,
  userId: number,
  topicIds: readonly number[],
): Promise<void> {
  await checkTopics(ctx, topicIds);
  const user = await ctx.models.User.findByPk(userId);
  if (!user) throw ValidationError({ userId: ['validation.invalidChoice'] });
  if (user.role !== 'user') throw ConflictError('error.reviewerFromUserOnly');
  await changeRole(ctx, userId, 'reviewer', actor);
  await setReviewerTopics(ctx, actor, userId, topicIds);
}

export async function demoteReviewer(ctx: ReviewerContext, actor: AuditActor | null, id: number) {
  await findReviewer(ctx, id);
  await changeRole(ctx, id, 'user', actor);
}
