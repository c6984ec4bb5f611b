import type { Locator } from 'playwright-core';
import { messages, type Locale, type MessageKey } from '@conf/common';

/** A catalogue text, to compare what the page shows with what it should show. */
export function text(locale: Locale, key: MessageKey): string {
  return messages[locale][key];
}

export const LOCALES: readonly Locale[] = ['en', 'az'];

/** Chooses a country in the sign-up form's search box: types, then picks it from the list. */
export async function chooseCountry(box: Locator, typed: string, name = typed) {
  await box.fill(typed);
  await box.page().getByRole('option', { name, exact: true }).click();
}

export function localized(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? '/az' : `/az${path}`;
}

/** Every public route of the specification (§2) that renders a page (not /user, /admin). */
export const PUBLIC_ROUTES = [
  '/',
  '/about_azerbaijan',
  '/accepted_abstracts',
  '/accommodation',
  '/contact',
  '/gallery-2024',
  '/gallery-2025',
  '/participants',
  '/venue',
  '/test',
  '/pages/abstracts',
  '/pages/academic_program',
  '/pages/gallery',
  '/pages/topics',
  '/pages/organizing-committee',
  '/pages/scientific-committee',
  '/pages/program-committee',
  '/pages/plenary-speakers',
  '/pages/working-group',
  '/pages/social_program',
  '/pages/important-dates',
  '/pages/registration',
  '/pages/visa',
  '/pages/proceedings',
  '/pages/archive',
] as const;

/** Headings fixed by the web app's catalogue (the others come from the pages API). */
export const FIXED_HEADINGS: Partial<Record<(typeof PUBLIC_ROUTES)[number], MessageKey>> = {
  '/': 'site.title',
  '/accepted_abstracts': 'site.nav.acceptedAbstracts',
  '/participants': 'site.nav.participants',
  '/gallery-2024': 'site.nav.gallery2024',
  '/gallery-2025': 'site.nav.gallery2025',
  '/test': 'site.test.title',
};
