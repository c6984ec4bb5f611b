import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rendererResponse } from '../main/protocol';

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

/** The stand-in bridge: settings live in sessionStorage so they survive the page's reload. */
function installBridge() {
  const calls = (): string[] => JSON.parse(sessionStorage.getItem('calls') ?? '[]') as string[];
  const record = (entry: string) =>
    sessionStorage.setItem('calls', JSON.stringify([...calls(), entry]));
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
      getSettings: async () => ({
        serverUrl: null,
        notificationsEnabled: true,
        canPersistToken: true,
      }),
      setNotificationsEnabled: async () => undefined,
      setUnreadCount: async () => undefined,
      setCurrentRoute: async () => undefined,
      openExternal: async () => true,
      onNavigate: () => () => undefined,
    },
  });
}

async function openConsole(locale: string): Promise<Page> {
  const context = await browser.newContext({ locale });
  await context.addInitScript(installBridge);
  const page = await context.newPage();
  await page.goto(`${origin}/admin`);
  return page;
}

describe('first-run screen', () => {
  it('asks for the server, refuses a bad address, keeps a good one and hands over', async () => {
    const page = await openConsole('en-GB');
    await page.getByRole('heading', { name: 'Connect to the conference server' }).waitFor();
    const field = page.getByLabel('Server address');
    await field.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Enter a web address starting with https:// or http://',
    );
    expect(await page.evaluate(() => sessionStorage.getItem('calls'))).toBeNull();

    await field.fill('conference.example.org');
    await page.getByRole('button', { name: 'Connect' }).click();
    // Handed over to web's admin console, which asks the organiser to sign in.
    await page.locator('#admin-email').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('calls'))).toBe(
      '["setServerUrl conference.example.org"]',
    );
    await page.context().close();
  });

  it('speaks Azerbaijani to an Azerbaijani system', async () => {
    const page = await openConsole('az-AZ');
    await page.getByRole('heading', { name: 'Konfrans serverinə qoşulun' }).waitFor();
    await expect(page.getByRole('button', { name: 'Qoşul' }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});
