import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '@conf/common';
import { useSiteQuery, type SiteData, type SiteQuery } from './site-data';
import {
  countriesQuery,
  currentUserQuery,
  initialDataQuery,
  latestNewsQuery,
  publicSettingsQuery,
} from './site-queries';
import type { StoreAccess } from './store-access';

interface SiteContextValue {
  site: SiteData;
  store: StoreAccess;
}

const SiteContext = createContext<SiteContextValue | null>(null);

/**
 * Providers shared by the browser, the server renderer, the desktop console and tests: the
 * public site's data and the way to the RTK Query store (which screens that use it put in a
 * react-redux Provider themselves, StoreRoot.tsx).
 */
export function App({ site, store, children }: SiteContextValue & { children: ReactNode }) {
  return <SiteContext.Provider value={{ site, store }}>{children}</SiteContext.Provider>;
}

export function useSiteContext(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('the site context is missing (App)');
  return value;
}

/** A request of the site, read from its cache (and fetched in the browser when missing). */
export const useSiteRead = <T,>(query: SiteQuery<T>, skip = false) =>
  useSiteQuery(useSiteContext().site, query, skip);

export const useInitialData = (locale: Locale) => useSiteRead(initialDataQuery(locale));

export const useCurrentUser = (locale: Locale) => useSiteRead(currentUserQuery(locale));

export const usePublicSettings = (locale: Locale) => useSiteRead(publicSettingsQuery(locale));

export const useCountries = (locale: Locale) => useSiteRead(countriesQuery(locale));

export const useLatestNews = (locale: Locale) => useSiteRead(latestNewsQuery(locale));
