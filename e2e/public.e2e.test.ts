import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { text, LOCALES, localized, PUBLIC_ROUTES, FIXED_HEADINGS } from './support/site';
import { browserStory } from './support/story';

const story = browserStory();
const { baseUrl } = story;

/**
 * What the home page may load: the entry script with its static imports and the page's language
 * catalogue, which the server preloads beside it (from Vite's manifest).
 */
function entryFiles(): Set<string> {
  const dist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../web/dist');
  const manifestPath = path.join(dist, 'client/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    entry.imports?.forEach(visit);
  };
  visit('index.html');
  visit('virtual:messages/public/en');
  return files;
}

describe('public routes in both languages', () => {
  for (const locale of LOCALES) {
    it(`renders every public page in ${locale} with status, title, heading and hreflang`, async () => {
      const { page, errors } = await story.page();
      for (const route of PUBLIC_ROUTES) {
        const path = localized(locale, route);
        const res = await page.goto(path, { waitUntil: 'networkidle' });
        expect(res?.status(), path).toBe(200);
        expect(await page.locator('html').getAttribute('lang'), path).toBe(locale);

        const heading = (await page.locator('main h1').first().textContent())?.trim() ?? '';
        expect(heading, path).not.toBe('');
        const fixed = FIXED_HEADINGS[route];
        if (fixed) expect(heading, path).toBe(text(locale, fixed));

        const title = await page.title();
        expect(title, path).toContain(route === '/' ? text(locale, 'site.title') : heading);
        const hreflangs = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('hreflang')));
        expect(hreflangs, path).toContain(locale);
        expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toBe(
          baseUrl + path,
        );
      }
      // No hydration mismatch or other uncaught error on any of them.
      expect(errors).toEqual([]);
    });
  }
});

/** What the first group of `pattern` captures in server-rendered HTML, without its tags. */
function firstText(html: string, pattern: RegExp): string | null {
  const found = pattern.exec(html);
  return found ? found[1]!.replace(/<[^>]*>/g, '').trim() : null;
}

// Issue 12 item 11: the page's title is its one top heading; the body does not say it again.
describe('content pages', () => {
  it('never open their body with a heading that repeats the title, in either language', async () => {
    for (const locale of LOCALES) {
      for (const route of PUBLIC_ROUTES) {
        const path = localized(locale, route);
        const html = await (await fetch(baseUrl + path)).text();
        const prose = html.indexOf('class="prose"');
        if (prose < 0) continue;
        const title = firstText(html, /<h1[^>]*>([\s\S]*?)<\/h1>/);
        const body = html.slice(prose);
        const opening = firstText(body, /^class="prose">\s*<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/);
        expect(title, path).toBeTruthy();
        expect(opening?.toLowerCase(), path).not.toBe(title?.toLowerCase());
      }
    }
  });
});

// Issue 12 item 10: no English baked into images on /az pages; captions in the page's language.
describe('images without words', () => {
  it('captions every gallery photo in the language of the page, its alt text alike', async () => {
    const { page, errors } = await story.page();
    for (const year of [2024, 2025] as const) {
      const captions: Record<string, string[]> = {};
      for (const locale of LOCALES) {
        await page.goto(localized(locale, `/gallery-${year}`), { waitUntil: 'networkidle' });
        const items = page.locator('.gallery li');
        const shown = await items.locator('figcaption').allTextContents();
        expect(shown.length).toBe(6);
        expect(new Set(shown).size, `${locale} ${year}`).toBe(6);
        expect(shown.every((c) => c.trim().length > 5)).toBe(true);
        expect(
          await items.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))),
        ).toEqual(shown);
        // The lightbox names the photo in the same words.
        await items.nth(2).locator('a').click();
        await expect
          .poll(() => page.locator('dialog.lightbox[open] figcaption').textContent())
          .toContain(shown[2]);
        await page.keyboard.press('Escape');
        captions[locale] = shown;
      }
      // Translated, not the English repeated on /az.
      captions.az!.forEach((az, i) => expect(az).not.toBe(captions.en![i]));
    }
    expect(errors).toEqual([]);
  });

  it('ships gallery photos, logos and the venue map with no text inside them', async () => {
    const files = [
      ...[2024, 2025].flatMap((year) => [1, 2, 3, 4, 5, 6].map((n) => `/gallery/${year}-${n}.svg`)),
      '/logos/conference.svg',
      '/logos/organiser.svg',
      '/venue-map.svg',
    ];
    for (const file of files) {
      const res = await fetch(baseUrl + file);
      expect(res.status, file).toBe(200);
      const svg = await res.text();
      expect(svg, file).toMatch(/^<svg /);
      // No <text>, <title> or <desc>: nothing a browser would show or read out in one language.
      expect(svg, file).not.toMatch(/<(text|title|desc|foreignObject)\b/);
    }
  });
});

