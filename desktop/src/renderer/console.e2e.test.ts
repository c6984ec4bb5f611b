import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract, DESKTOP_CHANNELS } from '@conf/common';
// The end-to-end suite's Chromium, launched the same way (CHROMIUM_PATH, headless flags).
import { launchBrowser } from '../../../e2e/support/browser';
import { APP_ORIGIN } from '../main/app-origin';
import { ConsoleController } from '../main/controller';
import { hardenWindow } from '../main/hardening';
import { registerIpc } from '../main/ipc';
import { serveRenderer } from '../main/protocol';
import { SettingsStore } from '../main/settings';
import { createTray } from '../main/tray';
import { createMainWindow } from '../main/window';
import { openConsolePage, serveAppScheme, type ConsolePage } from '../test/console-page';
import {
  BrowserWindow,
  Menu,
  Notification,
  Tray,
  dialog,
  resetFakeElectron,
  safeStorage,
} from '../test/fake-electron';
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

/** The smallest file the server takes as a PDF (it reads the type from the bytes). */
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

const LATER =
  'Thank you! Also, may I present my talk on the second day instead of the first? My flight ' +
  'from Tashkent lands on the morning of the third.';

let api: RunningApi;
let app: Awaited<ReturnType<typeof serveAppScheme>>;
let browser: Browser;
let settings: SettingsStore;
let controller: ConsoleController;
/** The console window, as the stand-in records it. */
let win: BrowserWindow;
let tray: Tray;
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
  const createdTray = createTray(path.join(desktopDir, 'build/icon.png'), () => undefined);
  tray = Tray.all[0]!;
  const created = createMainWindow(path.join(desktopDir, 'dist/preload/index.cjs'));
  hardenWindow(created);
  win = BrowserWindow.all[0]!;
  controller = new ConsoleController({
    settings,
    window: () => created,
    tray: () => createdTray,
    open: () => created.show(),
    quit: () => undefined,
    reconnectionDelay: 200,
  });
  registerIpc(controller.handlers);
  controller.refresh();
  controller.start();

  author = await api.register('Nigar', 'Chatfield');
  organiser = await api.register('Rashad', 'Organiser');
  await api.promote(organiser.email);
  browser = await launchBrowser();
  consolePage = await openConsolePage(browser, app.origin, win.webContents);
}, 180_000);

// The renderer runs under its CSP (served by the app:// handler): not one violation, ever.
afterEach(() => {
  expect(consolePage.violations).toEqual([]);
});

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
const sentToPage = (channel: string) =>
  win.webContents.sent.filter((m) => m.channel === channel).map((m) => m.args);
const headerSwitch = () => consolePage.page.locator('.admin-notifications-switch');
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
    // Linux without a keyring: Electron's safeStorage falls back to its fixed basic_text key.
    safeStorage.backend = 'basic_text';
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
    // ...in memory only, and the organiser is told so once, in the console's language.
    expect(readFileSync(path.join(userData, 'settings.json'), 'utf8')).not.toContain(
      settings.token,
    );
    expect(dialog.shown.map((d) => d.options.message)).toEqual(['Girişiniz yadda saxlanmayacaq']);
    await vi.waitFor(() => expect(controller.currentConnection?.socket.connected).toBe(true), WAIT);
    // The first catch-up only learns what is there; live messages notify after it.
    await controller.currentConnection!.catchUp();
    expect(Notification.shown).toEqual([]);
  }, 90_000);

  it("notifies an author's message with their name; the click opens that conversation", async () => {
    await authorWrites(FIRST);
    await vi.waitFor(() => expect(Notification.shown).toHaveLength(1), WAIT);
    // A first-time author: cut at a whole word like anyone else (not the server's excerpt).
    expect(notifications()).toEqual([
      {
        title: 'Nigar Chatfield',
        body:
          'Dear organisers, could you confirm that my abstract on the stability of thin elastic ' +
          'plates arrived before the…',
      },
    ]);
    expect(win.isFocused()).toBe(false);

    Notification.shown[0]!.click();
    const route = `/admin/messages/${author.id}`;
    expect(win.isVisible() && win.isFocused()).toBe(true);
    expect(sentToPage(DESKTOP_CHANNELS.navigate)).toEqual([[route]]);

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

  it('has one notifications setting: the tray checkbox and the header switch follow each other', async () => {
    const { page } = consolePage;
    await expect(headerSwitch().getAttribute('aria-checked')).resolves.toBe('true');
    expect(tray.item('Bildirişlər')?.checked).toBe(true);

    // Off from the tray: the header switch shows it at once, without a reload.
    tray.item('Bildirişlər')?.click?.({ checked: false } as never);
    expect(settings.notificationsEnabled).toBe(false);
    await page.locator('.admin-notifications-switch[aria-checked="false"]').waitFor();

    // On from the header: the tray's menu is set again with the box ticked.
    const menus = tray.menus.length;
    await headerSwitch().click();
    await vi.waitFor(() => expect(settings.notificationsEnabled).toBe(true), WAIT);
    expect(tray.menus.length).toBeGreaterThan(menus);
    expect(tray.item('Bildirişlər')?.checked).toBe(true);
    await expect(headerSwitch().getAttribute('aria-checked')).resolves.toBe('true');
  }, 90_000);

  it('shows the unread count in the window title and the tray menu', async () => {
    await vi.waitFor(() => expect(controller.unreadTotal).toBeGreaterThan(0), WAIT);
    const count = controller.unreadTotal;
    expect(win.getTitle()).toBe(`(${count}) Konfrans konsolu`);
    expect(tray.item(`Oxunmamış mesajlar: ${count}`)).toBeDefined();
    expect(tray.item('Aç')).toBeDefined();
  }, 30_000);

  it("switches the tray, menus, window title and notifications with the console's language", async () => {
    const { page } = consolePage;
    expect(settings.locale).toBe('az');
    await page.locator('.admin-language').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await vi.waitFor(() => expect(settings.locale).toBe('en'), WAIT);
    expect(tray.item('Open')).toBeDefined();
    expect(tray.item('Notifications')?.checked).toBe(true);
    expect(Menu.application?.items.map((i) => i.label)).toEqual([
      'Console',
      'Edit',
      'View',
      'Window',
    ]);
    expect(win.getTitle()).toMatch(/^(\(\d+\) )?Conference Console$/);
    // The console itself speaks English now, and keeps doing so after a restart of the page.
    await page.getByRole('button', { name: 'Language' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Language' }).waitFor({ timeout: 30_000 });

    // So do the native notifications: a file sent without text is named in English now.
    const shown = Notification.shown.length;
    const form = new FormData();
    form.set('attachment', new Blob([PDF], { type: 'application/pdf' }), 'visa-letter.pdf');
    const sent = await api.fetcher(author.token).raw(contract.messages.send, { body: form });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    await vi.waitFor(() => expect(Notification.shown).toHaveLength(shown + 1), WAIT);
    expect(notifications().at(-1)).toEqual({
      title: 'Nigar Chatfield',
      body: 'Sent a file: visa-letter.pdf',
    });
    expect(consolePage.errors).toEqual([]);
  }, 90_000);
});
