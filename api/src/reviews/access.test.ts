import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type RequestInput, type RouteSpec } from '@conf/common';
import { startTestApp, type TestApp } from '../test/app.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { createReviewer, fetcherFor, submitAbstract, topicIds } from '../test/reviews.js';

/**
 * The authorisation matrix of every route this feature adds, and of the authors' area for a
 * reviewer, over six callers: a visitor, the abstract's author, another author, its reviewer,
 * another reviewer and an organiser. Mutations an organiser may make are called with input that
 * fails validation (422) or names nothing (404), which shows the guard let them through without
 * changing anything.
 */

const WHO = [
  'anonymous',
  'author',
  'otherAuthor',
  'reviewer',
  'otherReviewer',
  'organiser',
] as const;
type Who = (typeof WHO)[number];
type Expected = Record<Who, number>;

let app: TestApp;
let people: Record<Exclude<Who, 'anonymous'>, CreatedUser>;
let thesisId: number;
let fileId: number;

beforeAll(async () => {
  app = await startTestApp();
  const [topic] = await topicIds(app.ctx);
  people = {
    author: await createUser(app.ctx),
    otherAuthor: await createUser(app.ctx),
    reviewer: await createReviewer(app.ctx, [topic!]),
    otherReviewer: await createReviewer(app.ctx, [topic!]),
    organiser: await createAdmin(app.ctx),
  };
  const thesis = await submitAbstract(app, people.author, { topicId: topic! });
  thesisId = thesis.id;
  fileId = thesis.files[0]!.id;
  await fetcherFor(app, people.organiser)(contract.reviews.admin.assign, {
    params: { id: thesisId },
    body: { reviewerId: people.reviewer.user.id },
  });
});
afterAll(() => app.close());

/** Visitors 401; everyone else 403 except `allowed`. */
const only = (allowed: Partial<Expected>): Expected => ({
  anonymous: 401,
  author: 403,
  otherAuthor: 403,
  reviewer: 403,
  otherReviewer: 403,
  organiser: 403,
  ...allowed,
});

interface Case {
  name: string;
  call: (who: Who) => Promise<number>;
  expected: Expected;
}

const status =
  <R extends RouteSpec>(route: R, input?: () => RequestInput<R>) =>
  async (who: Who) => {
    const caller = who === 'anonymous' ? null : people[who];
    return (await fetcherFor(app, caller).raw(route, input?.())).status;
  };

const review = {
  originality: 3,
  relevance: 3,
  clarity: 3,
  recommendation: 'revise' as const,
  commentForAuthor: '',
  confidentialComment: '',
};

const r = contract.reviews;
const a = contract.reviews.admin;
const file = () => ({ params: { id: thesisId, fileId } });
const thesis = () => ({ params: { id: thesisId } });

