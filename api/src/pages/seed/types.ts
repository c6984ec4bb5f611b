import { localePrefix, type Locale } from '@conf/common';

/** One language version of a seeded page or news item. Bodies are HTML, sanitised on insert. */
export interface SeedText {
  title: string;
  description: string;
  body: string;
}

export interface SeedPage {
  slug: string;
  /** Menu order, smallest first. */
  position: number;
  en: SeedText;
  az: SeedText;
}

/** A site path in a language: `/pages/visa` in English, `/az/pages/visa` in Azerbaijani. */
export function sitePath(locale: Locale, path: string): string {
  return `${localePrefix(locale)}${path === '/' && locale !== 'en' ? '' : path}`;
}
