import { crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiCallError, contract, type ReviewInput } from '@conf/common';
import { emlText } from '../test/app.js';
import { useTestWorld } from '../test/world.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { createReviewer, fetcherFor, submitAbstract } from '../test/reviews.js';
import { connectSocket, nextEvent } from '../test/sockets.js';
import { abstractZip, buildZip } from '../test/zip.js';

const world = useTestWorld({ admin: { locale: 'en' } });

const as = (who: CreatedUser | null, locale = 'en') => fetcherFor(world.app, who, locale);
const review = (overrides: Partial<ReviewInput> = {}): ReviewInput => ({
  originality: 4,
  relevance: 5,
  clarity: 3,
  recommendation: 'accept',
  commentForAuthor: 'A clear contribution; please cite the classical results.',
  confidentialComment: 'Solid, not groundbreaking.',
  ...overrides,
});
const mailsTo = (email: string) =>
  world.app
    .outbox()
    .filter((eml) => eml.includes(`To: ${email}`))
    .map(emlText);
const statusOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (err: unknown) => (err instanceof ApiCallError ? err.status : 0),
  );

describe('managing reviewers', () => {
  it('makes a user a reviewer of topics, lists them with load, changes topics, demotes', async () => {
    const user = await createUser(world.app.ctx);
    const created = await as(world.admin)(contract.reviews.admin.promote, {
      body: { userId: user.user.id, topicIds: [world.topics[2]!, world.topics[0]!] },
    });
    expect(created).toMatchObject({
      id: user.user.id,
      email: user.user.email,
      topics: [{ id: world.topics[0] }, { id: world.topics[2] }],
      load: { assigned: 0, done: 0, pending: 0 },
    });
    await user.user.reload();
    expect(user.user.role).toBe('reviewer');

    const listed = await as(world.admin)(contract.reviews.admin.reviewers, {
      query: { topicId: world.topics[2], q: user.user.surname },
    });
    expect(listed.data.map((r) => r.id)).toEqual([user.user.id]);

    const changed = await as(world.admin)(contract.reviews.admin.topics, {
      params: { id: user.user.id },
      body: { topicIds: [world.topics[1]!] },
    });
    expect(changed.topics.map((t) => t.id)).toEqual([world.topics[1]]);

    await as(world.admin)(contract.reviews.admin.demote, { params: { id: user.user.id } });
    await user.user.reload();
    expect(user.user.role).toBe('user');
    expect(
      await world.app.ctx.models.ReviewerTopic.count({ where: { userId: user.user.id } }),
    ).toBe(0);
  });

  it('refuses unknown topics, organisers and users who are not reviewers', async () => {
    const user = await createUser(world.app.ctx);
    const bad = await as(world.admin).raw(contract.reviews.admin.promote, {
      body: { userId: user.user.id, topicIds: [999_999] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { topicIds: [expect.any(String)] } });
    const other = await createAdmin(world.app.ctx);
    const promoteAdmin = await as(world.admin, 'az').raw(contract.reviews.admin.promote, {
      body: { userId: other.user.id, topicIds: [] },
    });
    expect(promoteAdmin.status).toBe(409);
    expect(promoteAdmin.body).toMatchObject({ message: expect.stringMatching(/rəyçi/) });
    const notReviewer = await as(world.admin).raw(contract.reviews.admin.topics, {
      params: { id: user.user.id },
      body: { topicIds: [] },
    });
    expect(notReviewer.status).toBe(404);
  });
});

describe('a review, from assignment to decision', () => {
  let first: CreatedUser;
  let second: CreatedUser;
  let thesisId: number;

  beforeAll(async () => {
    first = await createReviewer(world.app.ctx, [world.topics[0]!], { locale: 'az' });
    second = await createReviewer(world.app.ctx, [world.topics[0]!]);
    thesisId = (await submitAbstract(world.app, world.author, { topicId: world.topics[0]! })).id;
  });

  it('mails the reviewer in their language when assigned and queues the abstract', async () => {
    const summary = await as(world.admin)(contract.reviews.admin.assign, {
      params: { id: thesisId },
      body: { reviewerId: first.user.id },
    });
    expect(summary.assignments.map((a) => a.reviewer.id)).toEqual([first.user.id]);
    expect(summary.progress).toMatchObject({ assigned: 1, done: 0, complete: false });
    const mail = mailsTo(first.user.email).at(-1)!;
    expect(mail).toContain('Salam');
    expect(mail).toContain(`#${thesisId}`);
    expect(mail).toContain('/az/user/panel/reviews');

    const queue = await as(first)(contract.reviews.queue);
    expect(queue.data).toEqual([
      expect.objectContaining({ id: thesisId, review: null, bookmarked: false, version: 1 }),
    ]);
    expect((await as(first)(contract.reviews.queue, { query: { reviewed: 'true' } })).total).toBe(
      0,
    );
    expect(await as(first)(contract.reviews.summary)).toMatchObject({
      assigned: 1,
      toReview: 1,
      reviewed: 0,
      bookmarks: 0,
      topics: [{ id: world.topics[0] }],
    });
  });

  it('refuses a second assignment of the same reviewer', async () => {
    const again = await as(world.admin).raw(contract.reviews.admin.assign, {
      params: { id: thesisId },
      body: { reviewerId: first.user.id },
    });
    expect(again.status).toBe(409);
    const notReviewer = await as(world.admin).raw(contract.reviews.admin.assign, {
      params: { id: thesisId },
      body: { reviewerId: world.author.user.id },
    });
    expect(notReviewer.status).toBe(422);
    expect(notReviewer.body).toMatchObject({ errors: { reviewerId: [expect.any(String)] } });
  });

  it('checks the scores field by field and keeps nothing of a bad review', async () => {
    const res = await as(first, 'en').raw(contract.reviews.save, {
      params: { id: thesisId },
      body: { ...review(), originality: 6, recommendation: 'maybe' as 'accept' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      errors: {
        originality: ['Choose a score from 1 to 5'],
        recommendation: [expect.any(String)],
      },
    });
    expect(await world.app.ctx.models.Review.count()).toBe(0);
  });

  it('saves and edits the review; the queue and the counts follow', async () => {
    const saved = await as(first)(contract.reviews.save, {
      params: { id: thesisId },
      body: review(),
    });
    expect(saved.review).toMatchObject({ ...review(), version: 1 });
    expect(saved.reviewCurrent).toBe(true);
    const edited = await as(first)(contract.reviews.save, {
      params: { id: thesisId },
      body: review({ clarity: 4, recommendation: 'revise' }),
    });
    expect(edited.review).toMatchObject({ clarity: 4, recommendation: 'revise' });
    expect(await world.app.ctx.models.Review.count()).toBe(1);
    const reviewed = await as(first)(contract.reviews.queue, { query: { reviewed: 'true' } });
    expect(reviewed.data[0]).toMatchObject({
      id: thesisId,
      review: { recommendation: 'revise', current: true },
    });
    expect(await as(first)(contract.reviews.summary)).toMatchObject({ toReview: 0, reviewed: 1 });
    const finished = await as(first)(contract.reviews.finished);
    expect(finished.data).toEqual([
      expect.objectContaining({
        thesis: expect.objectContaining({ id: thesisId }),
        current: true,
        editable: true,
      }),
    ]);
  });

  it('bookmarks: the count, the filter, and back', async () => {
    await as(first)(contract.reviews.bookmark, {
      params: { id: thesisId },
      body: { bookmarked: true },
    });
    await as(first)(contract.reviews.bookmark, {
      params: { id: thesisId },
      body: { bookmarked: true },
    });
    expect((await as(first)(contract.reviews.summary)).bookmarks).toBe(1);
    const marked = await as(first)(contract.reviews.queue, { query: { bookmarked: 'true' } });
    expect(marked.data.map((t) => t.id)).toEqual([thesisId]);
    await as(first)(contract.reviews.bookmark, {
      params: { id: thesisId },
      body: { bookmarked: false },
    });
    expect((await as(first)(contract.reviews.summary)).bookmarks).toBe(0);
  });

  it('announces to organisers, by socket and mail, when the last review is in', async () => {
    await as(world.admin)(contract.reviews.admin.assign, {
      params: { id: thesisId },
      body: { reviewerId: second.user.id },
    });
    const listed = await as(world.admin)(contract.theses.adminList, { query: { q: '' } });
    expect(listed.data.find((t) => t.id === thesisId)?.reviews).toMatchObject({
      assigned: 2,
      done: 1,
      complete: false,
    });
    const socket = await connectSocket(world.app.url, { auth: { token: world.admin.token } });
    try {
      const complete = nextEvent(socket, 'reviews_complete', (e) => e.thesisId === thesisId);
      await as(second)(contract.reviews.save, {
        params: { id: thesisId },
        body: review({ originality: 2, relevance: 2, clarity: 2, recommendation: 'reject' }),
      });
      expect(await complete).toMatchObject({ thesisId, assigned: 2, done: 2, mean: 3.2 });
    } finally {
      socket.close();
    }
    expect(mailsTo(world.admin.user.email).at(-1)).toContain('All 2 reviews');

    const summary = await as(world.admin)(contract.reviews.admin.thesis, {
      params: { id: thesisId },
    });
    expect(summary).toMatchObject({
      open: true,
      blind: true,
      reviewersPerAbstract: 2,
      progress: { assigned: 2, done: 2, complete: true, mean: 3.2 },
      means: { originality: 3, relevance: 3.5, clarity: 3, overall: 3.2 },
      recommendations: { accept: 0, revise: 1, reject: 1 },
    });
    expect(summary.assignments[0]!.review).toMatchObject({
      confidentialComment: 'Solid, not groundbreaking.',
    });
    const complete = await as(world.admin)(contract.theses.adminList, {
      query: { reviewsComplete: 'true' },
    });
    expect(complete.data.map((t) => t.id)).toContain(thesisId);
    const incomplete = await as(world.admin)(contract.theses.adminList, {
      query: { reviewsComplete: 'false' },
    });
    expect(incomplete.data.map((t) => t.id)).not.toContain(thesisId);
  });

  it('refuses to withdraw a reviewer who has reviewed', async () => {
    const res = await as(world.admin).raw(contract.reviews.admin.unassign, {
      params: { id: thesisId, reviewerId: first.user.id },
    });
    expect(res.status).toBe(409);
  });

  it('asks again after a resubmission, and closes once the organisers decide', async () => {
    await as(world.admin)(contract.theses.reject, {
      params: { id: thesisId },
      body: { reason: 'Please shorten the abstract.' },
    });
    expect(
      await statusOf(
        as(first)(contract.reviews.save, { params: { id: thesisId }, body: review() }),
      ),
    ).toBe(409);
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(abstractZip())], { type: 'application/zip' }),
      'v2.zip',
    );
    await as(world.author)(contract.theses.resubmit, { params: { id: thesisId }, body: form });

    const view = await as(first)(contract.reviews.thesis, { params: { id: thesisId } });
    expect(view).toMatchObject({ status: 'revised', version: 2, reviewCurrent: false });
    expect(view.files.map((f) => f.version)).toEqual([1, 2]);
    const listed = await as(world.admin)(contract.theses.adminList, {
      query: { reviewsComplete: 'false' },
    });
    expect(listed.data.find((t) => t.id === thesisId)?.reviews).toMatchObject({
      assigned: 2,
      done: 0,
    });
    const updated = await as(first)(contract.reviews.save, {
      params: { id: thesisId },
      body: review(),
    });
    expect(updated).toMatchObject({ reviewCurrent: true, review: { version: 2 } });

    await as(world.admin)(contract.theses.accept, { params: { id: thesisId } });
    const closed = await as(first, 'en').raw(contract.reviews.save, {
      params: { id: thesisId },
      body: review({ clarity: 1 }),
    });
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({ message: expect.stringMatching(/decided/) });
    const finished = await as(first)(contract.reviews.finished);
    expect(finished.data[0]).toMatchObject({ editable: false });
    // A decided abstract leaves the queue.
    expect((await as(first)(contract.reviews.queue)).total).toBe(0);
  });
});

