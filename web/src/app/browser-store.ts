import { addListener, isFulfilled } from '@reduxjs/toolkit';
import type { Locale, UserDto } from '@conf/common';
import { api, SILENT_ENDPOINTS } from './api';
import { setBusy } from './busy';
import { settingsReadApi } from './settings-api';
import { setLocale } from './locale-slice';
import type { SiteData } from './site-data';
import {
  CURRENT_USER_KEY,
  initialDataQuery,
  isPerUserKey,
  publicSettingsQuery,
} from './site-queries';
import { createAppStore, type AppStore, type RootState } from './store';

interface RequestEntry {
  status?: string;
  endpointName?: string;
}

/** True while a request that shows the loader is in flight (spec §7). */
export function selectBusy(state: RootState): boolean {
  const entries = [...Object.values(state.api.queries), ...Object.values(state.api.mutations)] as (
    RequestEntry | undefined
  )[];
  return entries.some(
    (e) => e?.status === 'pending' && !SILENT_ENDPOINTS.has(e.endpointName ?? ''),
  );
}

/**
 * The answers both sides read (the user, initial data, public settings): the store starts from
 * what the public site has, and whatever the store learns later (a sign-in, a profile edit, a
 * realtime unread count, a language refetch) goes back to the site, so the public header shows
 * the same as the panel.
 */
export function linkSiteData(store: AppStore, site: SiteData) {
  const user = site.get<unknown>(CURRENT_USER_KEY).data;
  if (user !== undefined)
    void store.dispatch(api.util.upsertQueryData('getCurrentUser', undefined, user as never));
  const shared = (locale: Locale) => ({
    initial: initialDataQuery(locale).key,
    settings: publicSettingsQuery(locale).key,
  });
  for (const locale of ['en', 'az'] as const) {
    const initial = site.get<unknown>(shared(locale).initial).data;
    if (initial !== undefined)
      void store.dispatch(api.util.upsertQueryData('getInitialData', locale, initial as never));
  }
  const settings = site.get<unknown>(shared('en').settings).data;
  if (settings !== undefined)
    void store.dispatch(
      settingsReadApi.util.upsertQueryData('getPublicSettings', undefined, settings as never),
    );

  let userId = (user as { id?: number } | null | undefined)?.id;
  const push = () => {
    const state = store.getState();
    setBusy('store', selectBusy(state));
    const current = api.endpoints.getCurrentUser.select()(state);
    if (current.isSuccess) {
      site.set(CURRENT_USER_KEY, current.data);
      // Someone else (or nobody) now: the site's per-user answers are refetched.
      if (current.data?.id !== userId) {
        userId = current.data?.id;
        site.invalidate((key) => key !== CURRENT_USER_KEY && isPerUserKey(key));
      }
    }
    for (const locale of api.util.selectCachedArgsForQuery(state, 'getInitialData')) {
      const initial = api.endpoints.getInitialData.select(locale)(state);
      if (initial.isSuccess) site.set(shared(locale).initial, initial.data);
    }
    const saved = settingsReadApi.endpoints.getPublicSettings.select()(state);
    if (saved.isSuccess) site.set(shared('en').settings, saved.data);
  };
  push();
  // A change made through the store (an organiser's edit, a declared participation) may show on
  // any public page: the site asks again for what it holds, apart from what `push` keeps in step.
  const synced = new Set([CURRENT_USER_KEY, shared('en').settings]);
  for (const locale of ['en', 'az'] as const) synced.add(shared(locale).initial);
  store.dispatch(
    addListener({
      predicate: (action) =>
        isFulfilled(action) && (action.meta.arg as { type?: string }).type === 'mutation',
      effect: () => site.refresh((key) => !synced.has(key)),
    }),
  );
  return store.subscribe(push);
}

/** The browser's one store, made the first time a screen needs it. */
export function makeBrowserStore(site: SiteData, locale: Locale) {
  const store = createAppStore(site.env, locale);
  linkSiteData(store, site);
  return { store, setLocale: (next: Locale) => store.dispatch(setLocale(next)) };
}

/** After a sign-in or out on a public page: the store drops what belonged to the previous user. */
export async function userChanged(store: AppStore, user: UserDto | null) {
  await store.dispatch(api.util.upsertQueryData('getCurrentUser', undefined, user));
  store.dispatch(
    api.util.invalidateTags(['User', 'InitialData', 'Thesis', 'Payment', 'Message', 'Admin']),
  );
}
