import {
  API_PREFIX,
  fillPath,
  type contract,
  type CountryDto,
  type InitialData,
  type Locale,
  type ReplyOf,
  type UserDto,
} from '@conf/common';
import type { WebInitialData } from './api';
import { routing } from './contract';
import { siteFetch, siteKey, type SiteError, type SiteQuery } from './site-data';

/*
 * The requests of the public shell and the home page. Each names its language when its answer is
 * written in one (part of the key); the others carry the page's language as the API expects.
 */

/** Initial data without the countries (a day-cached request of their own, see api.ts). */
export const initialDataQuery = (locale: Locale): SiteQuery<WebInitialData> => ({
  key: siteKey(routing.initialData.get, {}, locale),
  run: async (env) => {
    const { countries: _countries, ...rest } = await siteFetch<
      typeof contract.initialData.get,
      InitialData
    >(env, locale, routing.initialData.get);
    return rest;
  },
});

export type CurrentUser = ReplyOf<typeof contract.auth.currentUser> | null;

/** The signed-in user, or null: a 401 here is an answer ("signed out"), not a failure. */
export const currentUserQuery = (locale: Locale): SiteQuery<CurrentUser> => ({
  key: CURRENT_USER_KEY,
  silent: true,
  run: async (env) => {
    if (env.anonymous) return null;
    try {
      return await siteFetch<typeof contract.auth.currentUser, UserDto>(
        env,
        locale,
        routing.auth.currentUser,
      );
    } catch (error) {
      if ((error as SiteError).status === 401) return null;
      throw error;
    }
  },
});
export const CURRENT_USER_KEY = siteKey(routing.auth.currentUser, {}, '');

/** The countries, named and sorted in `locale` (only the forms that need them ask). */
export const countriesQuery = (locale: Locale): SiteQuery<CountryDto[]> => ({
  key: siteKey(routing.initialData.countries, {}, locale),
  run: async (env) =>
    (
      await siteFetch<typeof contract.initialData.countries, { data: CountryDto[] }>(
        env,
        locale,
        routing.initialData.countries,
      )
    ).data,
});

export type PublicSettings = ReplyOf<typeof contract.settings.public>;

export const publicSettingsQuery = (locale: Locale): SiteQuery<PublicSettings> => ({
  key: siteKey(routing.settings.public, {}, ''),
  run: (env) => siteFetch(env, locale, routing.settings.public),
});

export type LatestNews = ReplyOf<typeof contract.news.latest>;

/** Spec §7: news/latest shows no loader. */
export const latestNewsQuery = (locale: Locale): SiteQuery<LatestNews> => ({
  key: siteKey(routing.news.latest, {}, locale),
  silent: true,
  run: (env) => siteFetch(env, locale, routing.news.latest),
});

/** The routes whose answers belong to the signed-in user (besides the user, CURRENT_USER_KEY). */
const PER_USER_ROUTES = [
  routing.initialData.get,
  routing.participants.mine,
  routing.participants.zoom,
].map((route) => `${route.method} ${route.path} `);

/** Whether a key holds an answer that belongs to the signed-in user. */
export const isPerUserKey = (key: string) =>
  key === CURRENT_USER_KEY || PER_USER_ROUTES.some((start) => key.startsWith(start));

/**
 * Where an associate's uploaded logo is served on the site: the site's own '/api' (the address in
 * the server-rendered HTML must be the one the browser uses, not the API origin the server calls).
 */
export const siteLogoSrc = (logoId: string) =>
  API_PREFIX + fillPath(routing.settings.logo.path, { id: logoId });
