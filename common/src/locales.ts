/** Locales of the site: English is the default (no URL prefix); Azerbaijani lives under /az. */
export const LOCALES = ['en', 'az'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
/** The specification: an unknown language code falls back to the Azerbaijani entry. */
export const FALLBACK_LOCALE: Locale = 'az';
/** The admin console opens in Azerbaijani until the organiser picks another language. */
export const ADMIN_DEFAULT_LOCALE: Locale = 'az';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Resolves a `lang-code` header (or any code) to a supported locale. */
export function resolveLocale(code: string | null | undefined): Locale {
  const normalized = code?.trim().toLowerCase().slice(0, 2);
  return isLocale(normalized) ? normalized : FALLBACK_LOCALE;
}

/** URL prefix for a locale: '' for the default, '/az' otherwise. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

export type Localized<T = string> = Record<Locale, T>;
