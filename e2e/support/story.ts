import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiLogin } from './api';
import { launchBrowser, openPage, type TrackedPage } from './browser';

type Viewport = { width: number; height: number };

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
  await opened.context.addCookies([{ name: 'auth._token', value: token, url: baseUrl }]);
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
  };
  beforeAll(async () => {
    story.browser = await launchBrowser();
  });
  afterAll(async () => {
    await story.browser?.close();
  });
  return story;
}
