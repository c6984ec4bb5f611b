import { randomBytes } from 'node:crypto';
import { contract, type Fetcher } from '@conf/common';
import { signToken } from '../auth/tokens.js';
import type { TestApp } from '../test/app.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { createThesis } from '../test/theses.js';
import { createReviewer, fetcherFor, formBody, submitAbstract, topicIds } from '../test/reviews.js';
import { PNG_BYTES } from '../test/zip.js';

/** Who calls a route in the authorisation matrix. */
export const IDENTITIES = [
  'anonymous',
  /** A real user's token after the password change that revoked it. */
  'revoked',
  /** A well-formed token for author A, signed with another secret. */
  'forged',
  /** The owner of every author-side resource the probes name. */
  'authorA',
  /** Another author, asking for A's resources. */
  'authorB',
  'organiser',
  /** A reviewer of A's topic, assigned to A's abstract (issue 14's role). */
  'reviewer',
] as const;
export type Identity = (typeof IDENTITIES)[number];

/** The rows a probe can name in its path: all belong to author A or were made by the organiser. */
export interface MatrixWorld {
  headers: Record<Identity, Record<string, string>>;
  userA: number;
  participant: number;
  reviewerId: number;
  thesis: number;
  thesisFile: number;
  payment: number;
  message: number;
  letter: number;
  certificate: number;
  certificateCode: string;
  letterReference: string;
  calendarToken: string;
  room: number;
  session: number;
  slot: number;
  conflict: number;
  page: number;
  pageSlug: string;
  news: number;
  bookJob: number;
  timingReport: number;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Builds the world through the real routes where they exist (submission, review assignment,
 * acceptance, receipt, message with attachment, letter, certificate), so each probe of a
 * resource finds a real row of A's with its file on disk.
 */
export async function buildMatrixWorld(app: TestApp): Promise<MatrixWorld> {
  const { ctx } = app;
  const admin = await createAdmin(ctx);
  const a = await createUser(ctx);
  const b = await createUser(ctx);
  const [topic] = await topicIds(ctx);
  const reviewer = await createReviewer(ctx, [topic!]);
  const revokedUser = await createUser(ctx);
  await revokedUser.user.increment('tokenVersion');
  const as = (who: CreatedUser): Fetcher => fetcherFor(app, who);

  const participant = await ctx.models.Participant.create({
    userId: a.user.id,
    status: 'accepted',
  });
  const submitted = await submitAbstract(app, a, { topicId: topic! });
  await as(admin)(contract.reviews.admin.assign, {
    params: { id: submitted.id },
    body: { reviewerId: reviewer.user.id },
  });
  await as(admin)(contract.theses.accept, { params: { id: submitted.id } });
  const payment = await as(a)(contract.payments.send, {
    params: { id: submitted.id },
    body: formBody({ receipt: [PNG_BYTES, 'receipt.png', 'image/png'] }),
  });
  // Paid and confirmed: the abstract is accepted for the programme.
  await as(admin)(contract.payments.decide, {
    params: { id: payment.id },
    body: { status: 'accepted' },
  });
  const message = await as(a)(contract.messages.send, {
    body: formBody({ body: 'A question', attachment: [PNG_BYTES, 'scan.png', 'image/png'] }),
  });
  const letter = await as(a)(contract.letters.request, {
    body: {
      passportName: 'Ada Lovelace',
      passportNumber: 'C01X00T47',
      passportCountryId: a.user.countryId,
      passportBirthDate: '1990-04-12',
      stayFrom: '2025-09-01',
      stayTo: '2025-09-08',
    },
  });
  const approved = await as(admin)(contract.letters.decide, {
    params: { id: letter.id },
    body: { status: 'approved' },
  });
  const calendar = await as(a)(contract.programme.createCalendarLink);

  // Certificates are issued from the conference's last day on.
  const realNow = ctx.now;
  ctx.now = () => new Date('2025-09-06T14:00:00Z');
  await as(admin)(contract.certificates.issue, { body: { kind: 'attendance' } });
  ctx.now = realNow;
  const [certificate] = await as(a)(contract.certificates.mine);

  const room = await as(admin)(contract.programme.createRoom, {
    body: { nameEn: 'Room A', nameAz: 'Otaq A' },
  });
  const day = '2025-09-04';
  const session = await as(admin)(contract.programme.createSession, {
    body: { kind: 'topic', topicId: topic!, roomId: room.id, day, start: '10:00', end: '12:00' },
  });
  const slot = await as(admin)(contract.programme.createSlot, {
    body: { kind: 'opening', sessionId: session.item.id, day, start: '10:00', end: '10:15' },
  });
  await as(admin)(contract.programme.createSlot, {
    body: {
      kind: 'talk',
      sessionId: session.item.id,
      thesisId: submitted.id,
      day,
      start: '10:15',
      end: '10:35',
    },
  });
  await as(admin)(contract.programme.publish);
  // Timing reports are open before the talk.
  ctx.now = () => new Date('2025-09-01T10:00:00Z');
  const report = await as(a)(contract.programme.reportTiming, {
    params: { thesisId: submitted.id },
    body: { message: 'I need ten more minutes' },
  });
  ctx.now = realNow;
  // A failed build stands for any: a real one renders the whole book (seconds of CPU).
  const bookJob = await ctx.models.BookJob.create({
    status: 'failed',
    active: null,
    requestedBy: admin.user.id,
    heartbeatAt: new Date(),
  });
  // A conflict of the reviewer with another author's abstract (A's is assigned to them).
  const other = await createThesis(ctx, b.user);
  const conflict = await as(admin)(contract.reviews.admin.addConflict, {
    body: { reviewerId: reviewer.user.id, thesisId: other.id, reason: 'Same department' },
  });
  const page = await as(admin)(contract.pages.admin.create, {
    body: { slug: `matrix-page`, title: 'Visa', body: '<p>Rules</p>', locale: 'en' },
  });
  const news = await as(admin)(contract.news.admin.create, {
    body: {
      title: 'Open',
      body: '<p>Now</p>',
      locale: 'en',
      publishedAt: new Date().toISOString(),
    },
  });
  const fileId = submitted.files[0]!.id;
  const thesis = await as(a)(contract.theses.get, { params: { id: submitted.id } });

  const forged = signToken(randomBytes(32).toString('hex'), a.user.id, a.user.tokenVersion);
  return {
    headers: {
      anonymous: {},
      revoked: revokedUser.auth,
      forged: bearer(forged),
      authorA: a.auth,
      authorB: b.auth,
      organiser: admin.auth,
      reviewer: reviewer.auth,
    },
    userA: a.user.id,
    participant: participant.id,
    reviewerId: reviewer.user.id,
    thesis: thesis.id,
    thesisFile: fileId,
    payment: payment.id,
    message: message.id,
    letter: letter.id,
    letterReference: approved.reference ?? '',
    certificate: certificate?.id ?? 0,
    certificateCode: certificate?.code ?? '',
    calendarToken: calendar.url?.split('/').at(-1) ?? '',
    room: room.id,
    session: session.item.id,
    slot: slot.item.id,
    conflict: conflict.id,
    page: page.id,
    pageSlug: 'matrix-page',
    news: news.id,
    bookJob: bookJob.id,
    timingReport: report.id,
  };
}

/** Waits for the book builds started in the background (each renders a PDF) to end. */
export async function bookBuildsSettled(app: TestApp): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if ((await app.ctx.models.BookJob.count({ where: { active: true } })) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('a book build is still running after a minute');
}
