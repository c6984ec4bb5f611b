import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contract, type AdminInitialData, type MessageKey } from '@conf/common';
import { apiCall, apiLogin } from './support/api';
import { registerProfessor } from './support/authors';
import { az, en, submitSignIn, control as field } from './support/site';
import { browserStory } from './support/story';

const story = browserStory();
const { baseUrl, dataDir } = story;
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
let adminToken: string;

beforeAll(async () => {
  adminToken = await story.adminToken();
});

async function dashboardCounts(): Promise<AdminInitialData> {
  const res = await apiCall(baseUrl, contract.admin.dashboard, undefined, { token: adminToken });
  expect(res.status).toBe(200);
  return res.body;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/user/login', { waitUntil: 'networkidle' });
  await submitSignIn(page, 'en', email, password);
  await page.waitForURL((url) => !url.pathname.includes('/user/login'));
}

/** Polls with room for a loaded machine (vitest's default is one second). */
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15_000 });

const counter = (page: Page, key: string) =>
  page.locator(`[data-counter="${key}"] .ant-statistic-content-value`);
const consoleRoot = (page: Page) => page.locator('.admin-console');
/** What the browser computed for one style property of the element `selector` finds. */
const computed = (
  page: Page,
  selector: string,
  property: 'backgroundColor' | 'direction' | 'maxWidth' | 'position',
) => page.locator(selector).evaluate((el, name) => getComputedStyle(el)[name], property);
const stamp = Date.now().toString(36);
const password = 'e2e-password-1';
const userEmails = [`admin-e2e-a-${stamp}@example.org`, `admin-e2e-b-${stamp}@example.org`];

