import type { Identity, MatrixWorld } from './identities.js';

/**
 * What each identity gets from each route of the contract: 401 (no valid token), 403 (signed in,
 * wrong role), 404 (someone else's row: its existence is not confirmed), or `ok`: the caller got
 * past every access check, so the answer is the route's own (2xx, or 400/409/422 about the input
 * or the state of things: the probes send an empty body).
 */
export type Outcome = 'ok' | 401 | 403 | 404;
export type Row = Readonly<Record<Identity, Outcome>>;

const row = (
  anonymous: Outcome,
  revoked: Outcome,
  forged: Outcome,
  authorA: Outcome,
  authorB: Outcome,
  organiser: Outcome,
  reviewer: Outcome,
): Row => ({ anonymous, revoked, forged, authorA, authorB, organiser, reviewer });

//                        anonymous revoked forged authorA authorB organiser reviewer
/** Anyone; a stale token is ignored (the caller is a visitor). */
const OPEN = row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok');
/** Any signed-in account: its own session and details. */
const SIGNED_IN = row(401, 401, 401, 'ok', 'ok', 'ok', 'ok');
/** The authors' area, about the caller's own things (organisers have one too). */
const AUTHORS = row(401, 401, 401, 'ok', 'ok', 'ok', 403);
/**
 * One of author A's rows in the authors' area: A and the organisers (who see every author's
 * abstracts, payments and messages) may read it; another author does not learn that it exists.
 */
const A_ONLY = row(401, 401, 401, 'ok', 404, 'ok', 403);
/** Writing into A's abstract (a new version, a receipt, a timing report): A only. */
const A_WRITES = row(401, 401, 401, 'ok', 404, 404, 403);
/** Approved participants only (A is one; B never declared, organisers and reviewers neither). */
const PARTICIPANTS = row(401, 401, 401, 'ok', 403, 403, 403);
/** The reviewer's own work, on the abstract assigned to them. */
const REVIEWERS = row(401, 401, 401, 403, 403, 403, 'ok');
/** The organisers' console. */
const ORGANISERS = row(401, 401, 401, 403, 403, 'ok', 403);

export interface Probe {
  expect: Row;
  /** The path's parameters, naming rows of the world (required when the path has any). */
  params?: (w: MatrixWorld) => Record<string, string | number>;
  /** A valid body, where the ownership check comes after the body is parsed. */
  body?: (w: MatrixWorld) => unknown;
}

const thesis = (w: MatrixWorld) => ({ id: w.thesis });
const thesisFile = (w: MatrixWorld) => ({ id: w.thesis, fileId: w.thesisFile });
const id = (pick: (w: MatrixWorld) => number) => (w: MatrixWorld) => ({ id: pick(w) });
const conversation = (w: MatrixWorld) => ({ userId: w.userA });

/**
 * The authorisation matrix: one entry per route of the contract, by its dotted name. A route
 * added to the contract without an entry here fails `access-matrix.test.ts`.
 */
