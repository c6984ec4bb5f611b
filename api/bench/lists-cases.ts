import type { Locale } from '@conf/common';

/**
 * What organisers do with each list of the console: the default order, each filter, the sorts
 * they use, a search that finds many rows and one that finds few, and the deep pages (the last
 * one, reached by the pager's last button, and the middle). Values are drawn afresh for every
 * request, so no single cached answer flatters a case.
 */
export interface Seeded {
  users: number;
  theses: number;
  topics: number[];
  /** Countries other than Azerbaijan (half of the users are from Azerbaijan). */
  countries: number[];
  reviewers: number[];
  /** Authors who have a conversation with the organisers. */
  conversations: number[];
  surnames: readonly string[];
  words: readonly string[];
}

type Query = Record<string, string | number>;

export interface ListCase {
  /** The route's name in the contract (`listRoutes()`). */
  route: string;
  label: string;
  query: (seeded: Seeded) => Query;
  /** Path parameters, for routes with any. */
  params?: (seeded: Seeded) => Record<string, number>;
  locale?: Locale;
  /** A page reached from the first page's total: the last one, or the middle one. */
  deep?: 'last' | 'middle';
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const int = (max: number) => 1 + Math.floor(Math.random() * max);
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Baku',
  });

const none = () => ({});
const lists = (route: string, cases: Omit<ListCase, 'route'>[]): ListCase[] =>
  cases.map((c) => ({ route, ...c }));

