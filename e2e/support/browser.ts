import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium (or CHROMIUM_PATH), headless, without the services a test does not need. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * Content-Security-Policy violations seen by any page of the running test file: the
 * `securitypolicyviolation` events and the console's CSP refusals. csp-guard.ts (a setup file)
 * fails the test in which any appears (issue 10: zero violations in the end-to-end suite).
 */
export const cspViolations: string[] = [];

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors of the page (hydration mismatches show up here). */
  errors: string[];
}

/**
 * A page in a fresh context. Requests to other hosts (the visitor flag counter, partner sites)
 * are answered locally: the tests run offline and must not depend on third parties.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: options.viewport ?? { width: 1280, height: 900 },
  });
  const origin = new URL(baseUrl).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    cspViolations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation?: (t: string) => void })
        .__reportCspViolation;
      report?.(
        `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} on ${location.pathname}` +
          ` (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, context, errors };
}