describe('the admin console', () => {
  it('shows the dashboard in Azerbaijani with the counts of the data, then switches to English', async () => {
    const before = await dashboardCounts();
    for (const email of userEmails) {
      await registerProfessor(baseUrl, dataDir, { email, password, surname: 'Example' });
    }
    const after = await dashboardCounts();
    expect(after.users).toBe(before.users + 2);
    expect(after.toDayUsers).toBe(before.toDayUsers + 2);

    const { page, errors } = await story.page();
    await signIn(page, adminEmail, adminPassword);
    await page.goto('/admin', { waitUntil: 'networkidle' });
    await poll(() => page.locator('h1.admin-page-title').textContent()).toBe(
      az('admin.dashboard.title'),
    );
    expect(await consoleRoot(page).getAttribute('lang')).toBe('az');
    expect(
      await page
        .getByRole('navigation', { name: az('admin.menu.label') })
        // Users sits in the collapsed "administration" group (issue 12 item 4): its label is
        // the top-level text that proves the menu speaks Azerbaijani.
        .getByText(az('admin.menu.group.administration'))
        .count(),
    ).toBe(1);
    expect(await page.locator('.admin-breadcrumb').textContent()).toContain(az('admin.panel'));
    for (const key of [
      'users',
      'toDayUsers',
      'thesesInEditor',
      'participantsInConfirmation',
      'messages',
    ] as const) {
      expect(await counter(page, key).textContent(), key).toBe(String(after[key]));
    }
    // The counter of today's registrations opens the users list filtered to today.
    const todayHref = await page.locator('a:has([data-counter="toDayUsers"])').getAttribute('href');
    expect(todayHref).toMatch(/\/admin\/users\?registeredFrom=\d{4}-\d{2}-\d{2}$/);
    expect(await page.locator('.admin-chart svg[role="img"]').count()).toBe(1);
    expect(await page.locator('.admin-chart rect.admin-chart__bar').count()).toBe(
      after.chart.days.length,
    );

    await page.getByRole('button', { name: az('admin.header.language') }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await poll(() => page.evaluate(() => localStorage.getItem('admin.locale'))).toBe('en');
    await poll(() => page.locator('h1.admin-page-title').textContent()).toBe(
      en('admin.dashboard.title'),
    );
    await page.reload({ waitUntil: 'networkidle' });
    await poll(() => page.locator('h1.admin-page-title').textContent()).toBe(
      en('admin.dashboard.title'),
    );
    // The console's language is its own: the URL has no /az prefix either way.
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(errors).toEqual([]);
  });

  it('applies every theme customizer option at once and keeps it after a reload', async () => {
    const { page, errors } = await story.page({ token: adminToken });
    await page.goto('/admin', { waitUntil: 'networkidle' });
    await page.evaluate(() => localStorage.setItem('admin.locale', 'en'));
    await page.reload({ waitUntil: 'networkidle' });

    const choose = async (group: MessageKey, option: MessageKey) => {
      await page
        .getByRole('group', { name: en(group) })
        .getByText(en(option), { exact: true })
        .click();
    };
    // Every option but the layout (vertical, its default) moved off its default: the group, the
    // choice, and the class it puts on the console.
    const changed: [MessageKey, MessageKey, string][] = [
      ['admin.theme.mode', 'admin.theme.dark', 'admin--mode-dark'],
      ['admin.theme.width', 'admin.theme.boxed', 'admin--width-boxed'],
      ['admin.theme.position', 'admin.theme.scrollable', 'admin--position-scrollable'],
      ['admin.theme.topbar', 'admin.theme.dark', 'admin--topbar-dark'],
      ['admin.theme.sidebarSize', 'admin.theme.small', 'admin--sidebar-small'],
      ['admin.theme.sidebarColor', 'admin.theme.brand', 'admin--sidebar-color-brand'],
      ['admin.theme.direction', 'admin.theme.rtl', 'admin--rtl'],
    ];
    await page.getByRole('button', { name: en('admin.header.customize') }).click();
    for (const [group, option] of changed) await choose(group, option);
    // Applied at once, before any reload.
    await poll(() => consoleRoot(page).getAttribute('dir')).toBe('rtl');

    await page.reload({ waitUntil: 'networkidle' });
    const root = consoleRoot(page);
    const classes = (await root.getAttribute('class')) ?? '';
    for (const cls of ['admin--layout-vertical', ...changed.map(([, , applied]) => applied)]) {
      expect(classes, cls).toContain(cls);
    }
    expect(await root.getAttribute('dir')).toBe('rtl');
    expect(await computed(page, '.admin-console', 'direction')).toBe('rtl');
    expect(await root.getAttribute('data-theme')).toBe('dark');
    // Dark mode reaches antd's own components through the theme algorithm.
    const layoutBg = await computed(page, '.admin-main', 'backgroundColor');
    expect(layoutBg).not.toBe('rgb(245, 245, 245)');
    expect(await computed(page, '.admin-container', 'maxWidth')).toBe('1200px');
    expect(await computed(page, '.admin-header', 'position')).toBe('static');
    expect(await computed(page, '.admin-header', 'backgroundColor')).toBe('rgb(0, 21, 41)');
    const sider = page.locator('.admin-sider');
    expect(await sider.evaluate((el) => el.getBoundingClientRect().width)).toBe(80);
    expect(await computed(page, '.admin-sider', 'backgroundColor')).toBe('rgb(29, 78, 137)');
    expect(await page.locator('.ant-menu-rtl').count()).toBeGreaterThan(0);

    // The two options left: the horizontal layout and, back in the vertical one, compact and light.
    await page.getByRole('button', { name: en('admin.header.customize') }).click();
    await choose('admin.theme.layout', 'admin.theme.horizontal');
    await choose('admin.theme.mode', 'admin.theme.light');
    await choose('admin.theme.position', 'admin.theme.fixed');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.locator('.admin-sider').count()).toBe(0);
    // The menu row appears once the breakpoint is known (after the first paint): poll for it.
    await expect.poll(() => page.locator('.admin-topmenu .ant-menu-horizontal').count()).toBe(1);
    expect(await consoleRoot(page).getAttribute('data-theme')).toBe('light');
    expect(await computed(page, '.admin-header', 'position')).toBe('sticky');

    await page.getByRole('button', { name: en('admin.header.customize') }).click();
    await choose('admin.theme.layout', 'admin.theme.vertical');
    await choose('admin.theme.sidebarSize', 'admin.theme.compact');
    await choose('admin.theme.sidebarColor', 'admin.theme.light');
    await choose('admin.theme.width', 'admin.theme.fluid');
    await choose('admin.theme.direction', 'admin.theme.ltr');
    await choose('admin.theme.topbar', 'admin.theme.light');
    await page.reload({ waitUntil: 'networkidle' });
    expect(
      await page.locator('.admin-sider').evaluate((el) => el.getBoundingClientRect().width),
    ).toBe(180);
    expect(await computed(page, '.admin-sider', 'backgroundColor')).toBe('rgb(255, 255, 255)');
    expect(await computed(page, '.admin-container', 'maxWidth')).toBe('none');
    expect(await consoleRoot(page).getAttribute('dir')).toBe('ltr');
    expect(await computed(page, '.admin-header', 'backgroundColor')).toBe('rgb(255, 255, 255)');

    // Stored JSON that is not valid falls back to the defaults instead of breaking the console.
    await page.evaluate(() => localStorage.setItem('admin.theme', '{"mode":"sepia","layout":42'));
    await page.reload({ waitUntil: 'networkidle' });
    expect((await consoleRoot(page).getAttribute('class')) ?? '').toContain('admin--mode-light');
    expect(errors).toEqual([]);
  });

  it('creates an English page and its Azerbaijani translation, both server-rendered and linked', async () => {
    const slug = `e2e-admin-${stamp}`;
    const azSlug = `e2e-admin-az-${stamp}`;
    const { page, errors } = await story.page({ token: adminToken });
    await page.goto('/admin', { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      localStorage.setItem('admin.locale', 'en');
      localStorage.removeItem('admin.theme');
    });
    await page.goto('/admin/pages/create', { waitUntil: 'networkidle' });
    await field(page, en('admin.content.title')).fill(`Admin e2e page ${stamp}`);
    await field(page, en('admin.content.slug')).fill(slug);
    // The body goes in through the HTML source view, with what the server must strip.
    await page.getByRole('button', { name: en('admin.editor.source') }).click();
    await page
      .getByRole('textbox', { name: en('admin.content.body') })
      .fill(
        '<p>Visible English body</p><script>window.__owned = 1</script><img src="/x.png" onerror="window.__owned = 2">',
      );
    await page.getByRole('button', { name: en('admin.save') }).click();
    await page.waitForURL(/\/admin\/pages\/update\/\d+$/);
    const id = Number(/update\/(\d+)/.exec(page.url())![1]);
    await poll(() => page.locator('.admin-saved a').getAttribute('href')).toBe(`/pages/${slug}`);

    const stored = await apiCall(
      baseUrl,
      contract.pages.admin.get,
      { params: { id } },
      { token: adminToken },
    );
    expect(stored.body.body).toContain('Visible English body');
    expect(stored.body.body).not.toMatch(/<script/i);
    expect(stored.body.body).not.toMatch(/onerror/i);

    await page.getByRole('button', { name: en('admin.content.addTranslation') }).click();
    await page.waitForURL(new RegExp(`/admin/pages/create/relation/${id}$`));
    // Prefilled with the other language.
    await poll(() =>
      page.locator('.admin-page-form .ant-select-content').first().getAttribute('title'),
    ).toBe('Azərbaycanca');
    await field(page, en('admin.content.title')).fill(`Admin e2e səhifəsi ${stamp}`);
    await field(page, en('admin.content.slug')).fill(azSlug);
    const surface = page.getByRole('textbox', { name: en('admin.content.body') });
    await surface.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Azərbaycanca mətn');
    await page.getByRole('button', { name: en('admin.save') }).click();
    await page.waitForURL(
      (url) =>
        /\/admin\/pages\/update\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${id}`),
    );
    await poll(() => page.locator('.admin-saved a').getAttribute('href')).toBe(
      `/az/pages/${azSlug}`,
    );

    // Both versions appear in the list, each naming the other as its translation.
    await page.goto(`/admin/pages?q=${stamp}`, { waitUntil: 'networkidle' });
    await poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(2);

    const enHtml = await (await fetch(`${baseUrl}/pages/${slug}`)).text();
    expect(enHtml).toContain(`Admin e2e page ${stamp}`);
    expect(enHtml).toContain('Visible English body');
    expect(enHtml).not.toContain('window.__owned');
    // The server-rendered language switch links the two versions.
    expect(enHtml).toMatch(new RegExp(`<a[^>]*hreflang="az"[^>]*href="/az/pages/${azSlug}"`, 'i'));
    const azHtml = await (await fetch(`${baseUrl}/az/pages/${azSlug}`)).text();
    expect(azHtml).toContain(`Admin e2e səhifəsi ${stamp}`);
    expect(azHtml).toContain('Azərbaycanca mətn');
    expect(azHtml).toMatch(new RegExp(`<a[^>]*hreflang="en"[^>]*href="/pages/${slug}"`, 'i'));
    expect(errors).toEqual([]);
  });

  it('finds, exports, promotes and demotes users, and lists who is online', async () => {
    const { page, errors } = await story.page({ token: adminToken });
    await page.goto('/admin', { waitUntil: 'networkidle' });
    await page.evaluate(() => localStorage.setItem('admin.locale', 'en'));
    await page.goto(`/admin/users?q=${stamp}`, { waitUntil: 'networkidle' });
    await poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(2);

    // The export carries the list's filter.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en('admin.users.exportCsv') }).click(),
    ]);
    const csv = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
    for (const email of userEmails) expect(csv).toContain(email);
    expect(csv).not.toContain(adminEmail);

    // A bad date range is explained on the screen instead of being sent.
    await page.goto(`/admin/users?registeredFrom=2025-09-06&registeredTo=2025-09-03`, {
      waitUntil: 'networkidle',
    });
    await poll(() => page.getByRole('alert').textContent()).toBe(en('validation.dateRange'));

    await page.goto(`/admin/users?q=${encodeURIComponent(userEmails[1]!)}`, {
      waitUntil: 'networkidle',
    });
    await page.getByRole('link', { name: en('admin.view') }).click();
    await page.waitForURL(/\/admin\/users\/view\/\d+$/);
    await page.getByRole('button', { name: en('admin.users.promote') }).click();
    await page.getByRole('button', { name: en('admin.yes') }).click();
    await poll(() => page.getByRole('button', { name: en('admin.users.demote') }).count()).toBe(1);
    await page.getByRole('button', { name: en('admin.users.demote') }).click();
    await page.getByRole('button', { name: en('admin.yes') }).click();
    await poll(() => page.getByRole('button', { name: en('admin.users.promote') }).count()).toBe(1);

    // The organiser's own console holds a socket: they are on the online list.
    await page.goto('/admin/users/online', { waitUntil: 'networkidle' });
    await poll(() => page.locator('.ant-table-tbody').textContent()).toContain(adminEmail);
    expect(errors).toEqual([]);
  });

  it('sends a regular user who opens /admin to the home page', async () => {
    const { page } = await story.page({ token: await apiLogin(baseUrl, userEmails[0]!, password) });
    await page.goto('/admin', { waitUntil: 'networkidle' });
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.locator('.admin-console').count()).toBe(0);
    await page.goto('/az/admin/users', { waitUntil: 'networkidle' });
    await page.waitForURL((url) => url.pathname === '/az');
  });
});
