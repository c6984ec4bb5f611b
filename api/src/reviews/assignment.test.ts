import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@conf/common';
import { useTestWorld } from '../test/world.js';
import { type CreatedUser } from '../test/factories.js';
import { createReviewer, fetcherFor, submitAbstract } from '../test/reviews.js';

const world = useTestWorld({ unlimitedAbstracts: true });

const as = (who: CreatedUser) => fetcherFor(world.app, who);
const assign = (thesisId: number, reviewerId: number) =>
  as(world.admin).raw(contract.reviews.admin.assign, {
    params: { id: thesisId },
    body: { reviewerId },
  });

describe('conflicts of interest', () => {
  it('never offers a co-author, matched by e-mail whatever its case and spaces', async () => {
    const reviewer = await createReviewer(world.app.ctx, [world.topics[0]!]);
    const thesis = await submitAbstract(world.app, world.author, {
      topicId: world.topics[0]!,
      authors: [{}, { email: `  ${reviewer.user.email.toUpperCase()} ` }],
    });
    const res = await assign(thesis.id, reviewer.user.id);
    expect(res.status).toBe(409);
    const summary = await as(world.admin)(contract.reviews.admin.thesis, {
      params: { id: thesis.id },
    });
    expect(summary.candidates.find((c) => c.reviewer.id === reviewer.user.id)).toMatchObject({
      inTopic: true,
      conflict: 'coauthor',
    });
  });

  it('never offers one with an author of the same institution, spelled however', async () => {
    const reviewer = await createReviewer(world.app.ctx, [world.topics[0]!], {
      institution: 'Institute of Mathematics and Mechanics',
    });
    const thesis = await submitAbstract(world.app, world.author, {
      topicId: world.topics[0]!,
      authors: [{}, { institution: '  institute OF mathematics  and mechanics. ' }],
    });
    expect((await assign(thesis.id, reviewer.user.id)).status).toBe(409);
    const summary = await as(world.admin)(contract.reviews.admin.thesis, {
      params: { id: thesis.id },
    });
    expect(summary.candidates.find((c) => c.reviewer.id === reviewer.user.id)?.conflict).toBe(
      'institution',
    );
  });

  it('never offers the submitter their own abstract', async () => {
    const reviewer = await createReviewer(world.app.ctx, [world.topics[0]!]);
    const thesis = await world.app.ctx.models.Thesis.create({
      userId: reviewer.user.id,
      title: 'Submitted before becoming a reviewer',
      topicId: world.topics[0]!,
      keywords: ['a', 'b', 'c'],
      status: 'in_editor',
      submittedAt: new Date(),
    });
    expect((await assign(thesis.id, reviewer.user.id)).status).toBe(409);
  });

  it('honours conflicts organisers declare, with their reason, until withdrawn', async () => {
    const reviewer = await createReviewer(world.app.ctx, [world.topics[0]!]);
    const thesis = await submitAbstract(world.app, world.author, {
      topicId: world.topics[0]!,
      authors: [{}],
    });
    const conflict = await as(world.admin)(contract.reviews.admin.addConflict, {
      body: { reviewerId: reviewer.user.id, thesisId: thesis.id, reason: 'Former supervisor' },
    });
    expect(conflict).toMatchObject({
      reviewer: { id: reviewer.user.id },
      thesis: { id: thesis.id },
      reason: 'Former supervisor',
      createdBy: `${world.admin.user.name} ${world.admin.user.surname}`,
    });
    const again = await as(world.admin).raw(contract.reviews.admin.addConflict, {
      body: { reviewerId: reviewer.user.id, thesisId: thesis.id, reason: 'Twice' },
    });
    expect(again.status).toBe(409);
    expect((await assign(thesis.id, reviewer.user.id)).status).toBe(409);
    const listed = await as(world.admin)(contract.reviews.admin.conflicts, {
      query: { thesisId: thesis.id },
    });
    expect(listed.data.map((c) => c.id)).toEqual([conflict.id]);

    await as(world.admin)(contract.reviews.admin.removeConflict, { params: { id: conflict.id } });
    expect((await assign(thesis.id, reviewer.user.id)).status).toBe(201);
    const late = await as(world.admin).raw(contract.reviews.admin.addConflict, {
      body: { reviewerId: reviewer.user.id, thesisId: thesis.id, reason: 'Found out late' },
    });
    expect(late.status).toBe(409);
  });
});

