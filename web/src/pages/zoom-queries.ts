import type { Locale } from '@conf/common';
import { routing } from '../app/contract';
import { routeQuery, type SiteError, type SiteQuery } from '../app/site-data';

/**
 * A request whose refusals with one of `statuses` are answers: `null` (with an empty reply).
 * Both requests here belong to the signed-in user (isPerUserKey).
 */
function nullOn<T>(query: SiteQuery<T>, statuses: number[]): SiteQuery<T | null> {
  return {
    key: query.key,
    run: async (env) => {
      try {
        return (await query.run(env)) ?? null;
      } catch (error) {
        if (statuses.includes((error as SiteError).status as number)) return null;
        throw error;
      }
    },
  };
}

/** The signed-in user's participation: null before they declare it, or when signed out (401). */
export const myParticipationQuery = (locale: Locale) =>
  nullOn(routeQuery(locale, routing.participants.mine), [401]);

/** null when the caller may not see it (403) or the organisers have not set it yet (404). */
export const zoomAccessQuery = (locale: Locale) =>
  nullOn(routeQuery(locale, routing.participants.zoom), [403, 404]);
