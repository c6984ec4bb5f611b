import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { acceptAbstract, registerAuthor, submitAbstract } from './support/authors';
import { browserStory } from './support/story';

/**
 * Issue 12 item 3: every public, panel and admin page is usable on a 390 px phone. The page never
 * scrolls sideways (a wide table scrolls inside its own box) and no text sticks out of the screen
 * or out of the panel's top bar.
 */
const story = browserStory();
const { baseUrl, dataDir } = story;
const PHONE = { width: 390, height: 844 };
const stamp = Date.now().toString(36);
const password = 'e2e-password-1';
let adminToken: string;
let authorToken: string;
let thesisId: number;

beforeAll(async () => {
  adminToken = await story.adminToken();
  const author = await registerAuthor(baseUrl, dataDir, {
    email: `mobile-${stamp}@example.org`,
    password,
  });
  authorToken = author.token;
  const thesis = await submitAbstract(
    baseUrl,
    author,
    'A deliberately long title about the stability of nonlinear elastic waves in layered media',
  );
  thesisId = thesis.id;
  await acceptAbstract(baseUrl, adminToken, thesisId);
});

/**
 * What sticks out at this width: the page's own sideways scroll, and any visible element whose
 * box passes the screen's edge without an ancestor that scrolls or clips it (a table's wrapper).
 */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    }
    const contained = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) return true;
        if (style.position === 'fixed' && style.transform !== 'none') return true;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      // Wholly off screen on purpose (the skip link until it is focused): not sticking out.
      if (rect.right <= 0 || rect.left >= width) continue;
      if ((rect.right > width + 1 || rect.left < -1) && !contained(el)) {
        const name = `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`;
        problems.push(`${name} spans ${Math.round(rect.left)}..${Math.round(rect.right)}`);
        if (problems.length > 5) break;
      }
    }
    return problems;
  });
}

/** A page's sideways-scroll problems; a path that is not a route (404) is a problem too. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('#main, main').first().waitFor();
  // Lists and forms arrive after the first paint: measure what a person would see.
  await page.waitForTimeout(300);
  const status = response?.status() ?? 0;
  const problems = await overflowOf(page);
  return { path, problems: status === 200 ? problems : [`HTTP ${status}`, ...problems] };
}

/** The pages of `paths` with a problem, visited one after another in the same page. */
async function pagesWithProblems(page: Page, paths: string[]) {
  const results = [];
  for (const path of paths) results.push(await visit(page, path));
  return results.filter((r) => r.problems.length > 0);
}

const PUBLIC = [
  '/',
  '/az',
  '/pages/registration',
  '/az/pages/important-dates',
  '/participants',
  '/accepted_abstracts',
  '/user/login',
  '/az/user/reg',
];

describe('at 390 px', () => {
  it('shows the public pages without sideways scroll', async () => {
    const { page } = await story.page({ viewport: PHONE });
    expect(await pagesWithProblems(page, PUBLIC)).toEqual([]);
  });

  it("shows the author's panel: title inside the top bar, tables scrolling inside themselves", async () => {
    const { page, errors } = await story.page({ viewport: PHONE, token: authorToken });
    const paths = [
      '/user/panel',
      '/user/panel/theses/submitted',
      '/az/user/panel/theses/submitted',
      '/user/panel/theses/send',
      `/user/panel/theses/view/${thesisId}`,
      `/user/panel/theses/pay/${thesisId}`,
      '/user/panel/messages',
      '/user/panel/account_edit',
      '/user/panel/for_authors',
    ];
    expect(await pagesWithProblems(page, paths)).toEqual([]);

    await page.goto('/user/panel/theses/submitted', { waitUntil: 'networkidle' });
    const header = page.locator('.panel-header');
    const fits = await header.evaluate((h) => h.scrollHeight <= h.clientHeight + 1);
    expect(fits).toBe(true);
    // The menu is folded away and opens over the page from its button.
    const nav = page.getByRole('navigation', { name: 'Panel navigation' });
    expect(await nav.isVisible()).toBe(false);
    await page.locator('.ant-layout-sider-zero-width-trigger').click();
    await nav.getByRole('link').first().waitFor();
    expect(errors).toEqual([]);
  }, 300_000);

  it('shows the admin console with its menu in a drawer', async () => {
    const { page, errors } = await story.page({ viewport: PHONE, token: adminToken });
    const paths = [
      '/admin',
      '/admin/theses',
      '/admin/payments',
      '/admin/participants',
      '/admin/messages',
      '/admin/pages',
      '/admin/news',
      '/admin/users',
      '/admin/settings',
      '/az/admin/settings',
    ];
    expect(await pagesWithProblems(page, paths)).toEqual([]);

    await page.goto('/admin', { waitUntil: 'networkidle' });
    await page.locator('.admin-menu-button').click();
    const drawer = page.locator('.admin-menu-drawer');
    await drawer.getByRole('link').first().waitFor();
    expect(errors).toEqual([]);
  }, 300_000);
});
