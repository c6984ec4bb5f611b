import type { contract, Locale, ReplyOf } from '@conf/common';
import { api } from '../app/api';
import { call, inLocale, routing } from '../app/contract';

/** Public lists are read in pages of this size (the API's upper bound). */
export const PUBLIC_PAGE_SIZE = 100;

export interface ListArg {
  locale: Locale;
  page: number;
}

/** The query of a public list's page. */
const pageOf = (page: number) => ({ query: { page, pageSize: PUBLIC_PAGE_SIZE } });

interface Localized<T> {
  locale: Locale;
  arg: T;
}

/**
 * What the public pages read. Each request names its language (part of the cache key); a failed
 * one, a missing route included, is an error the page shows as one.
 */
const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPage: build.query<ReplyOf<typeof contract.pages.get>, Localized<string>>({
      query: ({ locale, arg }) =>
        inLocale(locale, call(routing.pages.get, { params: { slug: arg } })),
      providesTags: (page) => [{ type: 'Page', id: page?.id ?? 'missing' }],
    }),
    getLatestNews: build.query<ReplyOf<typeof contract.news.latest>, Locale>({
      query: (locale) => inLocale(locale, call(routing.news.latest)),
      providesTags: ['News'],
    }),
    getAcceptedAbstracts: build.query<ReplyOf<typeof contract.theses.accepted>, ListArg>({
      query: ({ locale, page }) => inLocale(locale, call(routing.theses.accepted, pageOf(page))),
      providesTags: ['Thesis'],
    }),
    getPublicParticipants: build.query<ReplyOf<typeof contract.participants.publicList>, ListArg>({
      query: ({ locale, page }) =>
        inLocale(locale, call(routing.participants.publicList, pageOf(page))),
      providesTags: ['Participant'],
    }),
  }),
});

export const {
  useGetPageQuery,
  useGetLatestNewsQuery,
  useGetAcceptedAbstractsQuery,
  useGetPublicParticipantsQuery,
} = contentApi;
export const contentEndpoints = contentApi.endpoints;