const CASES: Case[] = [
  // The reviewer's panel: their own lists, and only the abstracts assigned to them.
  {
    name: 'reviews.summary',
    call: status(r.summary),
    expected: only({ reviewer: 200, otherReviewer: 200 }),
  },
  {
    name: 'reviews.queue',
    call: status(r.queue),
    expected: only({ reviewer: 200, otherReviewer: 200 }),
  },
  {
    name: 'reviews.finished',
    call: status(r.finished),
    expected: only({ reviewer: 200, otherReviewer: 200 }),
  },
  {
    name: 'reviews.thesis',
    call: status(r.thesis, thesis),
    expected: only({ reviewer: 200, otherReviewer: 404 }),
  },
  {
    name: 'reviews.save',
    call: status(r.save, () => ({ ...thesis(), body: review })),
    expected: only({ reviewer: 200, otherReviewer: 404 }),
  },
  // A draft of changes to the review just submitted: the assigned reviewer only.
  {
    name: 'reviews.saveDraft',
    call: status(r.saveDraft, () => ({ ...thesis(), body: { clarity: 4 } })),
    expected: only({ reviewer: 200, otherReviewer: 404 }),
  },
  // Past the guard the assigned reviewer meets the rule (reviewed: no longer declinable).
  {
    name: 'reviews.decline',
    call: status(r.decline, () => ({ ...thesis(), body: { reason: 'Travelling' } })),
    expected: only({ reviewer: 409, otherReviewer: 404 }),
  },
  {
    name: 'reviews.bookmark',
    call: status(r.bookmark, () => ({ ...thesis(), body: { bookmarked: true } })),
    expected: only({ reviewer: 200, otherReviewer: 404 }),
  },
  {
    name: 'reviews.zip',
    call: status(r.zip, file),
    expected: only({ reviewer: 200, otherReviewer: 404 }),
  },
  {
    name: 'reviews.pdf',
    call: status(r.pdf, file),
    expected: only({ reviewer: 200, otherReviewer: 404 }),
  },

  // The organisers' side.
  {
    name: 'reviews.admin.reviewers',
    call: status(a.reviewers),
    expected: only({ organiser: 200 }),
  },
  {
    name: 'reviews.admin.promote',
    call: status(a.promote, () => ({ body: { userId: 0, topicIds: [] } })),
    expected: only({ organiser: 422 }),
  },
  {
    name: 'reviews.admin.topics',
    call: status(a.topics, () => ({
      params: { id: people.author.user.id },
      body: { topicIds: [] },
    })),
    expected: only({ organiser: 404 }),
  },
  {
    name: 'reviews.admin.demote',
    call: status(a.demote, () => ({ params: { id: people.author.user.id } })),
    expected: only({ organiser: 404 }),
  },
  {
    name: 'reviews.admin.thesis',
    call: status(a.thesis, thesis),
    expected: only({ organiser: 200 }),
  },
  {
    name: 'reviews.admin.assign',
    call: status(a.assign, () => ({ ...thesis(), body: { reviewerId: people.author.user.id } })),
    expected: only({ organiser: 422 }),
  },
  {
    name: 'reviews.admin.unassign',
    call: status(a.unassign, () => ({
      params: { id: thesisId, reviewerId: people.otherReviewer.user.id },
    })),
    expected: only({ organiser: 404 }),
  },
  {
    name: 'reviews.admin.conflicts',
    call: status(a.conflicts),
    expected: only({ organiser: 200 }),
  },
  {
    name: 'reviews.admin.addConflict',
    call: status(a.addConflict, () => ({ body: { reviewerId: 0, thesisId, reason: '' } })),
    expected: only({ organiser: 422 }),
  },
  {
    name: 'reviews.admin.removeConflict',
    call: status(a.removeConflict, () => ({ params: { id: 999_999 } })),
    expected: only({ organiser: 404 }),
  },
  {
    name: 'reviews.admin.autoPreview',
    call: status(a.autoPreview, () => ({ body: {} })),
    expected: only({ organiser: 200 }),
  },
  {
    name: 'reviews.admin.autoApply',
    call: status(a.autoApply, () => ({ body: { fingerprint: 'stale', assignments: [] } })),
    expected: only({ organiser: 422 }),
  },
  { name: 'audit.list', call: status(contract.audit.list), expected: only({ organiser: 200 }) },
  { name: 'audit.export', call: status(contract.audit.export), expected: only({ organiser: 200 }) },
  {
    name: 'timeline.admin',
    call: status(contract.timeline.admin, thesis),
    expected: only({ organiser: 200 }),
  },
  {
    name: 'timeline.mine',
    call: status(contract.timeline.mine, thesis),
    expected: only({ author: 200, otherAuthor: 404, organiser: 200 }),
  },
  {
    name: 'theses.adminList',
    call: status(contract.theses.adminList),
    expected: only({ organiser: 200 }),
  },

  // A reviewer reads no abstract of the authors' area, no payment, no message, no participant.
  {
    name: 'theses.mine',
    call: status(contract.theses.mine),
    expected: only({ author: 200, otherAuthor: 200, organiser: 200 }),
  },
  {
    name: 'theses.get',
    call: status(contract.theses.get, thesis),
    expected: only({ author: 200, otherAuthor: 404, organiser: 200 }),
  },
  {
    name: 'theses.file',
    call: status(contract.theses.file, file),
    expected: only({ author: 200, otherAuthor: 404, organiser: 200 }),
  },
  {
    name: 'payments.state',
    call: status(contract.payments.state, thesis),
    expected: only({ author: 200, otherAuthor: 404, organiser: 200 }),
  },
  {
    name: 'payments.receipt',
    call: status(contract.payments.receipt, () => ({ params: { id: 999_999 } })),
    expected: only({ author: 404, otherAuthor: 404, organiser: 404 }),
  },
  {
    name: 'settings.payment',
    call: status(contract.settings.payment),
    expected: only({ author: 200, otherAuthor: 200, organiser: 200 }),
  },
  {
    name: 'messages.history',
    call: status(contract.messages.history),
    expected: only({ author: 200, otherAuthor: 200, organiser: 200 }),
  },
  {
    name: 'participants.mine',
    call: status(contract.participants.mine),
    expected: only({ author: 200, otherAuthor: 200, organiser: 200 }),
  },
  {
    name: 'participants.adminList',
    call: status(contract.participants.adminList),
    expected: only({ organiser: 200 }),
  },
  {
    name: 'payments.adminList',
    call: status(contract.payments.adminList),
    expected: only({ organiser: 200 }),
  },
  {
    name: 'admin.dashboard',
    call: status(contract.admin.dashboard),
    expected: only({ organiser: 200 }),
  },

  // Their own account stays theirs.
  {
    name: 'auth.currentUser',
    call: status(contract.auth.currentUser),
    expected: {
      anonymous: 401,
      author: 200,
      otherAuthor: 200,
      reviewer: 200,
      otherReviewer: 200,
      organiser: 200,
    },
  },
];

describe('authorisation of the reviewing, audit and timeline routes', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    const actual = {} as Expected;
    for (const who of WHO) actual[who] = await testCase.call(who);
    expect(actual).toEqual(testCase.expected);
  });

  it('covers every route of the reviews, audit and timeline domains', () => {
    const covered = new Set(CASES.map((c) => c.name));
    const names = [
      ...Object.keys(contract.reviews)
        .filter((k) => k !== 'admin')
        .map((k) => `reviews.${k}`),
      ...Object.keys(contract.reviews.admin).map((k) => `reviews.admin.${k}`),
      ...Object.keys(contract.audit).map((k) => `audit.${k}`),
      ...Object.keys(contract.timeline).map((k) => `timeline.${k}`),
    ];
    expect(names.filter((n) => !covered.has(n))).toEqual([]);
  });
});
