import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { contract } from '@conf/common';
import { apiCall, apiLogin } from './support/api';
import { launchBrowser, openPage } from './support/browser';

const baseUrl = inject('baseUrl');
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The pages issue 11 names for the Lighthouse-level checks, and the venue page's map. */
const PAGES = ['/', '/az/pages/topics', '/user/login', '/venue', '/az'] as const;
/** A phone's viewport, as Lighthouse's mobile run uses. */
const PHONE = { width: 390, height: 844 };

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's WCAG 2.1 A/AA rules and its heading order: contrast, labels, language, link and
 * image names, among others. Evaluated through the DevTools protocol, which the page's CSP does
 * not restrict (an injected <script> would be refused, as it should be).
 */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
      },
      rules: { 'heading-order': { enabled: true } },
    })) as { violations: AxeViolation[] };
    return result.violations;
  });
  return violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('public pages meet the accessibility and search checks', () => {
  for (const path of PAGES) {
    it(`${path}: no axe violations, a described and titled page in its language`, async () => {
      const { page, context, errors } = await openPage(browser, baseUrl, { viewport: PHONE });
      try {
        // The server-rendered markup is what is checked (hydration must not change it); not
        // 'networkidle', which the venue page's embedded map (answered 204 offline) never reaches.
        const response = await page.goto(path, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        expect(await axeViolations(page)).toEqual([]);

        const head = await page.evaluate(() => ({
          lang: document.documentElement.lang,
          title: document.title,
          description:
            document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
          viewport: document.querySelector('meta[name="viewport"]') !== null,
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
          robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
          h1: document.querySelectorAll('h1').length,
        }));
        expect(head.lang).toBe(path.startsWith('/az') ? 'az' : 'en');
        expect(head.title.length).toBeGreaterThan(0);
        expect(head.description.trim().length, 'meta description').toBeGreaterThan(0);
        expect(head.viewport).toBe(true);
        expect(head.canonical).toMatch(/^https?:\/\//);
        expect(head.robots).not.toContain('noindex');
        expect(head.h1).toBe(1);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('the visitor counter never holds up rendering: a lazy image, no third-party script or style', async () => {
    // The counter shows once the organisers have entered their counter's id.
    const token = await apiLogin(baseUrl, inject('adminEmail'), inject('adminPassword'));
    const saved = await apiCall(
      baseUrl,
      contract.settings.update,
      { body: { counter: { flagCounterId: 'e2eCounter' } } },
      { token },
    );
    expect(saved.status).toBe(200);
    const { page, context } = await openPage(browser, baseUrl, { viewport: PHONE });
    try {
      await page.goto('/', { waitUntil: 'load' });
      const origin = new URL(baseUrl).origin;
      const external = await page.evaluate(
        (own) =>
          [
            ...document.querySelectorAll<HTMLScriptElement>('script[src]'),
            ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
          ]
            .map((el) => ('src' in el ? el.src : el.href))
            .filter((url) => new URL(url).origin !== own),
        origin,
      );
      expect(external).toEqual([]);
      const counter = page.locator('img.flag-counter');
      expect(await counter.getAttribute('loading')).toBe('lazy');
      expect(await counter.getAttribute('decoding')).toBe('async');
      // Its box is reserved, so the image arriving late (or never) moves nothing.
      expect(await counter.getAttribute('width')).toBeTruthy();
      expect(await counter.getAttribute('height')).toBeTruthy();
    } finally {
      await context.close();
    }
  });
});

describe('the HTML of a public page', () => {
  it('carries no countries in its serialised state (the forms fetch them)', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const state = /<script nonce="[^"]+">window\.__CONF_STATE__=(.*?)<\/script>/s.exec(html)?.[1];
    expect(state).toBeDefined();
    expect(state).not.toContain('"countries"');
    // 250 countries were 27 KB of it; what is left is the news, the user and the router's data.
    expect(Buffer.byteLength(state ?? ''), `a state of ${state?.length} bytes`).toBeLessThan(
      10_000,
    );
  });
});

describe('the Content-Security-Policy', () => {
  it('refuses an inline handler injected into the page', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    try {
      const response = await page.goto('/', { waitUntil: 'load' });
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      const ran = await page.evaluate(async () => {
        const refused = new Promise<string>((resolve) =>
          document.addEventListener(
            'securitypolicyviolation',
            (e) => resolve(e.effectiveDirective),
            {
              once: true,
            },
          ),
        );
        // The classic stored-XSS shape: markup with an inline handler.
        const holder = document.createElement('div');
        holder.innerHTML = '<img src="data:," onerror="window.__injected = true">';
        document.body.append(holder);
        const directive = await refused;
        return {
          directive,
          injected: (window as unknown as { __injected?: boolean }).__injected === true,
        };
      });
      expect(ran).toEqual({ directive: 'script-src-attr', injected: false });
    } finally {
      await context.close();
      // That refusal was this test's own doing: the guard checks the rest of the suite.
      const { cspViolations } = await import('./support/browser');
      cspViolations.splice(0);
    }
  });
});
