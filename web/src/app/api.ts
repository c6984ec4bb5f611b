import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { contract, CountryDto, InitialData, Locale, ReplyOf } from '@conf/common';
import { call, inLocale, routing } from './contract';

import type { ApiEnvironment } from './environment';
export type { ApiEnvironment } from './environment';

/** The state slice that the base query reads the current locale from. */
interface LocaleAware {
  locale: { current: Locale };
}

/** Requests that the page progress bar ignores (spec §7: news/latest shows no loader). */
export const SILENT_ENDPOINTS = new Set<string>(['getLatestNews', 'getCurrentUser']);

/**
 * Initial data as the web keeps it: without the countries, which only a few forms need and which
 * would otherwise be most of every server-rendered page's state (useGetCountriesQuery).
 */
export type WebInitialData = Omit<InitialData, 'countries'>;

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const env = api.extra as ApiEnvironment;
  return fetchBaseQuery({
    baseUrl: env.baseUrl,
    credentials: 'include',
    prepareHeaders(headers, { getState }) {
      // An endpoint may name the locale itself (it is then part of its cache key); otherwise
      // every request carries the locale of the page being shown (spec §7).
      if (!headers.has('lang-code')) {
        headers.set('lang-code', (getState() as LocaleAware).locale.current);
      }
      for (const [name, value] of Object.entries(env.forwardHeaders ?? {}))
        headers.set(name, value);
      return headers;
    },
  })(args, api, extraOptions);
};

/** The cache tags features provide and invalidate. */
export const API_TAGS = [
  'User',
  'InitialData',
  'Page',
  'News',
  'Thesis',
  'Payment',
  'Participant',
  'Message',
  'Admin',
  // Issue 15: the programme, the book of abstracts, letters and certificates.
  'Programme',
  'Book',
  'Letter',
  'Certificate',
  'Review',
  'Audit',
  'Settings',
] as const;

export type ApiTag = (typeof API_TAGS)[number];

/**
 * The one API slice of the web app. Features add their endpoints with `api.injectEndpoints`
 * in their own folders and list the tags they provide or invalidate in API_TAGS.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: API_TAGS,
  endpoints: (build) => ({
    getInitialData: build.query<WebInitialData, Locale>({
      query: (locale) => inLocale(locale, call(routing.initialData.get)),
      transformResponse: ({ countries: _countries, ...rest }: InitialData) => rest,
      providesTags: ['InitialData'],
    }),
    /** The countries, named and sorted in `locale`; the browser's HTTP cache keeps them a day. */
    getCountries: build.query<CountryDto[], Locale>({
      query: (locale) => inLocale(locale, call(routing.initialData.countries)),
      transformResponse: (reply: ReplyOf<typeof contract.initialData.countries>) => reply.data,
      // They never change while a tab is open: keep them for the tab's life once loaded.
      keepUnusedDataFor: 24 * 60 * 60,
    }),
    /** The signed-in user, or null: a 401 here is an answer ("signed out"), not a failure. */
    getCurrentUser: build.query<ReplyOf<typeof contract.auth.currentUser> | null, void>({
      async queryFn(_arg, queryApi, extraOptions) {
        if ((queryApi.extra as ApiEnvironment).anonymous) return { data: null };
        const result = await baseQuery(call(routing.auth.currentUser), queryApi, extraOptions);
        if (result.error?.status === 401) return { data: null };
        if (result.error) return { error: result.error };
        return { data: result.data as ReplyOf<typeof contract.auth.currentUser> };
      },
      providesTags: ['User'],
    }),
  }),
});

export const { useGetInitialDataQuery, useGetCountriesQuery, useGetCurrentUserQuery } = api;
