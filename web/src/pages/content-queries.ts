import type { Locale } from '@conf/common';
import { routing } from '../app/contract';
import { useLocale } from '../app/LocalLink';
import { useSiteRead } from '../app/site-context';
import { routeQuery } from '../app/site-data';

/** Public lists are read in pages of this size (the API's upper bound). */
export const PUBLIC_PAGE_SIZE = 100;

/** The query of a public list's page. */
const pageOf = (page: number) => ({ query: { page, pageSize: PUBLIC_PAGE_SIZE } });

/*
 * What the public pages read, through the site's data layer (site-data.ts) like the home page:
 * each request names its language (part of its key); a failed one, a missing route included, is
 * an error the page shows as one.
 */
export const pageQuery = (locale: Locale, slug: string) =>
  routeQuery(locale, routing.pages.get, { params: { slug } });

export const acceptedAbstractsQuery = (locale: Locale, page: number) =>
  routeQuery(locale, routing.theses.accepted, pageOf(page));

export const publicParticipantsQuery = (locale: Locale, page: number) =>
  routeQuery(locale, routing.participants.publicList, pageOf(page));

/** A content page by its slug, in the page's language. */
export function usePage(slug: string) {
  return useSiteRead(pageQuery(useLocale(), slug));
}
