import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type ReviewInput } from '@conf/common';
import { useTestWorld } from '../test/world.js';
import { type CreatedUser } from '../test/factories.js';
import { createReviewer, fetcherFor, submitAbstract } from '../test/reviews.js';
import { connectSocket, nextEvent } from '../test/sockets.js';

/**
 * Review drafts kept on the server (never counted, never shown to organisers) and assignments a
 * reviewer declines with a reason (gone from their list, shown to organisers, who reassign).
 */

const world = useTestWorld({ admin: { locale: 'en' }, unlimitedAbstracts: true });

const as = (who: CreatedUser, locale = 'en') => fetcherFor(world.app, who, locale);
const review: ReviewInput = {
  originality: 4,
  relevance: 4,
  clarity: 4,
  recommendation: 'accept',
  commentForAuthor: 'Good.',
  confidentialComment: 'Fine work.',
};
const assign = (thesisId: number, reviewer: CreatedUser) =>
  as(world.admin)(contract.reviews.admin.assign, {
    params: { id: thesisId },
    body: { reviewerId: reviewer.user.id },
  });
const auditOf = (thesisId: number, action: string) =>
  world.app.ctx.models.AuditEvent.findAll({
    where: { resource: 'thesis', resourceId: String(thesisId), action },
    order: [['id', 'ASC']],
  });
const progressIn = async (thesisId: number, reviewsComplete?: 'true' | 'false') => {
  const list = await as(world.admin)(contract.theses.adminList, {
    query: reviewsComplete ? { reviewsComplete } : {},
  });
  return list.data.find((t) => t.id === thesisId)?.reviews;
};

describe('a review draft kept on the server', () => {
  let reviewer: CreatedUser;
  let thesisId: number;
  beforeAll(async () => {
    reviewer = await createReviewer(world.app.ctx, [world.topics[0]!]);
    thesisId = (await submitAbstract(world.app, world.author, { topicId: world.topics[0]! })).id;
    await assign(thesisId, reviewer);
  });

  it('keeps an unfinished draft for the reviewer alone, checked but incomplete', async () => {
    const bad = await as(reviewer).raw(contract.reviews.saveDraft, {
      params: { id: thesisId },
      body: { originality: 7, recommendation: 'maybe' as never },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: { originality: [expect.any(String)], recommendation: [expect.any(String)] },
    });

    const saved = await as(reviewer)(contract.reviews.saveDraft, {
      params: { id: thesisId },
      body: { originality: 3, recommendation: '', confidentialComment: 'Half read' },
    });
    expect(saved.review).toBeNull();
    expect(saved.draft).toMatchObject({
      originality: 3,
      relevance: null,
      clarity: null,
      recommendation: null,
      commentForAuthor: '',
      confidentialComment: 'Half read',
    });
    // Another device: the same draft comes back from the server.
    const elsewhere = await as(reviewer)(contract.reviews.thesis, { params: { id: thesisId } });
    expect(elsewhere.draft).toEqual(saved.draft);

    const other = await createReviewer(world.app.ctx, [world.topics[0]!]);
    const foreign = await as(other).raw(contract.reviews.saveDraft, {
      params: { id: thesisId },
      body: { originality: 1 },
    });
    expect(foreign.status).toBe(404);
  });

  it('is not a review: organisers neither count nor read it, the queue still asks for one', async () => {
    const summary = await as(world.admin)(contract.reviews.admin.thesis, {
      params: { id: thesisId },
    });
    expect(summary.progress).toMatchObject({ assigned: 1, done: 0, complete: false, mean: null });
    expect(summary.assignments[0]).toMatchObject({ review: null });
    expect(JSON.stringify(summary)).not.toContain('Half read');
    expect(await progressIn(thesisId, 'false')).toMatchObject({ done: 0, complete: false });
    expect(await progressIn(thesisId, 'true')).toBeUndefined();

    const counts = await as(reviewer)(contract.reviews.summary);
    expect(counts).toMatchObject({ assigned: 1, toReview: 1, reviewed: 0 });
    const queue = await as(reviewer)(contract.reviews.queue, { query: { reviewed: 'false' } });
    expect(queue.data.find((q) => q.id === thesisId)).toMatchObject({ draft: true, review: null });
    expect((await as(reviewer)(contract.reviews.finished)).total).toBe(0);
    const listed = await as(world.admin)(contract.reviews.admin.reviewers, {
      query: { q: reviewer.user.email },
    });
    expect(listed.data[0]!.load).toEqual({ assigned: 1, done: 0, pending: 1 });
  });

  it('records each change in the audit trail, and nothing when it is the same', async () => {
    const before = (await auditOf(thesisId, 'review.draft')).length;
    await as(reviewer)(contract.reviews.saveDraft, {
      params: { id: thesisId },
      body: { originality: 3, confidentialComment: 'Half read' },
    });
    expect((await auditOf(thesisId, 'review.draft')).length).toBe(before);
    await as(reviewer)(contract.reviews.saveDraft, {
      params: { id: thesisId },
      body: { originality: 3, clarity: 2, confidentialComment: 'Half read' },
    });
    const events = await auditOf(thesisId, 'review.draft');
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({
      actorId: reviewer.user.id,
      before: { clarity: null },
      after: { clarity: 2 },
    });
  });

  it('is done with once the review is submitted; a later draft leaves the review as it was', async () => {
    const submitted = await as(reviewer)(contract.reviews.save, {
      params: { id: thesisId },
      body: review,
    });
    expect(submitted).toMatchObject({ draft: null, review: { clarity: 4 }, reviewCurrent: true });
    expect(await world.app.ctx.models.ReviewDraft.count()).toBe(0);
    expect(await progressIn(thesisId, 'true')).toMatchObject({ done: 1, complete: true });

    // Changes in progress: the submitted review still stands, counted as it was.
    const changing = await as(reviewer)(contract.reviews.saveDraft, {
      params: { id: thesisId },
      body: { ...review, clarity: 1, recommendation: 'reject' },
    });
    expect(changing).toMatchObject({
      review: { clarity: 4, recommendation: 'accept' },
      draft: { clarity: 1, recommendation: 'reject' },
    });
    const summary = await as(world.admin)(contract.reviews.admin.thesis, {
      params: { id: thesisId },
    });
    expect(summary.recommendations).toEqual({ accept: 1, revise: 0, reject: 0 });
    expect(summary.means.clarity).toBe(4);

    await as(world.admin)(contract.theses.accept, { params: { id: thesisId } });
    const late = await as(reviewer).raw(contract.reviews.saveDraft, {
      params: { id: thesisId },
      body: { clarity: 2 },
    });
    expect(late.status).toBe(409);
  });
});

