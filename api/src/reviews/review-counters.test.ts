import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { startTestApp, type TestApp } from '../test/app.js';
import { createUser, type CreatedUser } from '../test/factories.js';
import { createReviewer, submitAbstract, topicIds } from '../test/reviews.js';
import {
  activeAssignmentSql,
  currentReviewSql,
  openStatusesSql,
  progressOfOne,
} from './progress.js';
import { reviewerLoads } from './reviewers.js';

/**
 * theses.reviews_complete (migration 0072) and reviewer_loads (0073) are written by triggers,
 * whatever changes the rows they derive from; these tests write those rows in SQL, as no
 * service path would alone, and check both against the definitions of progress.ts (built on
 * common's rules) at each step.
 */

let app: TestApp;
let author: CreatedUser;
let reviewers: CreatedUser[];
let topic: number;
beforeAll(async () => {
  app = await startTestApp();
  author = await createUser(app.ctx);
  topic = (await topicIds(app.ctx))[0]!;
  reviewers = [];
  for (let i = 0; i < 3; i++) reviewers.push(await createReviewer(app.ctx, [topic]));
});
afterAll(() => app.close());

const sql = (text: string, replacements: Record<string, unknown> = {}) =>
  app.ctx.models.sequelize.query(text, { replacements });

const assign = async (thesisId: number, reviewer: CreatedUser) => {
  const [row] = await app.ctx.models.sequelize.query<{ id: number }>(
    `INSERT INTO review_assignments (thesis_id, reviewer_id, created_at)
     VALUES (:thesisId, :reviewerId, now()) RETURNING id`,
    { type: QueryTypes.SELECT, replacements: { thesisId, reviewerId: reviewer.user.id } },
  );
  return row!.id;
};

const reviewSql = `INSERT INTO reviews (assignment_id, originality, relevance, clarity,
  recommendation, version, created_at, updated_at)
  VALUES (:assignmentId, 4, 4, 4, 'accept', :version, now(), now())`;

/** The reviewers' loads computed from scratch, the way reviewer_loads must count them. */
async function loadsFromScratch(ids: number[]) {
  const rows = await app.ctx.models.sequelize.query<{
    reviewer_id: number;
    assigned: number;
    done: number;
    pending: number;
  }>(
    `SELECT a.reviewer_id, COUNT(*)::int AS assigned, COUNT(r.id)::int AS done,
            (COUNT(*) FILTER (WHERE t.status IN (${openStatusesSql})
               AND NOT ${currentReviewSql('r', 't.id')}))::int AS pending
       FROM review_assignments a
       JOIN theses t ON t.id = a.thesis_id
       LEFT JOIN reviews r ON r.assignment_id = a.id
      WHERE ${activeAssignmentSql('a')} AND a.reviewer_id IN (:ids)
      GROUP BY a.reviewer_id`,
    { type: QueryTypes.SELECT, replacements: { ids } },
  );
  const out = new Map(ids.map((id) => [id, { assigned: 0, done: 0, pending: 0 }]));
  for (const { reviewer_id, ...load } of rows) out.set(reviewer_id, load);
  return out;
}

/** The column, after checking it and the reviewers' loads against their definitions. */
async function completeColumn(thesisId: number): Promise<boolean> {
  const thesis = await app.ctx.models.Thesis.findByPk(thesisId);
  const progress = await progressOfOne(app.ctx.models, thesisId);
  expect(thesis!.reviewsComplete).toBe(progress.complete);
  const ids = reviewers.map((r) => r.user.id);
  expect(await reviewerLoads(app.ctx.models, ids)).toEqual(await loadsFromScratch(ids));
  return thesis!.reviewsComplete;
}