describe('conflicts organisers declare, in automatic assignment', () => {
  it('keeps the reviewer out of the preview, and both changes are in the audit trail', async () => {
    const topic = world.topics[4]!;
    const declared = await createReviewer(world.app.ctx, [topic]);
    const other = await createReviewer(world.app.ctx, [topic]);
    const thesis = await submitAbstract(world.app, world.author, { topicId: topic });
    const preview = () =>
      as(world.admin)(contract.reviews.admin.autoPreview, { body: { topicId: topic } });
    const proposedFor = async () =>
      (await preview()).theses.find((t) => t.thesis.id === thesis.id)!.proposed.map((r) => r.id);
    expect((await proposedFor()).sort()).toEqual([declared.user.id, other.user.id].sort());

    const conflict = await as(world.admin)(contract.reviews.admin.addConflict, {
      body: { reviewerId: declared.user.id, thesisId: thesis.id, reason: 'Same research group' },
    });
    const proposal = await preview();
    const item = proposal.theses.find((t) => t.thesis.id === thesis.id)!;
    expect(item.proposed.map((r) => r.id)).toEqual([other.user.id]);
    expect(item.missing).toBe(1);
    expect(proposal.assignments).not.toContainEqual({
      thesisId: thesis.id,
      reviewerId: declared.user.id,
    });
    const summary = await as(world.admin)(contract.reviews.admin.thesis, {
      params: { id: thesis.id },
    });
    expect(summary.conflicts.map((c) => c.id)).toEqual([conflict.id]);
    expect(summary.candidates.find((c) => c.reviewer.id === declared.user.id)?.conflict).toBe(
      'declared',
    );

    await as(world.admin)(contract.reviews.admin.removeConflict, { params: { id: conflict.id } });
    expect((await proposedFor()).sort()).toEqual([declared.user.id, other.user.id].sort());
    const events = await world.app.ctx.models.AuditEvent.findAll({
      where: {
        resource: 'thesis',
        resourceId: String(thesis.id),
        action: ['review.conflict.add', 'review.conflict.remove'],
      },
      order: [['id', 'ASC']],
    });
    expect(events.map((e) => [e.action, e.actorId])).toEqual([
      ['review.conflict.add', world.admin.user.id],
      ['review.conflict.remove', world.admin.user.id],
    ]);
    expect(events[0]!.after).toMatchObject({
      reviewerId: declared.user.id,
      reason: 'Same research group',
    });
    expect(events[1]!.before).toMatchObject({ reviewerId: declared.user.id });
  });
});

describe('assigning by hand', () => {
  it('withdraws a reviewer who has not reviewed; refuses on a decided abstract', async () => {
    const reviewer = await createReviewer(world.app.ctx, [world.topics[3]!]);
    const thesis = await submitAbstract(world.app, world.author, { topicId: world.topics[3]! });
    expect((await assign(thesis.id, reviewer.user.id)).status).toBe(201);
    const after = await as(world.admin)(contract.reviews.admin.unassign, {
      params: { id: thesis.id, reviewerId: reviewer.user.id },
    });
    expect(after.assignments).toEqual([]);
    await as(world.admin)(contract.theses.reject, {
      params: { id: thesis.id },
      body: { reason: 'No' },
    });
    const closed = await assign(thesis.id, reviewer.user.id);
    expect(closed.status).toBe(409);
  });
});