export const LIST_CASES: ListCase[] = [
  ...lists('admin.dashboard', [{ label: 'dashboard', query: none }]),
  ...lists('admin.users', [
    { label: 'newest first', query: none },
    { label: 'by surname (en)', query: () => ({ sort: 'surname' }) },
    { label: 'by surname (az)', query: () => ({ sort: 'surname' }), locale: 'az' },
    { label: 'by e-mail, down', query: () => ({ sort: '-email' }) },
    { label: 'by country', query: () => ({ sort: 'country' }) },
    { label: 'by degree', query: () => ({ sort: 'academicDegree' }) },
    { label: 'search a surname', query: (s) => ({ q: pick(s.surnames) }) },
    { label: 'search an e-mail', query: (s) => ({ q: `user${int(s.users)}@` }) },
    { label: 'search name + institution', query: (s) => ({ q: `${pick(s.surnames)} Baku` }) },
    { label: 'reviewers', query: () => ({ role: 'reviewer' }) },
    { label: 'one country', query: (s) => ({ countryId: pick(s.countries) }) },
    {
      label: 'registered in a month',
      query: () => {
        const from = 30 + int(300);
        return { registeredFrom: day(from), registeredTo: day(from - 30) };
      },
    },
    { label: 'last page', query: none, deep: 'last' },
    { label: 'middle page by surname', query: () => ({ sort: 'surname' }), deep: 'middle' },
  ]),
  ...lists('theses.adminList', [
    { label: 'newest first', query: none },
    { label: 'in the editor', query: () => ({ status: 'in_editor' }) },
    { label: 'one topic', query: (s) => ({ topicId: pick(s.topics) }) },
    {
      label: 'topic + status',
      query: (s) => ({ topicId: pick(s.topics), status: pick(['revised', 'accepted']) }),
    },
    { label: 'by title', query: () => ({ sort: 'title' }) },
    { label: 'by topic', query: () => ({ sort: 'topic' }) },
    { label: 'decided, newest', query: () => ({ sort: '-decidedAt' }) },
    { label: 'search the title', query: (s) => ({ q: pick(s.words) }) },
    { label: 'search an author', query: (s) => ({ q: pick(s.surnames) }) },
    { label: 'reviews complete', query: () => ({ reviewsComplete: 'true' }) },
    { label: 'reviews not complete', query: () => ({ reviewsComplete: 'false' }) },
    { label: '100 a page', query: () => ({ pageSize: 100 }) },
    { label: 'last page', query: none, deep: 'last' },
  ]),
  ...lists('payments.adminList', [
    { label: 'newest first', query: none },
    { label: 'pending', query: () => ({ status: 'pending' }) },
    { label: 'by amount, down', query: () => ({ sort: '-amount' }) },
    { label: 'decided, newest', query: () => ({ sort: '-decidedAt' }) },
    { label: 'search a payer', query: (s) => ({ q: pick(s.surnames) }) },
    { label: 'search an e-mail', query: (s) => ({ q: `user${int(s.users)}@` }) },
    { label: 'last page', query: none, deep: 'last' },
  ]),
  ...lists('participants.adminList', [
    { label: 'newest first', query: none },
    { label: 'awaiting approval', query: () => ({ status: 'in_confirmation' }) },
    { label: 'one country', query: (s) => ({ countryId: pick(s.countries) }) },
    { label: 'by surname', query: () => ({ sort: 'surname' }) },
    { label: 'decided, newest', query: () => ({ sort: '-decidedAt' }) },
    { label: 'search a surname', query: (s) => ({ q: pick(s.surnames) }) },
    { label: 'last page', query: none, deep: 'last' },
  ]),
  ...lists('messages.contacts', [
    { label: 'latest conversations', query: none },
    { label: 'search a surname', query: (s) => ({ q: pick(s.surnames) }) },
    { label: 'search an e-mail', query: (s) => ({ q: `user${pick(s.conversations)}@` }) },
    { label: 'last page', query: none, deep: 'last' },
  ]),
  ...lists('messages.conversation', [
    {
      label: 'one conversation',
      query: none,
      params: (s) => ({ userId: pick(s.conversations) }),
    },
  ]),
  ...lists('audit.list', [
    { label: 'newest first', query: none },
    { label: 'by action', query: () => ({ action: 'thesis.accept' }) },
    { label: 'by person', query: (s) => ({ actorId: int(5 + s.reviewers.length) }) },
    {
      label: 'one record',
      query: (s) => ({ resource: 'thesis', resourceId: String(int(s.theses)) }),
    },
    { label: 'last 7 days', query: () => ({ from: day(7), to: day(0) }) },
    { label: 'deepest allowed page', query: () => ({ page: 100, pageSize: 100 }) },
  ]),
  ...lists('letters.adminList', [
    { label: 'awaiting first', query: none },
    { label: 'requested', query: () => ({ status: 'requested' }) },
    { label: 'newest first', query: () => ({ sort: '-createdAt' }) },
    { label: 'by arrival', query: () => ({ sort: 'stayFrom' }) },
    { label: 'search a surname', query: (s) => ({ q: pick(s.surnames) }) },
    { label: 'search a reference', query: () => ({ q: `ICMM-2025-${int(9)}` }) },
    { label: 'last page', query: none, deep: 'last' },
  ]),
  ...lists('certificates.adminList', [
    { label: 'by kind', query: none },
    { label: 'presentations', query: () => ({ kind: 'presentation' }) },
    { label: 'newest first', query: () => ({ sort: '-issuedAt' }) },
    { label: 'by holder', query: () => ({ sort: 'holderName' }) },
    { label: 'search a code', query: (s) => ({ q: `P${String(int(s.theses)).padStart(9, '0')}` }) },
    { label: 'search a title word', query: (s) => ({ q: pick(s.words) }) },
    { label: 'last page', query: none, deep: 'last' },
  ]),
  ...lists('reviews.admin.reviewers', [
    { label: 'by surname', query: none },
    { label: 'most pending', query: () => ({ sort: '-pending' }) },
    { label: 'least assigned', query: () => ({ sort: 'assigned' }) },
    { label: 'one topic', query: (s) => ({ topicId: pick(s.topics) }) },
    { label: 'search a surname', query: (s) => ({ q: pick(s.surnames) }) },
    { label: 'last page', query: none, deep: 'last' },
  ]),
  ...lists('reviews.admin.conflicts', [
    { label: 'newest first', query: none },
    { label: 'one reviewer', query: (s) => ({ reviewerId: pick(s.reviewers) }) },
    { label: 'one abstract', query: (s) => ({ thesisId: int(s.theses) }) },
    { label: 'last page', query: none, deep: 'last' },
  ]),
  ...lists('pages.admin.list', [
    { label: 'default', query: none },
    { label: 'Azerbaijani, by position', query: () => ({ locale: 'az', sort: 'position' }) },
    { label: 'drafts', query: () => ({ published: 'false' }) },
    { label: 'search', query: () => ({ q: 'conference' }) },
  ]),
  ...lists('news.admin.list', [
    { label: 'default', query: none },
    { label: 'newest published', query: () => ({ sort: '-publishedAt', published: 'true' }) },
    { label: 'English', query: () => ({ locale: 'en' }) },
    { label: 'search', query: (s) => ({ q: pick(s.words) }) },
    { label: 'last page', query: none, deep: 'last' },
  ]),
];