describe('reviews_complete, kept by triggers', () => {
  it('follows assignments, reviews, declines and new archive versions', async () => {
    const { id } = await submitAbstract(app, author, { topicId: topic });
    expect(await completeColumn(id)).toBe(false);

    const [a, b] = [await assign(id, reviewers[0]!), await assign(id, reviewers[1]!)];
    await sql(reviewSql, { assignmentId: a, version: 1 });
    expect(await completeColumn(id)).toBe(false);
    await sql(reviewSql, { assignmentId: b, version: 1 });
    expect(await completeColumn(id)).toBe(true);

    // A resubmission makes both reviews stale; one statement brings both up to date.
    await sql(
      `INSERT INTO thesis_files (thesis_id, version, stored_name, original_name, size,
      sha256, created_at) VALUES (:id, 2, 'v2.zip', 'v2.zip', 1, :sha, now())`,
      {
        id,
        sha: '0'.repeat(64),
      },
    );
    expect(await completeColumn(id)).toBe(false);
    await sql('UPDATE reviews SET version = 2 WHERE assignment_id IN (:ids)', { ids: [a, b] });
    expect(await completeColumn(id)).toBe(true);

    const c = await assign(id, reviewers[2]!);
    expect(await completeColumn(id)).toBe(false);
    await sql(
      `UPDATE review_assignments SET declined_at = now(), decline_reason = 'Away' WHERE id = :c`,
      { c },
    );
    expect(await completeColumn(id)).toBe(true);
    await sql('DELETE FROM review_assignments WHERE id = :c', { c });
    expect(await completeColumn(id)).toBe(true);

    // Decided: nothing is pending any more; open again, it is.
    await sql(`UPDATE theses SET status = 'accepted' WHERE id = :id`, { id });
    expect(await completeColumn(id)).toBe(true);
    await sql(`UPDATE theses SET status = 'revised' WHERE id = :id`, { id });
    expect(await completeColumn(id)).toBe(true);

    await sql('DELETE FROM thesis_files WHERE thesis_id = :id AND version = 2', { id });
    expect(await completeColumn(id)).toBe(true);
    await sql('DELETE FROM reviews WHERE assignment_id = :b', { b });
    expect(await completeColumn(id)).toBe(false);
    await sql('DELETE FROM review_assignments WHERE id IN (:ids)', { ids: [a, b] });
    expect(await completeColumn(id)).toBe(false);
  });

  it('counts two last reviews written at the same moment', async () => {
    const { id } = await submitAbstract(app, author, { topicId: topic });
    const [a, b] = [await assign(id, reviewers[0]!), await assign(id, reviewers[1]!)];
    const { sequelize } = app.ctx.models;
    const first = await sequelize.transaction();
    const second = await sequelize.transaction();
    try {
      // Neither sees the other's review when it writes its own: the second waits on the
      // abstract's row the first's trigger locked, then reads what the first committed.
      await sequelize.query(reviewSql, {
        replacements: { assignmentId: a, version: 1 },
        transaction: first,
      });
      const secondWrite = sequelize.query(reviewSql, {
        replacements: { assignmentId: b, version: 1 },
        transaction: second,
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await first.commit();
      await secondWrite;
      await second.commit();
    } catch (err) {
      await Promise.allSettled([first.rollback(), second.rollback()]);
      throw err;
    }
    expect(await completeColumn(id)).toBe(true);
  });

  it('keeps no load for a deleted reviewer', async () => {
    const { id } = await submitAbstract(app, author, { topicId: topic });
    const leaving = await createReviewer(app.ctx, [topic]);
    await assign(id, leaving);
    expect((await reviewerLoads(app.ctx.models, [leaving.user.id])).get(leaving.user.id)).toEqual({
      assigned: 1,
      done: 0,
      pending: 1,
    });
    await leaving.user.destroy();
    const [row] = await app.ctx.models.sequelize.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM reviewer_loads WHERE reviewer_id = :id',
      { type: QueryTypes.SELECT, replacements: { id: leaving.user.id } },
    );
    expect(row!.n).toBe(0);
  });
});
