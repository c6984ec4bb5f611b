import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AcceptedThesisDto, Locale, Paginated, PublicParticipantDto } from '@conf/common';
import { api } from '../app/api';
import type { PageTranslation } from '../app/locale';

/** `GET /api/pages/:slug` (pages feature of the API). */
export interface ContentPageDto {
  id: number;
  slug: string;
  locale: Locale;
  title: string;
  description: string;
  /** Sanitised by the API before storage; rendered as is. */
  body: string;
  translations: PageTranslation[];
}

/** `GET /api/news/latest`; the API's news items, read defensively (fields not fixed by spec). */
export interface NewsItemDto {
  id: number;
  title: string;
  description?: string | null;
  summary?: string | null;
  publishedAt?: string | null;
  createdAt?: string | null;
}

/** Public lists are read in pages of this size (the API's upper bound). */
export const PUBLIC_PAGE_SIZE = 100;

export interface ListArg {
  locale: Locale;
  page: number;
}

const emptyList = <T>(page: number): Paginated<T> => ({
  data: [],
  total: 0,
  page,
  pageSize: PUBLIC_PAGE_SIZE,
});

interface Localized<T> {
  locale: Locale;
  arg: T;
}

/** A list endpoint that may not exist yet (404) reads as an empty list, not as a failure. */
function emptyWhenMissing<T>(
  error: FetchBaseQueryError,
  fallback: T,
): { data: T } | { error: FetchBaseQueryError } {
  return error.status === 404 ? { data: fallback } : { error };
}

const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPage: build.query<ContentPageDto, Localized<string>>({
      query: ({ locale, arg }) => ({
        url: `/pages/${encodeURIComponent(arg)}`,
        headers: { 'lang-code': locale },
      }),
      providesTags: (page) => [{ type: 'Page', id: page?.id ?? 'missing' }],
    }),
    getLatestNews: build.query<{ news: NewsItemDto[] }, Locale>({
      query: (locale) => ({ url: '/news/latest', headers: { 'lang-code': locale } }),
      providesTags: ['News'],
    }),
    getAcceptedAbstracts: build.query<Paginated<AcceptedThesisDto>, ListArg>({
      async queryFn({ locale, page }, _api, _extra, fetch) {
        const r = await fetch({
          url: '/theses/accepted',
          params: { page, pageSize: PUBLIC_PAGE_SIZE },
          headers: { 'lang-code': locale },
        });
        if (r.error) return emptyWhenMissing(r.error, emptyList<AcceptedThesisDto>(page));
        return { data: r.data as Paginated<AcceptedThesisDto> };
      },
      providesTags: ['Thesis'],
    }),
    getPublicParticipants: build.query<Paginated<PublicParticipantDto>, ListArg>({
      async queryFn({ locale, page }, _api, _extra, fetch) {
        const r = await fetch({
          url: '/participants/public',
          params: { page, pageSize: PUBLIC_PAGE_SIZE },
          headers: { 'lang-code': locale },
        });
        if (r.error) return emptyWhenMissing(r.error, emptyList<PublicParticipantDto>(page));
        return { data: r.data as Paginated<PublicParticipantDto> };
      },
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