describe('declining an assignment', () => {
  let decliner: CreatedUser;
  let colleague: CreatedUser;
  let spare: CreatedUser;
  let thesisId: number;
  beforeAll(async () => {
    decliner = await createReviewer(world.app.ctx, [world.topics[1]!]);
    colleague = await createReviewer(world.app.ctx, [world.topics[1]!]);
    thesisId = (await submitAbstract(world.app, world.author, { topicId: world.topics[1]! })).id;
    await assign(thesisId, decliner);
    await assign(thesisId, colleague);
    await as(colleague)(contract.reviews.save, { params: { id: thesisId }, body: review });
    await as(decliner)(contract.reviews.bookmark, {
      params: { id: thesisId },
      body: { bookmarked: true },
    });
    await as(decliner)(contract.reviews.saveDraft, {
      params: { id: thesisId },
      body: { originality: 2 },
    });
    // Made after the two, so automatic assignment has someone else to propose.
    spare = await createReviewer(world.app.ctx, [world.topics[1]!]);
  });

  it('wants a reason, and refuses anyone but the assigned reviewer', async () => {
    const empty = await as(decliner).raw(contract.reviews.decline, {
      params: { id: thesisId },
      body: { reason: '   ' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: { reason: [expect.any(String)] } });
    const stranger = await as(spare).raw(contract.reviews.decline, {
      params: { id: thesisId },
      body: { reason: 'Not mine' },
    });
    expect(stranger.status).toBe(404);
    // Once reviewed, the review stands: the colleague cannot decline any more.
    const reviewed = await as(colleague).raw(contract.reviews.decline, {
      params: { id: thesisId },
      body: { reason: 'Changed my mind' },
    });
    expect(reviewed.status).toBe(409);
    expect(reviewed.body).toMatchObject({ message: expect.stringMatching(/already submitted/) });
  });

  it('takes the abstract out of their list, and completes the reviews without them', async () => {
    const socket = await connectSocket(world.app.url, { auth: { token: world.admin.token } });
    // The author's own socket: a reviewer's decline is the organisers' business only.
    const authorSocket = await connectSocket(world.app.url, {
      auth: { token: world.author.token },
    });
    const authorHeard: string[] = [];
    authorSocket.onAny((event: string) => authorHeard.push(event));
    try {
      const complete = nextEvent(socket, 'reviews_complete', (e) => e.thesisId === thesisId);
      const declined = nextEvent(
        socket,
        'new_notification',
        (n) => n.type === 'review_declined' && n.thesisId === thesisId,
      );
      const res = await as(decliner).raw(contract.reviews.decline, {
        params: { id: thesisId },
        body: { reason: '  Travelling all September  ' },
      });
      expect(res.status).toBe(204);
      // The organisers' consoles (web and desktop) show it: who declined which abstract.
      const thesis = await world.app.ctx.models.Thesis.findByPk(thesisId);
      expect(await declined).toEqual({
        type: 'review_declined',
        thesisId,
        title: thesis!.title,
        userName: `${decliner.user.name} ${decliner.user.surname}`,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(await complete).toMatchObject({ thesisId, assigned: 1, done: 1 });
      expect(authorHeard).toEqual([]);
    } finally {
      socket.close();
      authorSocket.close();
    }
    const queue = await as(decliner)(contract.reviews.queue);
    expect(queue.data.map((q) => q.id)).not.toContain(thesisId);
    expect(await as(decliner)(contract.reviews.summary)).toMatchObject({
      assigned: 0,
      toReview: 0,
      bookmarks: 0,
    });
    const gone = await as(decliner).raw(contract.reviews.thesis, { params: { id: thesisId } });
    expect(gone.status).toBe(404);
    const again = await as(decliner).raw(contract.reviews.decline, {
      params: { id: thesisId },
      body: { reason: 'Twice' },
    });
    expect(again.status).toBe(404);
    const assignment = await world.app.ctx.models.ReviewAssignment.findOne({
      where: { thesisId, reviewerId: decliner.user.id },
    });
    expect(
      await world.app.ctx.models.ReviewDraft.count({ where: { assignmentId: assignment!.id } }),
    ).toBe(0);

    const [event] = await auditOf(thesisId, 'review.decline');
    expect(event).toMatchObject({
      actorId: decliner.user.id,
      actorRole: 'reviewer',
      after: { reviewerId: decliner.user.id, reason: 'Travelling all September' },
    });
    // The dashboard's recent activity names it too.
    const { recentActivity } = await as(world.admin)(contract.admin.dashboard);
    expect(recentActivity[0]).toMatchObject({
      type: 'review_declined',
      thesisId,
      userId: decliner.user.id,
      userName: `${decliner.user.name} ${decliner.user.surname}`,
    });
  });

  it('shows organisers who declined and why, and lets them reassign', async () => {
    const summary = await as(world.admin)(contract.reviews.admin.thesis, {
      params: { id: thesisId },
    });
    expect(summary.progress).toMatchObject({ assigned: 1, done: 1, complete: true });
    const declined = summary.assignments.find((a) => a.reviewer.id === decliner.user.id)!;
    expect(declined).toMatchObject({
      review: null,
      declined: { reason: 'Travelling all September', at: expect.any(String) },
      abilities: { unassign: true },
    });
    const listed = await as(world.admin)(contract.reviews.admin.reviewers, {
      query: { q: decliner.user.email },
    });
    expect(listed.data[0]!.load).toEqual({ assigned: 0, done: 0, pending: 0 });

    // Automatic assignment fills the place with someone else, never the one who declined.
    const proposal = await as(world.admin)(contract.reviews.admin.autoPreview, {
      body: { topicId: world.topics[1] },
    });
    const item = proposal.theses.find((t) => t.thesis.id === thesisId)!;
    expect(item.existing.map((r) => r.id)).toEqual([colleague.user.id]);
    expect(item.proposed.map((r) => r.id)).toEqual([spare.user.id]);
    await as(world.admin)(contract.reviews.admin.autoApply, {
      body: {
        topicId: world.topics[1],
        fingerprint: proposal.fingerprint,
        assignments: proposal.assignments,
      },
    });
    // Withdrawing the declined assignment lets organisers ask the same reviewer again.
    await as(world.admin)(contract.reviews.admin.unassign, {
      params: { id: thesisId, reviewerId: decliner.user.id },
    });
    const asked = await assign(thesisId, decliner);
    expect(asked.assignments.find((a) => a.reviewer.id === decliner.user.id)).toMatchObject({
      declined: null,
    });
    expect((await as(decliner)(contract.reviews.queue)).data.map((q) => q.id)).toContain(thesisId);
  });

  it('shows the decline in the organisers’ timeline only', async () => {
    const timeline = await as(world.admin)(contract.timeline.admin, { params: { id: thesisId } });
    const entry = timeline.entries.find((e) => e.kind === 'reviewer_declined');
    expect(entry).toMatchObject({
      reason: 'Travelling all September',
      actor: { role: 'reviewer', id: decliner.user.id },
      reviewer: { id: decliner.user.id },
    });
    const mine = await as(world.author)(contract.timeline.mine, { params: { id: thesisId } });
    expect(mine.entries.map((e) => e.kind)).not.toContain('reviewer_declined');
    expect(JSON.stringify(mine)).not.toContain('Travelling');
  });

  it('is refused once the organisers have decided', async () => {
    await as(world.admin)(contract.theses.reject, {
      params: { id: thesisId },
      body: { reason: 'No' },
    });
    const late = await as(decliner).raw(contract.reviews.decline, {
      params: { id: thesisId },
      body: { reason: 'Too late' },
    });
    expect(late.status).toBe(409);
  });
});