describe("the abstract's files for its reviewers", () => {
  it('serves the archive and, inline, the PDF inside it', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% the abstract itself\n%%EOF\n');
    const zip = buildZip([
      { name: 'src/main.tex', data: '\\documentclass{article}' },
      { name: '__MACOSX/src/._main.pdf', data: 'resource fork' },
      { name: 'src/figures/plot.pdf', data: '%PDF-1.4 figure' },
      { name: 'src/main.pdf', data: pdf },
    ]);
    const thesis = await submitAbstract(world.app, world.author, {
      topicId: world.topics[1]!,
      zip,
    });
    const reviewer = await createReviewer(world.app.ctx, [world.topics[1]!]);
    await as(world.admin)(contract.reviews.admin.assign, {
      params: { id: thesis.id },
      body: { reviewerId: reviewer.user.id },
    });
    const [file] = (await as(reviewer)(contract.reviews.thesis, { params: { id: thesis.id } }))
      .files;
    expect(file).toMatchObject({ name: `abstract-${thesis.id}-v1.zip` });

    const zipRes = await fetch(`${world.app.url}${file!.zipUrl}`, { headers: reviewer.auth });
    expect(zipRes.status).toBe(200);
    expect(zipRes.headers.get('content-type')).toBe('application/zip');
    expect(zipRes.headers.get('content-disposition')).toBe(
      `attachment; filename=abstract-${thesis.id}-v1.zip`,
    );
    expect(crc32(Buffer.from(await zipRes.arrayBuffer()))).toBe(crc32(zip));

    const pdfRes = await fetch(`${world.app.url}${file!.pdfUrl}`, { headers: reviewer.auth });
    expect(pdfRes.status).toBe(200);
    expect(pdfRes.headers.get('content-type')).toBe('application/pdf');
    expect(pdfRes.headers.get('content-disposition')).toBe(
      `inline; filename=abstract-${thesis.id}-v1.pdf`,
    );
    expect(Buffer.from(await pdfRes.arrayBuffer()).equals(pdf)).toBe(true);

    const stranger = await createReviewer(world.app.ctx, [world.topics[1]!]);
    const refused = await fetch(`${world.app.url}${file!.pdfUrl}`, { headers: stranger.auth });
    expect(refused.status).toBe(404);
  });
});
