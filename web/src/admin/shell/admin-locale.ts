import { ADMIN_DEFAULT_LOCALE, isLocale, type Locale } from '@conf/common';
import type { KeyValueStorage } from './settings';

/**
 * The console's language is its own choice (spec §1: Azerbaijani by default), remembered apart
 * from the public site's URL prefix: an organiser who reads the site in English keeps the
 * console in the language they picked there.
 */
export const ADMIN_LOCALE_STORAGE_KEY = 'admin.locale';

export function loadAdminLocale(
  storage: KeyValueStorage | null,
  fallback: Locale = ADMIN_DEFAULT_LOCALE,
): Locale {
  try {
    const stored = storage?.getItem(ADMIN_LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : fallback;
  } catch {
    return fallback;
  }
}

export function saveAdminLocale(storage: KeyValueStorage | null, locale: Locale): void {
  try {
    storage?.setItem(ADMIN_LOCALE_STORAGE_KEY, locale);
  } catch {
    // Only the memory of the choice is lost.
  }
}