describe('server rendering', () => {
  it('puts title, description, hreflang links and content in the first HTML', async () => {
    const res = await fetch(`${baseUrl}/az/pages/topics`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="az">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('hreflang="en"');
    expect(html).toContain('hreflang="x-default"');
    expect(html).toMatch(/<main id="main"[^>]*>.*<h1>[^<]+<\/h1>/s);
    // The transferred state cannot break out of its script element.
    const state =
      /<script nonce="[^"]+">window\.__CONF_STATE__=(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(state).not.toBe('');
    expect(state).not.toContain('<');
  });

  it('answers 404 with the not-found page for unknown addresses and missing pages', async () => {
    const { page } = await story.page();
    for (const [path, locale] of [
      ['/no-such-page', 'en'],
      ['/az/no-such-page', 'az'],
      ['/pages/no-such-slug', 'en'],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect
        .poll(() => page.locator('main h1').textContent())
        .toBe(text(locale, 'error.notFound'));
      const home = page.locator('main a', { hasText: text(locale, 'site.backHome') });
      expect(await home.getAttribute('href')).toBe(locale === 'en' ? '/' : '/az');
    }
  });

  it('shows the content of a page with JavaScript disabled', async () => {
    const { page } = await story.page({ javaScriptEnabled: false });
    await page.goto('/pages/topics');
    expect((await page.locator('main h1').textContent())?.trim()).not.toBe('');
    expect((await page.locator('main .prose').innerText()).length).toBeGreaterThan(50);
    // The menu stays usable: its links are real links.
    expect(await page.locator('nav a[href="/venue"]').count()).toBeGreaterThan(0);
    await page.goto('/');
    expect(await page.locator('main h1').textContent()).toBe(text('en', 'site.title'));
  });

  it('loads no JavaScript beyond the entry and its catalogue on the home page (no admin, no panel)', async () => {
    const { page } = await story.page();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.slice(1));
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const entry = entryFiles();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => !entry.has(s))).toEqual([]);
  });
});

describe('navigation and shell', () => {
  it('sends signed-out visitors from /user to sign in and from /admin home', async () => {
    const { page } = await story.page();
    await page.goto('/user');
    await page.waitForURL(/\/user\/login\?redirect=/);
    expect(await page.locator('main h1').textContent()).toBe(text('en', 'auth.login.title'));
    await page.goto('/az/admin');
    await page.waitForURL((url) => url.pathname === '/az');
  });

  it('opens the gallery lightbox and closes it with Escape', async () => {
    const { page } = await story.page();
    await page.goto('/gallery-2025', { waitUntil: 'networkidle' });
    await page.locator('.gallery a').nth(1).click();
    const dialog = page.locator('dialog.lightbox[open]');
    await expect.poll(() => dialog.count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.locator('img').getAttribute('src')).toBe('/gallery/2025-3.svg');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('folds the menu behind a toggle on a 360 px phone', async () => {
    const { page } = await story.page({
      viewport: { width: 360, height: 740 },
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const venue = page.locator('.main-nav a[href="/venue"]');
    expect(await venue.isVisible()).toBe(false);
    await page.getByRole('button', { name: text('en', 'site.nav.menu') }).click();
    await page.getByText(text('en', 'site.nav.participation'), { exact: true }).click();
    await venue.click();
    await page.waitForURL('**/venue');
    expect(await page.locator('main h1').textContent()).toBeTruthy();
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
