import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contract } from '@conf/common';
import { apiCall, apiLogin } from './support/api';
import { text } from './support/site';
import { browserStory } from './support/story';

const story = browserStory();
const { baseUrl } = story;

const flag = (page: Page, locale: string) =>
  page.locator(`.language-flags a[hreflang="${locale}"]`);

describe('language switch', () => {
  it('goes to the translated slug when the page has a translation', async () => {
    const en = await apiCall(baseUrl, contract.pages.get, { params: { slug: 'topics' } });
    const azSlug = en.body.translations.find((t) => t.locale === 'az')?.slug;
    expect(azSlug).toBeTruthy();
    const az = await apiCall(
      baseUrl,
      contract.pages.get,
      { params: { slug: azSlug! } },
      { locale: 'az' },
    );

    const { page, errors } = await story.page();
    await page.goto('/pages/topics', { waitUntil: 'networkidle' });
    await flag(page, 'az').click();
    await page.waitForURL(`**/az/pages/${azSlug}`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe(az.body.title);
    expect(await page.locator('html').getAttribute('lang')).toBe('az');
    // And back again.
    await flag(page, 'en').click();
    await page.waitForURL('**/pages/topics');
    await expect.poll(() => page.locator('main h1').textContent()).toBe(en.body.title);
    expect(errors).toEqual([]);
  });

  it('keeps the path on routes that exist in every language', async () => {
    const { page } = await story.page();
    await page.goto('/gallery-2024', { waitUntil: 'networkidle' });
    await flag(page, 'az').click();
    await page.waitForURL('**/az/gallery-2024');
    await expect
      .poll(() => page.locator('main h1').textContent())
      .toBe(text('az', 'site.nav.gallery2024'));
  });

  it('goes to the home page of the other language when the page has no translation', async () => {
    const token = await apiLogin(baseUrl, inject('adminEmail'), inject('adminPassword'));
    const slug = `e2e-english-only-${Date.now()}`;
    const created = await apiCall(
      baseUrl,
      contract.pages.admin.create,
      {
        body: {
          slug,
          title: 'An English-only page',
          description: '',
          body: '<p>Only in English.</p>',
          locale: 'en',
        },
      },
      { token },
    );
    expect(created.status).toBe(201);

    const { page } = await story.page();
    await page.goto(`/pages/${slug}`, { waitUntil: 'networkidle' });
    expect(await page.locator('main h1').textContent()).toBe('An English-only page');
    // No hreflang link promises an Azerbaijani version that does not exist.
    expect(await page.locator('link[rel="alternate"][hreflang="az"]').count()).toBe(0);
    await flag(page, 'az').click();
    await page.waitForURL((url) => url.pathname === '/az');
    await expect.poll(() => page.locator('main h1').textContent()).toBe(text('az', 'site.title'));
  });
});
