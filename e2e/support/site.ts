import type { Locator, Page } from 'playwright-core';
import { messages, type Locale, type MessageKey } from '@conf/common';

/** A catalogue text, to compare what the page shows with what it should show. */
export function text(locale: Locale, key: MessageKey): string {
  return messages[locale][key];
}

/** Catalogue texts of one language, as the stories read them. */
export const en = (key: MessageKey) => text('en', key);
export const az = (key: MessageKey) => text('az', key);

/** A catalogue template with its `{name}` placeholders filled. */
export const fillTemplate = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name]));

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its label ("Phone" must not match "Phone prefix"; `*` may mark required). */
export const control = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));

/** Picks the option `option` of the antd select labelled `label` (typing it where it searches). */
export async function pick(page: Page, label: string, option: string, search = false) {
  const select = control(page, label);
  await select.click();
  if (search) await select.fill(option);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${escapeRegExp(option)}`) })
    .first()
    .click();
}

/** Confirms the open antd Popconfirm. */
export async function confirmPopup(page: Page) {
  await page.locator('.ant-popconfirm:not(.ant-popover-hidden) .ant-btn-primary').click();
}

export const LOCALES: readonly Locale[] = ['en', 'az'];

/** Chooses a country in the sign-up form's search box: types, then picks it from the list. */
export async function chooseCountry(box: Locator, typed: string, name = typed) {
  await box.fill(typed);
  await box.page().getByRole('option', { name, exact: true }).click();
}

/** What the sign-up form is filled with; the country is typed and picked as `country` reads. */
export interface SignUp {
  name: string;
  surname: string;
  email: string;
  password: string;
  institution: string;
  country?: string;
  city?: string;
}

/**
 * Fills the site's sign-up form in `locale`'s labels: a PhD professor (phone 501234567), of
 * Baku in Azerbaijan unless `who` says otherwise, the names spelled in that language.
 */
export async function fillSignUp(scope: Page | Locator, locale: Locale, signUp: SignUp) {
  const inAz = locale === 'az';
  const who = {
    country: inAz ? 'Azərbaycan' : 'Azerbaijan',
    city: inAz ? 'Bakı' : 'Baku',
    ...signUp,
  };
  const label = (key: MessageKey) => control(scope, text(locale, key));
  await label('auth.field.name').fill(who.name);
  await label('auth.field.surname').fill(who.surname);
  await label('auth.field.email').fill(who.email);
  await label('auth.field.password').fill(who.password);
  await chooseCountry(label('auth.field.country'), who.country);
  await label('auth.field.phone').fill('501234567');
  await label('auth.field.city').fill(who.city);
  await label('auth.field.institution').fill(who.institution);
  await label('auth.field.academicDegree').selectOption('phd');
  await label('auth.field.academicTitle').selectOption('professor');
}

/** Fills the site's sign-in form (e-mail and password, in `locale`'s labels) and sends it. */
export async function submitSignIn(page: Page, locale: Locale, email: string, password: string) {
  await control(page, text(locale, 'auth.field.email')).fill(email);
  await control(page, text(locale, 'auth.field.password')).fill(password);
  await page.getByRole('button', { name: text(locale, 'auth.login.submit') }).click();
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
