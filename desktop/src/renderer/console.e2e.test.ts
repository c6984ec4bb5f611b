import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract, DESKTOP_CHANNELS } from '@conf/common';
import { APP_ORIGIN } from '../main/app-origin';
import { ConsoleController } from '../main/controller';
import { hardenWindow } from '../main/hardening';
import { registerIpc } from '../main/ipc';
import { serveRenderer } from '../main/protocol';
import { SettingsStore } from '../main/settings';
import { createTray } from '../main/tray';
import { createMainWindow } from '../main/window';
import { openConsolePage, serveAppScheme, type ConsolePage } from '../test/console-page';
import { BrowserWindow, Notification, resetFakeElectron } from '../test/fake-electron';
import { startApi, type Account, type RunningApi } from '../test/running-api';

/**
 * The packaged console end to end: the built renderer (dist/renderer, served by the main
 * process's own app:// handler, CSP included) in Chromium, the main process (controller,
 * connection, notifier, IPC) in this process against the stand-in of `electron`, and a real
 * conference server with its database. Only the Electron shell itself is played by the test.
 */
const desktopDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WAIT = { timeout: 30_000, interval: 100 };

const FIRST =
  'Dear organisers, could you confirm that my abstract on the stability of thin elastic plates ' +
  'arrived before the deadline? I uploaded it yesterday evening.';

const LATER =
  'Thank you! Also, may I present my talk on the second day instead of the first? My flight ' +
  'from Tashkent lands on the morning of the third.';

/**
 * A first-time author's message is notified from the catch-up that learns their name, so its
 * body is the server's excerpt of it: the message's beginning, cut with an ellipsis.
 */
function expectBeginningOf(text: string, body: string) {
  expect(body.length).toBeLessThanOrEqual(120);
  expect(body.endsWith('…')).toBe(true);
  expect(text.startsWith(body.slice(0, -1))).toBe(true);
}

let api: RunningApi;
let app: Awaited<ReturnType<typeof serveAppScheme>>;
let browser: Browser;
let settings: SettingsStore;
let controller: ConsoleController;
/** The console window, as the stand-in records it. */
let win: BrowserWindow;
let consolePage: ConsolePage;
let author: Account;
let organiser: Account;
let userData: string;

