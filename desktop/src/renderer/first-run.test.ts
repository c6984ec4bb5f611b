import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rendererResponse } from '../main/protocol';
import { recordCspViolations } from '../test/csp';

/**
 * The built renderer in real Chromium (DESIGN.md: the Electron binary cannot run here). The page
 * is served by the same function as the app:// protocol, CSP included, over a local HTTP server;
 * `window.conference` is a stand-in bridge recording calls, installed before the page's scripts
 * as the preload would be.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rendererDir = path.join(root, 'dist/renderer');

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((req, res) => {
    void rendererResponse(rendererDir, `app://console${req.url ?? '/'}`, null).then(
      async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/**
 * The stand-in bridge: settings live in sessionStorage so they survive the page's reload. The
 * server address is checked by the same function the main process uses.
 */
function installBridge(locale: string) {
  const calls = (): string[] => JSON.parse(sessionStorage.getItem('calls') ?? '[]') as string[];
  const record = (entry: string) =>
    sessionStorage.setItem('calls', JSON.stringify([...calls(), entry]));
  const settings = () => ({
    serverUrl: sessionStorage.getItem('serverUrl'),
    notificationsEnabled: true,
    canPersistToken: true,
    locale,
  });
  Object.defineProperty(window, 'conference', {
    value: {
      getServerUrl: async () => sessionStorage.getItem('serverUrl'),
      setServerUrl: async (url: string) => {
        record(`setServerUrl ${url}`);
        const serverUrl = new URL(/^https?:\/\//.test(url) ? url : `https://${url}`).origin;
        sessionStorage.setItem('serverUrl', serverUrl);
        return { ok: true, serverUrl };
      },
      getToken: async () => null,
      setToken: async () => undefined,
      getSettings: async () => settings(),
      setNotificationsEnabled: async () => undefined,
      setLocale: async () => undefined,
      setUnreadCount: async () => undefined,
      setCurrentRoute: async () => undefined,
      openExternal: async () => true,
      onNavigate: () => () => undefined,
      onSettingsChanged: () => () => undefined,
    },
  });
}

/** The console window, with the OS speaking `systemLocale` and the console set to `locale`. */
async function openConsole(locale: 'en' | 'az', systemLocale: string) {
  const context = await browser.newContext({ locale: systemLocale });
  const violations = await recordCspViolations(context);
  await context.addInitScript(installBridge, locale);
  const page = await context.newPage();
  await page.goto(`${origin}/admin`);
  return { page, violations };
}

describe('first-run screen', () => {
  it('asks for the server, refuses a bad address, keeps a good one and hands over', async () => {
    const { page, violations } = await openConsole('en', 'en-GB');
    await page.getByRole('heading', { name: 'Connect to the conference server' }).waitFor();
    const field = page.getByLabel('Server address');
    await field.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Enter the web address of the conference server, for example https://conference.example.org',
    );
    expect(await page.evaluate(() => sessionStorage.getItem('calls'))).toBeNull();

    await field.fill('conference.example.org');
    await page.getByRole('button', { name: 'Connect' }).click();
    // Handed over to web's admin console, which asks the organiser to sign in.
    await page.locator('#admin-email').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('calls'))).toBe(
      '["setServerUrl conference.example.org"]',
    );
    // Under the console's CSP, from the first script to the sign-in form: not one violation.
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('takes plain http only for this computer, and says why', async () => {
    const { page } = await openConsole('en', 'en-GB');
    const field = page.getByLabel('Server address');
    await field.fill('http://conference.example.org');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(
      /^Use an address starting with https:\/\/\. Plain http:\/\/ is allowed only for a server on this computer/,
    );
    expect(await page.evaluate(() => sessionStorage.getItem('calls'))).toBeNull();
    await field.fill('http://localhost:3000');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.locator('#admin-email').waitFor();
    await page.context().close();
  });

  it("speaks the console's language (Azerbaijani by default), not the system's", async () => {
    const { page } = await openConsole('az', 'en-GB');
    await page.getByRole('heading', { name: 'Konfrans serverinə qoşulun' }).waitFor();
    await expect(page.getByRole('button', { name: 'Qoşul' }).isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('az');
    await page.context().close();
  });
});
