import { API_PREFIX, urlOf, type Locale, type PublicProgrammeQuery } from '@conf/common';
import { requestOf, routing } from '../../app/contract';
import { routeQuery, type SiteQuery } from '../../app/site-data';

export { programmeQueryFromSearch } from './query';
export { loadFresh } from '../content-queries';

/*
 * The public side of issue 15, read through the site's data layer: the published programme
 * (filtered on the server) and the verification of certificates and letters. Each request names
 * its language (part of its key).
 */
export const publicProgrammeQuery = (locale: Locale, query: PublicProgrammeQuery) =>
  routeQuery(locale, routing.programme.public, { query });

export const certificateQuery = (locale: Locale, code: string) =>
  routeQuery(locale, routing.certificates.verify, { params: { code } });

export const letterQuery = (locale: Locale, reference: string) =>
  routeQuery(locale, routing.letters.verify, { params: { reference } });

/** The check a verification page's loader runs (its answer is read by the page's own hooks). */
export const verificationQuery = (
  locale: Locale,
  kind: 'certificate' | 'letter',
  code: string,
): SiteQuery<unknown> =>
  kind === 'letter' ? letterQuery(locale, code) : certificateQuery(locale, code);

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