beforeAll(async () => {
  resetFakeElectron();
  userData = mkdtempSync(path.join(tmpdir(), 'desktop-e2e-'));
  // The main process as index.ts wires it, with the server chosen on an earlier first run.
  settings = new SettingsStore(userData);
  serveRenderer(path.join(desktopDir, 'dist/renderer'), () => settings.serverUrl);
  app = await serveAppScheme();
  api = await startApi({ corsOrigins: [APP_ORIGIN, app.origin] });
  settings.setServerUrl(api.url);
  const tray = createTray(path.join(desktopDir, 'build/icon.png'), 'en', {
    show: () => undefined,
    quit: () => undefined,
  });
  const created = createMainWindow(path.join(desktopDir, 'dist/preload/index.cjs'));
  hardenWindow(created);
  win = BrowserWindow.all[0]!;
  controller = new ConsoleController({
    settings,
    locale: 'en',
    window: () => created,
    tray: () => tray,
    reconnectionDelay: 200,
  });
  registerIpc(controller.handlers);
  controller.start();

  author = await api.register('Nigar', 'Chatfield');
  organiser = await api.register('Rashad', 'Organiser');
  await api.promote(organiser.email);
  browser = await chromium.launch({
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
  consolePage = await openConsolePage(browser, app.origin);
}, 180_000);

afterAll(async () => {
  controller?.stop();
  await browser?.close();
  await app?.close();
  await api?.stop();
  if (userData) rmSync(userData, { recursive: true, force: true });
}, 60_000);

const routesReported = () =>
  consolePage.calls
    .filter((c) => c.channel === DESKTOP_CHANNELS.setCurrentRoute)
    .map((c) => c.args[0]);
const notifications = () => Notification.shown.map((n) => n.options);
const chatMessage = (text: string) => consolePage.page.locator('.chat-msg', { hasText: text });

async function authorWrites(body: string): Promise<void> {
  const form = new FormData();
  form.set('body', body);
  const sent = await api.fetcher(author.token).raw(contract.messages.send, { body: form });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
}

describe('the desktop console against a running server', () => {
  it('skips the first-run screen, signs the organiser in and hands the token to the main process', async () => {
    const { page } = consolePage;
    // The window loads app://console/admin; the bridge already knows the server.
    await page.goto(`${app.origin}/admin`);
    await page.locator('#admin-email').waitFor({ timeout: 30_000 });
    expect(await page.getByText('Connect to the conference server').count()).toBe(0);
    await page.locator('#admin-email').fill(organiser.email);
    await page.locator('#admin-password').fill(organiser.password);
    await page.locator('button[type="submit"]').click();

    // The console shows its home and says so; the main process got the organiser's token
    // through the bridge and opened its own socket with it.
    await vi.waitFor(() => expect(routesReported()).toContain('/admin'), WAIT);
    expect(settings.token).not.toBeNull();
    const me = await api.fetcher(settings.token ?? '')(contract.auth.currentUser);
    expect(me.email).toBe(organiser.email);
    await vi.waitFor(() => expect(controller.currentConnection?.socket.connected).toBe(true), WAIT);
    // The first catch-up only learns what is there; live messages notify after it.
    await controller.currentConnection!.catchUp();
    expect(Notification.shown).toEqual([]);
  }, 90_000);

  it("notifies an author's message with their name; the click opens that conversation", async () => {
    await authorWrites(FIRST);
    await vi.waitFor(() => expect(Notification.shown).toHaveLength(1), WAIT);
    const [shown] = notifications();
    expect(shown?.title).toBe('Nigar Chatfield');
    expectBeginningOf(FIRST, shown?.body ?? '');
    expect(win.isFocused()).toBe(false);

    Notification.shown[0]!.click();
    const route = `/admin/messages/${author.id}`;
    expect(win.isVisible() && win.isFocused()).toBe(true);
    expect(win.webContents.sent).toEqual([{ channel: DESKTOP_CHANNELS.navigate, args: [route] }]);
    await consolePage.deliverNavigation(route);

    await consolePage.page.waitForURL((url) => url.hash === `#${route}`, { timeout: 30_000 });
    await chatMessage('thin elastic plates').waitFor({ timeout: 30_000 });
    await vi.waitFor(() => expect(routesReported().at(-1)).toBe(route), WAIT);
  }, 90_000);

  it('stays quiet about the conversation on screen, not about one elsewhere', async () => {
    // The window is in front (the click brought it there) and shows that conversation.
    expect(win.isVisible() && win.isFocused()).toBe(true);
    const socket = controller.currentConnection!.socket;
    // The connection's own handler runs first (it subscribed first), so once this listener
    // runs, the main process has decided about the message.
    const arrived = new Promise((resolve) => socket.once('new_message_admin', resolve));
    await authorWrites('Sorry, one more thing: I will need a visa invitation letter.');
    await arrived;
    await chatMessage('visa invitation letter').waitFor({ timeout: 30_000 });
    expect(Notification.shown).toHaveLength(1);

    // The organiser goes back to the list: the next message is news again.
    await consolePage.page.locator('a[href$="#/admin/messages"]').first().click();
    await vi.waitFor(() => expect(routesReported().at(-1)).toBe('/admin/messages'), WAIT);
    await authorWrites(LATER);
    await vi.waitFor(() => expect(Notification.shown).toHaveLength(2), WAIT);
    // A known author's live message: its first words, cut at a whole word.
    expect(notifications()[1]).toEqual({
      title: 'Nigar Chatfield',
      body:
        'Thank you! Also, may I present my talk on the second day instead of the first? ' +
        'My flight from Tashkent lands on the…',
    });
    expect(consolePage.errors).toEqual([]);
  }, 90_000);
});
