import { DEFAULT_LOCALE, LOCALES, isLocale, localePrefix, type Locale } from '@conf/common';

/** A page's other-language versions, as the pages API lists them. */
export interface PageTranslation {
  locale: string;
  slug: string;
}

/** The locale a path belongs to: '/az' and '/az/...' are Azerbaijani, everything else English. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The path without its locale prefix, always starting with '/'. */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname || '/';
  const rest = pathname.slice(localePrefix(locale).length);
  return rest === '' ? '/' : rest;
}

/** A prefix-free path ('/venue') in the given locale ('/az/venue'); '/' becomes '/az'. */
export function localizePath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * What the current route knows about language versions of its content:
 * - `same-path`: the route exists in every language (home, gallery, sign-in...);
 * - `slug`: a content page at /pages/{slug} whose versions have their own slugs;
 * - `fixed`: a fixed route backed by a content page (/venue): the route exists in every
 *   language, but the page may lack a version in some.
 */
export type AlternateInfo =
  | { kind: 'same-path' }
  | { kind: 'slug'; translations: PageTranslation[] }
  | { kind: 'fixed'; translations: PageTranslation[] };

/**
 * The language switch target (spec §2): when the page has a version in the target language go
 * there (its translated slug for content pages), otherwise to that language's home page.
 */
export function switchTarget(
  pathname: string,
  target: Locale,
  info: AlternateInfo = { kind: 'same-path' },
): string {
  const current = localeFromPath(pathname);
  const bare = stripLocale(pathname);
  if (current === target) return pathname;
  switch (info.kind) {
    case 'same-path':
      return localizePath(bare, target);
    case 'slug': {
      const version = info.translations.find((t) => t.locale === target);
      return version ? localizePath(`/pages/${version.slug}`, target) : localizePath('/', target);
    }
    case 'fixed': {
      const version = info.translations.find((t) => t.locale === target);
      return version ? localizePath(bare, target) : localizePath('/', target);
    }
  }
}

/** Every language version of the current page (for hreflang links), the current one included. */
export function alternatePaths(
  pathname: string,
  info: AlternateInfo = { kind: 'same-path' },
): Partial<Record<Locale, string>> {
  const current = localeFromPath(pathname);
  const out: Partial<Record<Locale, string>> = { [current]: pathname };
  for (const locale of LOCALES) {
    if (locale === current) continue;
    const hasVersion =
      info.kind === 'same-path' || info.translations.some((t) => t.locale === locale);
    if (hasVersion) out[locale] = switchTarget(pathname, locale, info);
  }
  return out;
}
