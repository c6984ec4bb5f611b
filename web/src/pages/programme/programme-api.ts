import {
  API_PREFIX,
  urlOf,
  type contract,
  type Locale,
  type PublicProgrammeQuery,
  type ReplyOf,
} from '@conf/common';
import { api } from '../../app/api';
import { call, inLocale, requestOf, routing } from '../../app/contract';

export { programmeQueryFromSearch } from './query';

interface Localized<T> {
  locale: Locale;
  arg: T;
}

/**
 * The public side of issue 15: the published programme (filtered on the server) and the
 * verification of certificates and letters. Each request names its language (its cache key).
 */
const programmeSiteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicProgramme: build.query<
      ReplyOf<typeof contract.programme.public>,
      Localized<PublicProgrammeQuery>
    >({
      query: ({ locale, arg }) => inLocale(locale, call(routing.programme.public, { query: arg })),
    }),
    verifyCertificate: build.query<ReplyOf<typeof contract.certificates.verify>, Localized<string>>(
      {
        query: ({ locale, arg }) =>
          inLocale(locale, call(routing.certificates.verify, { params: { code: arg } })),
      },
    ),
    verifyLetter: build.query<ReplyOf<typeof contract.letters.verify>, Localized<string>>({
      query: ({ locale, arg }) =>
        inLocale(locale, call(routing.letters.verify, { params: { reference: arg } })),
    }),
  }),
});

export const { useGetPublicProgrammeQuery, useVerifyCertificateQuery, useVerifyLetterQuery } =
  programmeSiteApi;
export const programmeSiteEndpoints = programmeSiteApi.endpoints;

/**
 * Same-origin addresses of the public calendar files: plain links (calendar apps and the
 * browser's download need no script), the language in the query since no header goes along.
 */
export const programmeCalendarUrl = (locale: Locale) =>
  urlOf(API_PREFIX, requestOf(routing.programme.calendar, { query: { lang: locale } }));
export const sessionCalendarUrl = (locale: Locale, id: number) =>
  urlOf(
    API_PREFIX,
    requestOf(routing.programme.sessionCalendar, { params: { id }, query: { lang: locale } }),
  );
