import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiLogin } from './api';
import { launchBrowser, openPage, type TrackedPage } from './browser';

type Viewport = { width: number; height: number };

/** How a story's page opens: openPage's options, and whose API token signs it in (if anyone's). */
export type PageOptions = Parameters<typeof openPage>[2] & { token?: string };

/** Hands the page's context the cookie the site sets at sign-in, for `token`. */
function signInWith(opened: TrackedPage, baseUrl: string, token: string) {
  return opened.context.addCookies([{ name: 'auth._token', value: token, url: baseUrl }]);
}

/** A browser context signed in as `email` (the auth cookie the site sets at sign-in). */
export async function signedIn(
  browser: Browser,
  baseUrl: string,
  email: string,
  password: string,
  viewport?: Viewport,
): Promise<TrackedPage> {
  const token = await apiLogin(baseUrl, email, password);
  const opened = await openPage(browser, baseUrl, viewport ? { viewport } : {});
  await signInWith(opened, baseUrl, token);
  return opened;
}

/** What a browser story works with; `browser` is there from the file's first beforeAll on. */
export interface Story {
  baseUrl: string;
  dataDir: string;
  browser: Browser;
  /** The organiser's API token, to arrange data as the console would. */
  adminToken: () => Promise<string>;
  /** A page signed in as `email`. */
  as: (email: string, password: string, viewport?: Viewport) => Promise<TrackedPage>;
  /** A page signed in as the organiser (the console opens in Azerbaijani, its default). */
  organiser: (viewport?: Viewport) => Promise<TrackedPage>;
  /**
   * A page of the running test alone, closed when the test ends however it ends: a visitor's,
   * or signed in with `token`. Call it inside a test (pages kept across tests come from `as`).
   */
  page: (options?: PageOptions) => Promise<TrackedPage>;
}

/**
 * The set-up every browser story file repeats: the running app of global-setup, one Chromium
 * for the file (closed, with every page it opened, after the file's last test) and the
 * organiser's account. Call it at the top of the test file.
 */
export function browserStory(): Story {
  const baseUrl = inject('baseUrl');
  const [adminEmail, adminPassword] = [inject('adminEmail'), inject('adminPassword')];
  const story: Story = {
    baseUrl,
    dataDir: inject('dataDir'),
    browser: undefined as unknown as Browser,
    adminToken: () => apiLogin(baseUrl, adminEmail, adminPassword),
    as: (email, password, viewport) => signedIn(story.browser, baseUrl, email, password, viewport),
    organiser: (viewport) => story.as(adminEmail, adminPassword, viewport),
    page: async ({ token, ...options } = {}) => {
      const opened = await openPage(story.browser, baseUrl, options);
      onTestFinished(() => opened.context.close());
      if (token) await signInWith(opened, baseUrl, token);
      return opened;
    },
  };
  beforeAll(async () => {
    story.browser = await launchBrowser();
  });
  afterAll(async () => {
    await story.browser?.close();
  });
  return story;
}
