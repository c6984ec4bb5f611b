import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, contract, type RawReply, type RequestInput, type RouteSpec } from '@conf/common';
import { startTestApp, type TestApp } from '../test/app.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { createReviewer, fetcherFor, submitAbstract, topicIds } from '../test/reviews.js';

/**
 * Blind review: whatever a reviewer asks, no answer (body or header, file names included) holds
 * an author's name, e-mail or institution, nor the submitter's account.
 */

let app: TestApp;
let admin: CreatedUser;
let author: CreatedUser;
let reviewer: CreatedUser;
let thesisId: number;
let fileId: number;

const IDENTITY = [
  'Zebulon',
  'Quixotesque',
  'zebulon.q@unique-mail.example',
  'Vorpal Academy',
  'Ottoline',
  'Brackenbury',
  'ottoline@brackenbury.example',
];

beforeAll(async () => {
  app = await startTestApp();
  admin = await createAdmin(app.ctx);
  const [topic] = await topicIds(app.ctx);
  author = await createUser(app.ctx, {
    name: 'Zebulon',
    surname: 'Quixotesque',
    email: 'zebulon.q@unique-mail.example',
  });
  await author.user.update({ institution: 'Vorpal Academy of Sciences' });
  reviewer = await createReviewer(app.ctx, [topic!]);
  const thesis = await submitAbstract(app, author, {
    topicId: topic!,
    title: 'Spectral gaps of random elastic plates',
    fileName: 'Quixotesque_Brackenbury_abstract.zip',
    authors: [
      {
        name: 'Zebulon',
        surname: 'Quixotesque',
        email: 'zebulon.q@unique-mail.example',
        institution: 'Vorpal Academy of Sciences',
      },
      {
        name: 'Ottoline',
        surname: 'Brackenbury',
        email: 'ottoline@brackenbury.example',
        institution: 'Brackenbury College',
      },
    ],
  });
  thesisId = thesis.id;
  fileId = thesis.files[0]!.id;
  await fetcherFor(app, admin)(contract.reviews.admin.assign, {
    params: { id: thesisId },
    body: { reviewerId: reviewer.user.id },
  });
});
afterAll(() => app.close());

const FORBIDDEN_KEYS = new Set(['user', 'userId', 'email', 'institution', 'phone', 'submitter']);

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
}

function expectNoIdentity(what: string, reply: RawReply) {
  const headers = [...reply.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
  const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
  for (const text of IDENTITY) {
    expect(headers.toLowerCase(), `${what} headers`).not.toContain(text.toLowerCase());
    expect((body ?? '').toLowerCase(), `${what} body`).not.toContain(text.toLowerCase());
  }
  const keys = keysOf(reply.body);
  expect(
    keys.filter((k) => FORBIDDEN_KEYS.has(k)),
    `${what} keys`,
  ).toEqual([]);
}

const goodReview = {
  originality: 4,
  relevance: 4,
  clarity: 4,
  recommendation: 'accept',
  commentForAuthor: 'Fine',
  confidentialComment: '',
} as const;

describe('blind review (the default)', () => {
  it('shows reviewers no author identity in any answer, header or file name', async () => {
    const call = <R extends RouteSpec>(route: R, input?: RequestInput<R>) =>
      fetcherFor(app, reviewer).raw(route, input);
    const r = contract.reviews;
    const calls: [string, () => Promise<RawReply>][] = [
      ['summary', () => call(r.summary)],
      ['queue', () => call(r.queue)],
      [
        'queue reviewed',
        () => call(r.queue, { query: { reviewed: 'false', sort: '-title', q: 'Spectral' } }),
      ],
      ['queue bookmarked', () => call(r.queue, { query: { bookmarked: 'false', sort: 'topic' } })],
      ['queue bad sort', () => call(r.queue, { query: { sort: 'author' } })],
      ['thesis', () => call(r.thesis, { params: { id: thesisId } })],
      ['thesis unknown', () => call(r.thesis, { params: { id: thesisId + 1000 } })],
      [
        'bad review',
        () => call(r.save, { params: { id: thesisId }, body: { ...goodReview, clarity: 0 } }),
      ],
      ['review', () => call(r.save, { params: { id: thesisId }, body: goodReview })],
      [
        'bookmark',
        () => call(r.bookmark, { params: { id: thesisId }, body: { bookmarked: true } }),
      ],
      ['finished', () => call(r.finished)],
      ['zip', () => call(r.zip, { params: { id: thesisId, fileId } })],
      ['pdf', () => call(r.pdf, { params: { id: thesisId, fileId } })],
      ['missing file', () => call(r.zip, { params: { id: thesisId, fileId: fileId + 1000 } })],
    ];
    const statuses: Record<string, number> = {};
    // One after the other: the finished list follows the saved review.
    for (const [what, send] of calls) {
      const reply = await send();
      statuses[what] = reply.status;
      expectNoIdentity(what, reply);
    }
    expect(statuses).toMatchObject({
      summary: 200,
      queue: 200,
      'queue bad sort': 422,
      thesis: 200,
      'thesis unknown': 404,
      'bad review': 422,
      review: 200,
      zip: 200,
      pdf: 200,
      'missing file': 404,
    });
    const view = await fetcherFor(app, reviewer)(r.thesis, { params: { id: thesisId } });
    expect(view).toMatchObject({ blind: true, authors: null });
    // The check itself sees an identity where there is one: the organisers' view holds them.
    const organisers = await fetcherFor(app, admin).raw(contract.theses.adminGet, {
      params: { id: thesisId },
    });
    expect(() => expectNoIdentity('organisers', organisers)).toThrow();
    expect(view.files[0]!.name).toBe(`abstract-${thesisId}-v1.zip`);
  });

  it('names the downloads neutrally in Content-Disposition', async () => {
    const params = { id: thesisId, fileId };
    const zip = await fetch(app.url + apiPath(contract.reviews.zip, { params }), {
      headers: reviewer.auth,
    });
    expect(zip.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="?abstract-${thesisId}-v1\\.zip"?$`),
    );
    const pdf = await fetch(app.url + apiPath(contract.reviews.pdf, { params }), {
      headers: reviewer.auth,
    });
    expect(pdf.headers.get('content-disposition')).toMatch(
      new RegExp(`^inline; filename="?abstract-${thesisId}-v1\\.pdf"?$`),
    );
  });
});

describe('open review, once organisers switch it on', () => {
  it('shows names and institutions, still no contacts and no account', async () => {
    const settings = fetcherFor(app, admin);
    await settings(contract.settings.update, {
      body: { review: { blind: false, reviewersPerAbstract: 2 } },
    });
    try {
      const view = await fetcherFor(app, reviewer)(contract.reviews.thesis, {
        params: { id: thesisId },
      });
      expect(view.blind).toBe(false);
      expect(view.authors).toEqual([
        expect.objectContaining({ name: 'Zebulon', institution: 'Vorpal Academy of Sciences' }),
        expect.objectContaining({ name: 'Ottoline', surname: 'Brackenbury' }),
      ]);
      expect(JSON.stringify(view)).not.toContain('@');
      const queue = await fetcherFor(app, reviewer)(contract.reviews.queue);
      expect(queue.data[0]!.authors?.map((a) => a.surname)).toEqual(['Quixotesque', 'Brackenbury']);
    } finally {
      await settings(contract.settings.update, {
        body: { review: { blind: true, reviewersPerAbstract: 2 } },
      });
    }
  });
});