export const MATRIX: Readonly<Record<string, Probe>> = {
  'auth.register': { expect: OPEN },
  'auth.confirmEmail': { expect: OPEN },
  'auth.login': { expect: OPEN },
  'auth.logout': { expect: OPEN },
  'auth.logoutByGet': { expect: OPEN },
  'auth.currentUser': { expect: SIGNED_IN },
  'auth.forgotPassword': { expect: OPEN },
  'auth.resetPassword': { expect: OPEN },
  'auth.editAccount': { expect: SIGNED_IN },
  'initialData.get': { expect: OPEN },
  'initialData.countries': { expect: OPEN },
  'health.live': { expect: OPEN },
  'health.ready': { expect: OPEN },
  'pages.get': { expect: OPEN, params: (w) => ({ slug: w.pageSlug }) },
  'pages.admin.list': { expect: ORGANISERS },
  'pages.admin.get': { expect: ORGANISERS, params: id((w) => w.page) },
  'pages.admin.create': { expect: ORGANISERS },
  'pages.admin.createRelation': { expect: ORGANISERS, params: id((w) => w.page) },
  'pages.admin.update': { expect: ORGANISERS, params: id((w) => w.page) },
  'pages.admin.publish': { expect: ORGANISERS, params: id((w) => w.page) },
  'pages.admin.remove': { expect: ORGANISERS, params: id((w) => w.page) },
  'news.latest': { expect: OPEN },
  'news.get': { expect: OPEN, params: (w) => ({ id: String(w.news) }) },
  'news.admin.list': { expect: ORGANISERS },
  'news.admin.get': { expect: ORGANISERS, params: id((w) => w.news) },
  'news.admin.create': { expect: ORGANISERS },
  'news.admin.createRelation': { expect: ORGANISERS, params: id((w) => w.news) },
  'news.admin.update': { expect: ORGANISERS, params: id((w) => w.news) },
  'news.admin.publish': { expect: ORGANISERS, params: id((w) => w.news) },
  'news.admin.remove': { expect: ORGANISERS, params: id((w) => w.news) },
  'participants.mine': { expect: AUTHORS },
  'participants.declare': { expect: AUTHORS },
  'participants.zoom': { expect: PARTICIPANTS },
  'participants.publicList': { expect: OPEN },
  'participants.adminList': { expect: ORGANISERS },
  'participants.adminExport': { expect: ORGANISERS },
  'participants.decide': { expect: ORGANISERS, params: id((w) => w.participant) },
  'theses.topics': { expect: OPEN },
  'theses.accepted': { expect: OPEN },
  'theses.mine': { expect: AUTHORS },
  'theses.submit': { expect: AUTHORS },
  'theses.get': { expect: A_ONLY, params: thesis },
  'theses.resubmit': { expect: A_WRITES, params: thesis },
  'theses.file': { expect: A_ONLY, params: thesisFile },
  'theses.adminList': { expect: ORGANISERS },
  'theses.adminExport': { expect: ORGANISERS },
  'theses.adminGet': { expect: ORGANISERS, params: thesis },
  'theses.reject': { expect: ORGANISERS, params: thesis },
  'theses.accept': { expect: ORGANISERS, params: thesis },
  'payments.state': { expect: A_ONLY, params: thesis },
  'payments.send': { expect: A_WRITES, params: thesis },
  'payments.receipt': { expect: A_ONLY, params: id((w) => w.payment) },
  'payments.adminList': { expect: ORGANISERS },
  'payments.decide': { expect: ORGANISERS, params: id((w) => w.payment) },
  'messages.history': { expect: AUTHORS },
  'messages.send': { expect: AUTHORS },
  'messages.markRead': { expect: AUTHORS },
  'messages.markReadByGet': { expect: AUTHORS },
  'messages.attachment': { expect: A_ONLY, params: id((w) => w.message) },
  'messages.contacts': { expect: ORGANISERS },
  'messages.markReadByOrganisers': { expect: ORGANISERS, params: conversation },
  'messages.markReadByOrganisersByGet': { expect: ORGANISERS, params: conversation },
  'messages.conversation': { expect: ORGANISERS, params: conversation },
  'messages.reply': { expect: ORGANISERS, params: conversation },
  'admin.dashboard': { expect: ORGANISERS },
  'admin.onlineUsers': { expect: ORGANISERS },
  'admin.users': { expect: ORGANISERS },
  'admin.usersExport': { expect: ORGANISERS },
  'admin.user': { expect: ORGANISERS, params: id((w) => w.userA) },
  'admin.changeRole': { expect: ORGANISERS, params: id((w) => w.userA) },
  'settings.public': { expect: OPEN },
  'settings.payment': { expect: AUTHORS },
  'settings.get': { expect: ORGANISERS },
  'settings.update': { expect: ORGANISERS },
  'settings.uploadLogo': { expect: ORGANISERS },
  // A public file; the world holds no logo, so every caller gets the same 404 (nothing hidden).
  'settings.logo': {
    expect: row(404, 404, 404, 404, 404, 404, 404),
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
  },
  'reviews.summary': { expect: REVIEWERS },
  'reviews.queue': { expect: REVIEWERS },
  'reviews.finished': { expect: REVIEWERS },
  'reviews.thesis': { expect: REVIEWERS, params: thesis },
  'reviews.save': { expect: REVIEWERS, params: thesis },
  'reviews.saveDraft': { expect: REVIEWERS, params: thesis },
  'reviews.decline': { expect: REVIEWERS, params: thesis },
  'reviews.bookmark': { expect: REVIEWERS, params: thesis },
  'reviews.zip': { expect: REVIEWERS, params: thesisFile },
  'reviews.pdf': { expect: REVIEWERS, params: thesisFile },
  'reviews.admin.reviewers': { expect: ORGANISERS },
  'reviews.admin.promote': { expect: ORGANISERS },
  'reviews.admin.topics': { expect: ORGANISERS, params: id((w) => w.reviewerId) },
  'reviews.admin.demote': { expect: ORGANISERS, params: id((w) => w.reviewerId) },
  'reviews.admin.thesis': { expect: ORGANISERS, params: thesis },
  'reviews.admin.assign': { expect: ORGANISERS, params: thesis },
  'reviews.admin.unassign': {
    expect: ORGANISERS,
    params: (w) => ({ id: w.thesis, reviewerId: w.reviewerId }),
  },
  'reviews.admin.conflicts': { expect: ORGANISERS },
  'reviews.admin.addConflict': { expect: ORGANISERS },
  'reviews.admin.removeConflict': { expect: ORGANISERS, params: id((w) => w.conflict) },
  'reviews.admin.autoPreview': { expect: ORGANISERS },
  'reviews.admin.autoApply': { expect: ORGANISERS },
  'audit.list': { expect: ORGANISERS },
  'audit.export': { expect: ORGANISERS },
  'timeline.admin': { expect: ORGANISERS, params: thesis },
  'timeline.mine': { expect: A_ONLY, params: thesis },
  'reference.openapi': { expect: OPEN },
  'reference.docs': { expect: OPEN },
  'programme.public': { expect: OPEN },
  'programme.calendar': { expect: OPEN },
  'programme.sessionCalendar': { expect: OPEN, params: id((w) => w.session) },
  'programme.myTalks': { expect: AUTHORS },
  'programme.myCalendar': { expect: AUTHORS },
  'programme.calendarLink': { expect: AUTHORS },
  'programme.createCalendarLink': { expect: AUTHORS },
  'programme.revokeCalendarLink': { expect: AUTHORS },
  'programme.calendarFeed': { expect: OPEN, params: (w) => ({ token: w.calendarToken }) },
  'programme.reportTiming': {
    expect: A_WRITES,
    params: (w) => ({ thesisId: w.thesis }),
    body: () => ({ message: 'Ten more minutes, please' }),
  },
  'programme.adminGet': { expect: ORGANISERS },
  'programme.conflicts': { expect: ORGANISERS },
  'programme.abstracts': { expect: ORGANISERS },
  'programme.createRoom': { expect: ORGANISERS },
  'programme.updateRoom': { expect: ORGANISERS, params: id((w) => w.room) },
  'programme.deleteRoom': { expect: ORGANISERS, params: id((w) => w.room) },
  'programme.createSession': { expect: ORGANISERS },
  'programme.updateSession': { expect: ORGANISERS, params: id((w) => w.session) },
  'programme.deleteSession': { expect: ORGANISERS, params: id((w) => w.session) },
  'programme.createSlot': { expect: ORGANISERS },
  'programme.updateSlot': { expect: ORGANISERS, params: id((w) => w.slot) },
  'programme.deleteSlot': { expect: ORGANISERS, params: id((w) => w.slot) },
  'programme.publish': { expect: ORGANISERS },
  'programme.versions': { expect: ORGANISERS },
  'programme.timingReports': { expect: ORGANISERS },
  'programme.resolveTimingReport': { expect: ORGANISERS, params: id((w) => w.timingReport) },
  'book.state': { expect: ORGANISERS },
  'book.build': { expect: ORGANISERS },
  'book.job': { expect: ORGANISERS, params: id((w) => w.bookJob) },
  // No book is built in this world (a build renders it all): the organiser passes, finds none.
  'book.download': { expect: row(401, 401, 401, 403, 403, 404, 403) },
  'letters.mine': { expect: AUTHORS },
  'letters.request': { expect: AUTHORS },
  'letters.pdf': { expect: A_ONLY, params: id((w) => w.letter) },
  'letters.verify': { expect: OPEN, params: (w) => ({ reference: w.letterReference }) },
  'letters.adminList': { expect: ORGANISERS },
  'letters.adminGet': { expect: ORGANISERS, params: id((w) => w.letter) },
  'letters.decide': { expect: ORGANISERS, params: id((w) => w.letter) },
  'certificates.mine': { expect: AUTHORS },
  'certificates.pdf': { expect: A_ONLY, params: id((w) => w.certificate) },
  'certificates.verify': { expect: OPEN, params: (w) => ({ code: w.certificateCode }) },
  'certificates.adminList': { expect: ORGANISERS },
  'certificates.issue': { expect: ORGANISERS },
};
