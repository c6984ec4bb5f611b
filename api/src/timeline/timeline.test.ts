import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type ThesisTimelineDto } from '@conf/common';
import { startTestApp, type TestApp } from '../test/app.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { createReviewer, fetcherFor, formBody, submitAbstract, topicIds } from '../test/reviews.js';
import { abstractZip, PNG_BYTES } from '../test/zip.js';

/**
 * One abstract's whole life, driven through the real routes: submission, assignment, a review,
 * messages, a rejection, a resubmission, an edited review, acceptance, a refused and an accepted
 * receipt, and a message after the decision (outside the timeline).
 */

let app: TestApp;
let admin: CreatedUser;
let author: CreatedUser;
let reviewer: CreatedUser;
let thesisId: number;

const as = (who: CreatedUser) => fetcherFor(app, who);
const review = {
  originality: 4,
  relevance: 4,
  clarity: 3,
  recommendation: 'revise' as const,
  commentForAuthor: 'Shorten the introduction.',
  confidentialComment: 'A secret note for the committee',
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await createAdmin(app.ctx);
  author = await createUser(app.ctx);
  const [topic] = await topicIds(app.ctx);
  reviewer = await createReviewer(app.ctx, [topic!]);

  thesisId = (await submitAbstract(app, author, { topicId: topic! })).id;
  await as(admin)(contract.reviews.admin.assign, {
    params: { id: thesisId },
    body: { reviewerId: reviewer.user.id },
  });
  await as(reviewer)(contract.reviews.save, { params: { id: thesisId }, body: review });
  await as(author)(contract.messages.send, { body: formBody({ body: 'Is my abstract in?' }) });
  await as(admin)(contract.messages.reply, {
    params: { userId: author.user.id },
    body: formBody({ body: 'It is under review.' }),
  });
  await as(admin)(contract.theses.reject, {
    params: { id: thesisId },
    body: { reason: 'Too long' },
  });
  await as(author)(contract.theses.resubmit, {
    params: { id: thesisId },
    body: formBody({ file: [abstractZip(), 'shorter.zip', 'application/zip'] }),
  });
  await as(reviewer)(contract.reviews.save, {
    params: { id: thesisId },
    body: { ...review, recommendation: 'accept' },
  });
  await as(admin)(contract.theses.accept, { params: { id: thesisId } });
  const receipt = () =>
    as(author)(contract.payments.send, {
      params: { id: thesisId },
      body: formBody({ receipt: [PNG_BYTES, 'receipt.png', 'image/png'] }),
    });
  const refused = await receipt();
  await as(admin)(contract.payments.decide, {
    params: { id: refused.id },
    body: { status: 'rejected', reason: 'Blurry' },
  });
  const paid = await receipt();
  await as(admin)(contract.payments.decide, {
    params: { id: paid.id },
    body: { status: 'accepted' },
  });
  await as(author)(contract.messages.send, { body: formBody({ body: 'Thank you!' }) });
});
afterAll(() => app.close());

const kinds = (t: ThesisTimelineDto) => t.entries.map((e) => e.kind);

describe("an abstract's timeline", () => {
  it('gives organisers every step in order, with who and when', async () => {
    const timeline = await as(admin)(contract.timeline.admin, { params: { id: thesisId } });
    expect(kinds(timeline)).toEqual([
      'submitted',
      'reviewer_assigned',
      'review_submitted',
      'message',
      'message',
      'rejected',
      'resubmitted',
      'review_updated',
      'accepted',
      'payment_sent',
      'payment_rejected',
      'payment_sent',
      'payment_accepted',
    ]);
    const at = timeline.entries.map((e) => e.at);
    expect([...at].sort()).toEqual(at);
    const [submitted, assigned, reviewed] = timeline.entries;
    expect(submitted).toMatchObject({
      actor: { role: 'author', id: author.user.id },
      file: { version: 1 },
    });
    expect(assigned).toMatchObject({
      actor: { role: 'admin', id: admin.user.id, name: `${admin.user.name} ${admin.user.surname}` },
      reviewer: { id: reviewer.user.id, reviewerNumber: 1 },
    });
    expect(reviewed).toMatchObject({
      actor: { role: 'reviewer', id: reviewer.user.id },
      review: { recommendation: 'revise', confidentialComment: review.confidentialComment },
    });
    const updated = timeline.entries.find((e) => e.kind === 'review_updated');
    expect(updated).toMatchObject({
      review: { recommendation: 'accept', clarity: 3, version: 2 },
    });
    expect(timeline.entries.find((e) => e.kind === 'rejected')).toMatchObject({
      reason: 'Too long',
    });
    expect(timeline.entries.find((e) => e.kind === 'payment_rejected')).toMatchObject({
      reason: 'Blurry',
      payment: { amount: 50, currency: 'EUR' },
    });
    expect(timeline.entries.find((e) => e.kind === 'resubmitted')).toMatchObject({
      file: { version: 2, originalName: 'shorter.zip' },
    });
    const messages = timeline.entries.filter((e) => e.kind === 'message');
    expect(messages.map((m) => ('message' in m ? m.message.body : ''))).toEqual([
      'Is my abstract in?',
      'It is under review.',
    ]);
    expect(timeline).toMatchObject({
      status: 'accepted',
      messagesWindow: { to: expect.any(String) },
    });
  });

  it("gives the author their part: no assignments, no reviewer's name, no confidential part", async () => {
    const timeline = await as(author)(contract.timeline.mine, { params: { id: thesisId } });
    expect(kinds(timeline)).toEqual([
      'submitted',
      'message',
      'message',
      'rejected',
      'resubmitted',
      'review_submitted',
      'accepted',
      'payment_sent',
      'payment_rejected',
      'payment_sent',
      'payment_accepted',
    ]);
    const review = timeline.entries.find((e) => e.kind === 'review_submitted');
    expect(review).toMatchObject({
      actor: { role: 'reviewer', id: null, name: null, reviewerNumber: 1 },
      review: { commentForAuthor: 'Shorten the introduction.', version: 2 },
    });
    expect(review && 'review' in review ? review.review : {}).not.toHaveProperty('recommendation');
    expect(timeline.entries.find((e) => e.kind === 'rejected')?.actor).toEqual({
      role: 'admin',
      id: null,
      name: null,
    });
    const raw = JSON.stringify(timeline);
    for (const secret of [
      'A secret note',
      reviewer.user.email,
      reviewer.user.surname,
      admin.user.surname,
    ]) {
      expect(raw).not.toContain(secret);
    }
  });

  it('shows an abstract under review no review at all, and nobody else anything', async () => {
    const [topic] = await topicIds(app.ctx);
    const open = await submitAbstract(app, author, { topicId: topic! });
    await as(admin)(contract.reviews.admin.assign, {
      params: { id: open.id },
      body: { reviewerId: reviewer.user.id },
    });
    await as(reviewer)(contract.reviews.save, { params: { id: open.id }, body: review });
    const mine = await as(author)(contract.timeline.mine, { params: { id: open.id } });
    expect(kinds(mine)).toEqual(['submitted']);
    const other = await createUser(app.ctx);
    expect((await as(other).raw(contract.timeline.mine, { params: { id: open.id } })).status).toBe(
      404,
    );
    expect(
      (await as(reviewer).raw(contract.timeline.mine, { params: { id: open.id } })).status,
    ).toBe(403);
  });
});
