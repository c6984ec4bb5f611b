import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contract } from '@conf/common';
import { registerConfirmed } from './support/accounts';
import { apiCall, apiLogin } from './support/api';
import { confirmationPath, waitForMail } from './support/mail';
import { text, az, fillSignUp, submitSignIn, control as field } from './support/site';
import { browserStory } from './support/story';

const story = browserStory();
const { baseUrl, dataDir } = story;

const t = (key: Parameters<typeof text>[1]) => text('en', key);

async function openUserMenu(page: Page) {
  await page.locator('.user-menu summary').click();
}

async function register(page: Page, email: string, password: string) {
  await page.goto('/user/reg', { waitUntil: 'networkidle' });
  await fillSignUp(page, 'en', {
    name: 'Ada',
    surname: 'Example',
    email,
    password,
    institution: 'Example University',
  });
}

describe('registration, sign-in and sign-out', () => {
  const email = `author-${Date.now()}@example.org`;
  const password = 'first-password-1';

  it('validates the form on the client and keeps what was typed', async () => {
    const { page } = await story.page();
    await page.goto('/user/reg', { waitUntil: 'networkidle' });
    // Every field of the register schema, each marked required.
    for (const key of [
      'auth.field.name',
      'auth.field.surname',
      'auth.field.email',
      'auth.field.password',
      'auth.field.country',
      'auth.field.phonePrefix',
      'auth.field.phone',
      'auth.field.city',
      'auth.field.institution',
      'auth.field.academicDegree',
      'auth.field.academicTitle',
    ] as const) {
      expect(await field(page, t(key)).count(), key).toBe(1);
    }
    await field(page, t('auth.field.name')).fill('Ada');
    await field(page, t('auth.field.email')).fill('not-an-email');
    await page.getByRole('button', { name: t('auth.register.submit') }).click();
    await expect.poll(() => page.locator('.field__error').first().isVisible()).toBe(true);
    expect(await page.getByText(t('validation.email')).count()).toBe(1);
    expect(await page.getByText(t('validation.required')).count()).toBeGreaterThan(3);
    expect(await field(page, t('auth.field.name')).inputValue()).toBe('Ada');
    expect(await field(page, t('auth.field.email')).inputValue()).toBe('not-an-email');
    expect(page.url()).toContain('/user/reg');
  });

  // Issue 12 item 9: the sign-up form searches countries by common's rule, in both languages.
  it('finds a country by its everyday name and without accents, on /user/reg and /az/user/reg', async () => {
    const { page, errors } = await story.page();
    const listed = () => page.locator('.combobox__list [role="option"]').allTextContents();
    await page.goto('/user/reg', { waitUntil: 'networkidle' });
    const country = field(page, t('auth.field.country'));
    await country.fill('Turkey');
    await expect.poll(listed).toEqual(['Türkiye']);
    await country.fill('Czechia');
    await expect.poll(listed).toEqual(['Czech Republic']);
    await country.fill('Turkey');
    await country.press('ArrowDown');
    await country.press('Enter');
    expect(await country.inputValue()).toBe('Türkiye');
    expect(await field(page, t('auth.field.phonePrefix')).inputValue()).toBe('+90');

    await page.goto('/az/user/reg', { waitUntil: 'networkidle' });
    const countryAz = field(page, text('az', 'auth.field.country'));
    await countryAz.fill('turkiye');
    await expect.poll(listed).toEqual(['Türkiyə']);
    await countryAz.fill('Turkey');
    await expect.poll(listed).toEqual(['Türkiyə']);
    await countryAz.fill('cex');
    await expect.poll(listed).toEqual(['Çex Respublikası']);
    await countryAz.fill('Narnia');
    await expect
      .poll(() => page.locator('.combobox__empty').textContent())
      .toBe(text('az', 'auth.field.countryNone').replace('{typed}', 'Narnia'));
    expect(errors).toEqual([]);
  });

  it('registers, fills the phone prefix from the country, confirms by the mailed link and lands in the panel', async () => {
    const { page, errors } = await story.page();
    await register(page, email, password);
    expect(await field(page, t('auth.field.phonePrefix')).inputValue()).toBe('+994');
    await page.getByRole('button', { name: t('auth.register.submit') }).click();
    await expect
      .poll(() => page.locator('.notice--success').textContent())
      .toBe(text('en', 'auth.register.checkMail').replace('{email}', email));
    // Not usable yet: sign-in asks for the confirmation first.
    await page.goto('/user/login', { waitUntil: 'networkidle' });
    await submitSignIn(page, 'en', email, password);
    await expect
      .poll(() => page.locator('.toast--error').textContent())
      .toContain(t('error.emailUnconfirmed'));

    await page.goto(await confirmationPath(dataDir, email), { waitUntil: 'networkidle' });
    await field(page, t('auth.field.password')).fill('not-my-password');
    await page.getByRole('button', { name: t('auth.confirm.submit') }).click();
    await expect
      .poll(() => page.getByText(t('error.confirmPasswordWrong')).count())
      .toBeGreaterThan(0);
    await field(page, t('auth.field.password')).fill(password);
    await page.getByRole('button', { name: t('auth.confirm.submit') }).click();
    await page.waitForURL('**/user/panel');
    // Signed in: the public header names the user.
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await page.locator('.user-menu summary').textContent()).toContain('Ada Example');
    expect(errors).toEqual([]);
  });

  it('answers a taken address exactly like a new one, and tells its owner by mail', async () => {
    const { page } = await story.page();
    await register(page, email, password);
    await page.getByRole('button', { name: t('auth.register.submit') }).click();
    await expect
      .poll(() => page.locator('.notice--success').textContent())
      .toBe(text('en', 'auth.register.checkMail').replace('{email}', email));
    expect(await page.getByText(t('error.emailTaken')).count()).toBe(0);
    const mail = await waitForMail(dataDir, email, 20_000, /already has one/);
    expect(mail).toContain('/user/forgot_password');
  });

  it('confirms in Azerbaijani from an /az sign-up', async () => {
    const azEmail = `author-az-${Date.now()}@example.org`;
    const { page } = await story.page();
    await page.goto('/az/user/reg', { waitUntil: 'networkidle' });
    await fillSignUp(page, 'az', {
      name: 'Aysel',
      surname: 'Nümunə',
      email: azEmail,
      password,
      institution: 'Nümunə Universiteti',
    });
    await page.getByRole('button', { name: az('auth.register.submit') }).click();
    await expect.poll(() => page.locator('.notice--success').count()).toBe(1);
    const link = await confirmationPath(dataDir, azEmail);
    expect(link).toMatch(/^\/az\/user\/confirm\//);
    await page.goto(link, { waitUntil: 'networkidle' });
    expect(await page.getByRole('heading', { name: az('auth.confirm.title') }).count()).toBe(1);
    await field(page, az('auth.field.password')).fill(password);
    await page.getByRole('button', { name: az('auth.confirm.submit') }).click();
    await page.waitForURL('**/az/user/panel');
  });

  it('signs in (back to the requested page), shows the panel link, and logs out to home', async () => {
    const { page } = await story.page();
    await page.goto('/user/login', { waitUntil: 'networkidle' });
    await submitSignIn(page, 'en', email, 'wrong-password-1');
    await expect
      .poll(() => page.locator('.toast--error').textContent())
      .toContain(t('error.invalidCredentials'));
    expect(await field(page, t('auth.field.email')).inputValue()).toBe(email);

    await field(page, t('auth.field.password')).fill(password);
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await page.waitForURL('**/user/panel');

    await page.goto('/', { waitUntil: 'networkidle' });
    await openUserMenu(page);
    expect(await page.locator('.user-menu a[href="/user/panel"]').isVisible()).toBe(true);
    expect(await page.locator('.user-menu a[href="/admin"]').count()).toBe(0);
    await page.getByRole('button', { name: t('site.user.logout') }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => page.locator('.user-menu summary').textContent())
      .toContain(t('site.user.account'));

    // Signed out again, the panel sends the visitor to sign in, then back.
    await page.goto('/user/panel');
    await page.waitForURL(/\/user\/login\?redirect=%2Fuser%2Fpanel/);
    await submitSignIn(page, 'en', email, password);
    await page.waitForURL('**/user/panel');
  });

  it('shows the Admin entry to organisers', async () => {
    const { page } = await story.page();
    await page.goto('/az/user/login', { waitUntil: 'networkidle' });
    await submitSignIn(page, 'az', inject('adminEmail'), inject('adminPassword'));
    await page.waitForURL('**/az/user/panel');
    await page.goto('/az', { waitUntil: 'networkidle' });
    await openUserMenu(page);
    await page.locator('.user-menu a[href="/az/admin"]').click();
    await page.waitForURL('**/az/admin');
  });

  it('resets a forgotten password through the mailed link', async () => {
    const { page } = await story.page();
    await page.goto('/user/forgot_password', { waitUntil: 'networkidle' });
    await field(page, t('auth.field.email')).fill(email);
    await page.getByRole('button', { name: t('auth.forgot.submit') }).click();
    await expect.poll(() => page.locator('.notice--success').count()).toBe(1);

    const mail = await waitForMail(dataDir, email, 20_000, /forgot_password\/reset\//);
    const link = /https?:\/\/\S+\/user\/forgot_password\/reset\/[\w-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname, { waitUntil: 'networkidle' });
    await field(page, t('auth.field.newPassword')).fill('second-password-2');
    await field(page, t('auth.field.passwordConfirmation')).fill('does-not-match');
    await page.getByRole('button', { name: t('auth.reset.submit') }).click();
    await expect.poll(() => page.getByText(t('validation.passwordsDiffer')).count()).toBe(1);
    await field(page, t('auth.field.passwordConfirmation')).fill('second-password-2');
    await page.getByRole('button', { name: t('auth.reset.submit') }).click();
    await page.waitForURL('**/user/login');

    await submitSignIn(page, 'en', email, 'second-password-2');
    await page.waitForURL('**/user/panel');
  });

  it('a new password keeps this session, ends the others, and a new e-mail needs the current password', async () => {
    const initial = await apiCall(baseUrl, contract.initialData.get);
    const account = {
      name: 'Rena',
      surname: 'Sessions',
      email: `sessions-${Date.now()}@example.org`,
      password: 'session-password-1',
      countryId: initial.body.countries.find((c) => c.code === 'AZ')!.id,
      city: 'Baku',
      institution: 'Example University',
      phonePrefix: '+994',
      phone: '501234567',
      academicDegree: 'phd',
      academicTitle: 'professor',
    } as const;
    await registerConfirmed(baseUrl, dataDir, account);
    const other = await apiLogin(baseUrl, account.email, account.password);
    const { page, errors } = await story.page();
    await page.goto('/user/login', { waitUntil: 'networkidle' });
    await submitSignIn(page, 'en', account.email, account.password);
    await page.waitForURL('**/user/panel');
    await page.goto('/user/panel/account_edit', { waitUntil: 'networkidle' });

    // A new e-mail alone: the current password is asked for, and nothing is saved without it.
    await field(page, t('auth.field.email')).fill(`moved-${account.email}`);
    await page.getByRole('button', { name: t('panel.account.save') }).click();
    await expect.poll(() => page.getByText(t('validation.currentPasswordNeeded')).count()).toBe(1);
    await field(page, t('auth.field.email')).fill(account.email);

    await field(page, t('auth.field.newPassword')).fill('session-password-2');
    await field(page, t('panel.account.currentPassword')).fill(account.password);
    await page.getByRole('button', { name: t('panel.account.save') }).click();
    await expect.poll(() => page.getByText(t('panel.account.otherSessionsEnded')).count()).toBe(1);

    // This tab carries on (a fresh cookie came with the answer), its live connection too,
    // which the server closed with the old token; the other session is over.
    const realtime = () => page.evaluate(() => document.documentElement.dataset.realtime);
    await expect.poll(realtime).toBe('connected');
    await page.goto('/user/panel/account_edit', { waitUntil: 'networkidle' });
    expect(page.url()).toContain('/user/panel/account_edit');
    const stale = await apiCall(baseUrl, contract.auth.currentUser, {}, { token: other });
    expect(stale.status).toBe(401);
    expect(errors).toEqual([]);
  });
});
