import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type MessageKey } from '@conf/common';
import { apiCall } from './support/api';
import { registerAuthor } from './support/authors';
import { text } from './support/site';
import { browserStory } from './support/story';

/**
 * Issue 12 item 4: in the horizontal layout at 1366 px every top-level menu entry and the
 * Messages badge are in view (no "⋯" hiding them), in both languages.
 */
const story = browserStory();
const { baseUrl, dataDir } = story;
const stamp = Date.now().toString(36);
let adminToken: string;
/** The console at the width of a common laptop screen, signed in as the organiser. */
const consolePage = () => story.page({ viewport: { width: 1366, height: 768 }, token: adminToken });

beforeAll(async () => {
  adminToken = await story.adminToken();
  // An unread message from an author: the Messages entry carries a badge.
  const author = await registerAuthor(baseUrl, dataDir, {
    email: `menu-${stamp}@example.org`,
    password: 'e2e-password-1',
  });
  const form = new FormData();
  form.set('body', 'Where do I find the bank details?');
  const sent = await apiCall(
    baseUrl,
    contract.messages.send,
    { body: form },
    { token: author.token },
  );
  expect(sent.status).toBe(201);
});

const TOP_LEVEL: MessageKey[] = [
  'admin.menu.dashboard',
  'admin.menu.group.abstracts',
  'admin.menu.payments',
  'admin.menu.group.people',
  'admin.menu.messages',
  'admin.menu.group.site',
  'admin.menu.group.administration',
];

describe('the horizontal admin menu at 1366 px', () => {
  // The console opens in Azerbaijani (its labels are the longer ones) whatever the address.
  for (const locale of ['az'] as const) {
    it(`shows every top-level entry and the unread badge (${locale})`, async () => {
      const { page, context, errors } = await consolePage();
      await context.addInitScript(() => {
        localStorage.setItem('admin.theme', JSON.stringify({ layout: 'horizontal' }));
      });
      await page.goto('/az/admin', { waitUntil: 'networkidle' });
      const menu = page.locator('.admin-topmenu .admin-menu');
      await menu.waitFor();
      const top = menu.locator(':scope > li:not(.ant-menu-overflow-item-rest)');
      for (const key of TOP_LEVEL) {
        const entry = top.filter({ hasText: text(locale, key) }).first();
        expect(await entry.isVisible(), key).toBe(true);
        const box = (await entry.boundingBox())!;
        expect(box.x + box.width, key).toBeLessThanOrEqual(1366);
        expect(box.y + box.height, key).toBeLessThanOrEqual(768);
      }
      // Nothing is folded behind "⋯".
      const rest = menu.locator(':scope > li.ant-menu-overflow-item-rest');
      expect(await rest.count().then((n) => (n ? rest.isVisible() : false))).toBe(false);
      const badge = page.getByTestId('badge-/admin/messages');
      expect(await badge.isVisible()).toBe(true);
      expect(
        Number(await badge.locator('.ant-scroll-number, sup').first().textContent()),
      ).toBeGreaterThan(0);
      // A group opens to its screens.
      await top
        .filter({ hasText: text(locale, 'admin.menu.group.site') })
        .first()
        .hover();
      await page
        .getByRole('link', { name: text(locale, 'admin.menu.pages') })
        .first()
        .waitFor();
      expect(errors).toEqual([]);
    });
  }
});

// Issue 12 item 11: the top bar's switches say what they switch, in words beside them.
describe("the console's top bar", () => {
  for (const locale of ['az', 'en'] as const) {
    it(`names the dark-mode and notifications switches beside them (${locale})`, async () => {
      const { page, context, errors } = await consolePage();
      await context.addInitScript((lang) => {
        localStorage.setItem('admin.locale', lang);
      }, locale);
      await page.goto(locale === 'az' ? '/az/admin' : '/admin', { waitUntil: 'networkidle' });
      const bar = page.locator('.admin-header');
      for (const [key, name] of [
        ['admin.header.darkMode', 'admin.header.darkMode'],
        ['ux.header.notificationsShort', 'admin.header.notifications'],
      ] as const) {
        const words = bar.locator('.admin-toggle__text', { hasText: text(locale, key) });
        await words.waitFor();
        expect(await words.isVisible(), key).toBe(true);
        const box = (await words.boundingBox())!;
        expect(box.x + box.width, key).toBeLessThanOrEqual(1366);
        // The switch itself is named too, by its full name.
        expect(await bar.getByRole('switch', { name: text(locale, name) }).count(), key).toBe(1);
      }
      // A click on the words turns the switch, as on any label.
      const dark = bar.getByRole('switch', { name: text(locale, 'admin.header.darkMode') });
      const before = await dark.getAttribute('aria-checked');
      await bar
        .locator('.admin-toggle__text', { hasText: text(locale, 'admin.header.darkMode') })
        .click();
      await expect.poll(() => dark.getAttribute('aria-checked')).not.toBe(before);
      expect(errors).toEqual([]);
    });
  }
});