describe('assign automatically', () => {
  const topic = () => world.topics[5]!;
  let reviewers: CreatedUser[];
  let theses: number[];
  let conflicted: CreatedUser;

  beforeAll(async () => {
    reviewers = [];
    for (let i = 0; i < 3; i++) reviewers.push(await createReviewer(world.app.ctx, [topic()]));
    // Also a reviewer of another topic, who must never be proposed here.
    await createReviewer(world.app.ctx, [world.topics[6]!]);
    theses = [];
    for (let i = 0; i < 4; i++) {
      theses.push((await submitAbstract(world.app, world.author, { topicId: topic() })).id);
    }
    // An existing assignment is kept and counts; a co-author is never proposed.
    conflicted = reviewers[2]!;
    await assign(theses[0]!, reviewers[0]!.user.id);
    const coauthored = await submitAbstract(world.app, world.author, {
      topicId: topic(),
      authors: [{}, { email: conflicted.user.email }],
    });
    theses.push(coauthored.id);
  });

  it('proposes N reviewers per abstract, balanced, without saving anything', async () => {
    const before = await world.app.ctx.models.ReviewAssignment.count();
    const proposal = await as(world.admin)(contract.reviews.admin.autoPreview, {
      body: { topicId: topic() },
    });
    expect(await world.app.ctx.models.ReviewAssignment.count()).toBe(before);
    expect(proposal.reviewersPerAbstract).toBe(2);
    // 5 abstracts x 2, one already assigned: 9 new pairs.
    expect(proposal.assignments).toHaveLength(9);
    const reviewerIds = new Set(reviewers.map((r) => r.user.id));
    for (const pair of proposal.assignments) expect(reviewerIds.has(pair.reviewerId)).toBe(true);
    const coauthored = theses[4]!;
    expect(proposal.assignments).not.toContainEqual({
      thesisId: coauthored,
      reviewerId: conflicted.user.id,
    });
    for (const id of theses) {
      const item = proposal.theses.find((t) => t.thesis.id === id)!;
      expect(item.existing.length + item.proposed.length).toBe(2);
      expect(item.missing).toBe(0);
    }
    const first = proposal.theses.find((t) => t.thesis.id === theses[0])!;
    expect(first.existing.map((r) => r.id)).toEqual([reviewers[0]!.user.id]);
    const loads = proposal.load.map((l) => l.after);
    expect(loads.reduce((a, b) => a + b, 0)).toBe(10);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
  });

  it('refuses a proposal made stale by a change since the preview', async () => {
    const proposal = await as(world.admin)(contract.reviews.admin.autoPreview, {
      body: { topicId: topic() },
    });
    const extra = await createReviewer(world.app.ctx, [topic()]);
    const stale = await as(world.admin).raw(contract.reviews.admin.autoApply, {
      body: {
        topicId: topic(),
        fingerprint: proposal.fingerprint,
        assignments: proposal.assignments,
      },
    });
    expect(stale.status).toBe(409);
    await as(world.admin)(contract.reviews.admin.demote, { params: { id: extra.user.id } });
  });

  it('refuses pairs the proposal did not hold', async () => {
    const proposal = await as(world.admin)(contract.reviews.admin.autoPreview, {
      body: { topicId: topic() },
    });
    const forged = await as(world.admin).raw(contract.reviews.admin.autoApply, {
      body: {
        topicId: topic(),
        fingerprint: proposal.fingerprint,
        assignments: [{ thesisId: theses[4]!, reviewerId: conflicted.user.id }],
      },
    });
    expect(forged.status).toBe(409);
  });

  it('saves exactly the pairs shown, mails each reviewer once, and cannot be replayed', async () => {
    const proposal = await as(world.admin)(contract.reviews.admin.autoPreview, {
      body: { topicId: topic() },
    });
    const kept = proposal.assignments.slice(0, -1);
    const outboxBefore = world.app.outbox().length;
    const result = await as(world.admin)(contract.reviews.admin.autoApply, {
      body: { topicId: topic(), fingerprint: proposal.fingerprint, assignments: kept },
    });
    expect(result.created).toBe(kept.length);
    const saved = await world.app.ctx.models.ReviewAssignment.findAll({
      where: { thesisId: theses },
    });
    for (const pair of kept) {
      expect(
        saved.some((a) => a.thesisId === pair.thesisId && a.reviewerId === pair.reviewerId),
      ).toBe(true);
    }
    const dropped = proposal.assignments.at(-1)!;
    expect(
      saved.some((a) => a.thesisId === dropped.thesisId && a.reviewerId === dropped.reviewerId),
    ).toBe(false);
    const mailed = new Set(kept.map((p) => p.reviewerId)).size;
    expect(world.app.outbox().length - outboxBefore).toBe(mailed);
    const events = await world.app.ctx.models.AuditEvent.count({
      where: { action: 'review.assign', resourceId: kept.map((p) => String(p.thesisId)) },
    });
    expect(events).toBeGreaterThanOrEqual(kept.length);

    const replay = await as(world.admin).raw(contract.reviews.admin.autoApply, {
      body: { topicId: topic(), fingerprint: proposal.fingerprint, assignments: kept },
    });
    expect(replay.status).toBe(409);
    const rest = await as(world.admin)(contract.reviews.admin.autoPreview, {
      body: { topicId: topic() },
    });
    expect(rest.assignments).toEqual([dropped]);
  });
});
