import type { Locale } from '@conf/common';
import { routing } from '../app/contract';
import { useLocale } from '../app/LocalLink';
import { useSiteRead } from '../app/site-context';
import { routeQuery, type SiteData, type SiteQuery } from '../app/site-data';

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

/** How long a public page's answer is shown again without asking when the page is opened anew. */
export const PUBLIC_MAX_AGE_MS = 60_000;

/** Per site (a tab; on the server, a page): when each answer was last asked for. */
const asked = new WeakMap<SiteData, { since: number; at: Map<string, number> }>();

/**
 * A route loader's read of a public page: the answer the site holds while it is under a minute
 * old, else asked again, as RTK Query dropped unused answers after a minute, so that a tab left
 * open does not show an old list or page for ever. An answer the server sent with the page
 * counts from when the tab first read through here.
 */
export function loadFresh<T>(site: SiteData, query: SiteQuery<T>, now = Date.now()) {
  let times = asked.get(site);
  if (!times) asked.set(site, (times = { since: now, at: new Map() }));
  const { key } = query;
  if (site.has(key) && now - (times.at.get(key) ?? times.since) > PUBLIC_MAX_AGE_MS)
    site.refresh((k) => k === key);
  if (!site.has(key)) times.at.set(key, now);
  return site.load(query);
}
