import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP_CHANNELS, type DesktopSettings } from '@conf/common';
import {
  BrowserWindow,
  Menu,
  Notification,
  Tray,
  app,
  dialog,
  ipcMain,
  resetFakeElectron,
  safeStorage,
} from '../test/fake-electron';
import { ConsoleController } from './controller';
import { registerIpc } from './ipc';
import { SettingsStore } from './settings';
import { createTray } from './tray';
import { createMainWindow } from './window';

const CONSOLE = 'app://console/admin';

/** The main process as index.ts wires it, the renderer's side played through IPC. */
function consoleApp(platform: NodeJS.Platform = 'linux') {
  const dir = mkdtempSync(path.join(tmpdir(), 'desktop-controller-'));
  const settings = new SettingsStore(dir);
  const realWindow = createMainWindow('/p.cjs');
  const realTray = createTray('/icon.png', () => undefined);
  const controller = new ConsoleController({
    settings,
    window: () => realWindow,
    tray: () => realTray,
    open: () => realWindow.show(),
    quit: () => app.quit(),
    platform,
  });
  registerIpc(controller.handlers);
  controller.refresh();
  const invoke = (channel: string, ...args: unknown[]) => ipcMain.invoke(CONSOLE, channel, ...args);
  return {
    dir,
    settings,
    controller,
    invoke,
    win: BrowserWindow.all[0]!,
    tray: Tray.all[0]!,
    /** What the renderer was told through DESKTOP_CHANNELS.settingsChanged. */
    pushed: () =>
      BrowserWindow.all[0]!.webContents.sent.filter(
        (m) => m.channel === DESKTOP_CHANNELS.settingsChanged,
      ).map((m) => m.args[0] as DesktopSettings),
  };
}

const topLabels = () => Menu.application?.items.map((i) => i.label);

beforeEach(resetFakeElectron);

describe('one notifications setting, shown by the tray and the console', () => {
  it('a click on the tray checkbox turns it off and tells the renderer at once', () => {
    const { tray, settings, pushed } = consoleApp();
    expect(tray.item('Bildirişlər')?.checked).toBe(true);
    tray.item('Bildirişlər')?.click?.({ checked: false } as never);
    expect(settings.notificationsEnabled).toBe(false);
    expect(pushed().map((s) => s.notificationsEnabled)).toEqual([false]);
    // Rebuilt and set again (Linux), showing the new state.
    expect(tray.menus.length).toBeGreaterThanOrEqual(2);
    expect(tray.item('Bildirişlər')?.checked).toBe(false);
  });

  it("the console's switch (through the bridge) updates the tray menu at once", async () => {
    const { tray, invoke, pushed } = consoleApp();
    const before = tray.menus.length;
    await invoke(DESKTOP_CHANNELS.setNotificationsEnabled, false);
    expect(tray.menus.length).toBe(before + 1);
    expect(tray.item('Bildirişlər')?.checked).toBe(false);
    expect(await invoke(DESKTOP_CHANNELS.getSettings)).toMatchObject({
      notificationsEnabled: false,
    });
    // The renderer hears it back too: the answer of the one owner of the setting.
    expect(pushed().map((s) => s.notificationsEnabled)).toEqual([false]);
    await invoke(DESKTOP_CHANNELS.setNotificationsEnabled, true);
    expect(tray.item('Bildirişlər')?.checked).toBe(true);
  });

  it('when off, no notification is raised', () => {
    const { controller, settings } = consoleApp();
    settings.setNotificationsEnabled(false);
    controller.consider({
      kind: 'message',
      messageId: 1,
      userId: 2,
      senderName: 'Leyla',
      text: 'Hello',
      attachmentName: null,
    });
    expect(Notification.shown).toEqual([]);
  });
});

describe('the unread count where it is seen', () => {
  it('in the window title, the tray menu and tooltip, and the badge', async () => {
    const { win, tray, invoke, settings } = consoleApp();
    settings.setLocale('en');
    await invoke(DESKTOP_CHANNELS.setUnreadCount, 3);
    expect(win.getTitle()).toBe('(3) Conference Console');
    expect(tray.item('Unread messages: 3')).toBeDefined();
    expect(tray.tooltip).toBe('Conference Console: 3 unread messages');
    expect(tray.title).toBe('');
    expect(app.badgeCount).toBe(3);
    // The page's own <title> does not replace it.
    win.pageTitleUpdated('Conference console');
    expect(win.getTitle()).toBe('(3) Conference Console');
    await invoke(DESKTOP_CHANNELS.setUnreadCount, 0);
    expect(win.getTitle()).toBe('Conference Console');
    expect(tray.item('Unread messages: 0')).toBeUndefined();
  });

  it('beside the tray icon on macOS', async () => {
    const { tray, invoke } = consoleApp('darwin');
    await invoke(DESKTOP_CHANNELS.setUnreadCount, 4);
    expect(tray.title).toBe('4');
  });

  it('"Open" in the tray menu opens the window, with no click on the icon', () => {
    const { tray, win } = consoleApp();
    expect(win.isVisible()).toBe(false);
    tray.item('Aç')?.click?.();
    expect(win.isVisible()).toBe(true);
  });
});

describe("one language: the console's", () => {
  it('is Azerbaijani from the start, whatever the OS says, in the tray, menus and title', () => {
    app.locale = 'en-US';
    const { win, tray } = consoleApp();
    expect(win.getTitle()).toBe('Konfrans konsolu');
    expect(tray.item('Aç')).toBeDefined();
    expect(topLabels()).toEqual(['Konsol', 'Redaktə', 'Görünüş', 'Pəncərə']);
  });

  it('switching it in the console switches the tray, menus, title and notifications', async () => {
    const { win, tray, invoke, controller, pushed } = consoleApp();
    await invoke(DESKTOP_CHANNELS.setLocale, 'en');
    expect(win.getTitle()).toBe('Conference Console');
    expect(tray.item('Open')).toBeDefined();
    expect(tray.item('Notifications')).toBeDefined();
    expect(topLabels()).toEqual(['Console', 'Edit', 'View', 'Window']);
    expect(Menu.application?.items[0]?.submenu?.map((i) => i.label)).toEqual([
      'Quit Conference Console',
    ]);
    expect(pushed().map((s) => s.locale)).toEqual(['en']);
    const payment = {
      kind: 'notification' as const,
      notification: {
        type: 'receipt_uploaded' as const,
        thesisId: 3,
        paymentId: 9,
        title: 'On thin plates',
        userName: 'Elvin Aliyev',
        createdAt: '2025-05-01T10:00:00.000Z',
      },
    };
    controller.consider(payment);
    await invoke(DESKTOP_CHANNELS.setLocale, 'az');
    controller.consider({ ...payment, notification: { ...payment.notification, paymentId: 10 } });
    expect(Notification.shown.map((n) => n.options.title)).toEqual([
      'New payment receipt from Elvin Aliyev',
      'Elvin Aliyev ödəniş qəbzi göndərdi',
    ]);
    expect(topLabels()).toEqual(['Konsol', 'Redaktə', 'Görünüş', 'Pəncərə']);
  });

  it('refuses a language the console does not have', async () => {
    const { invoke, settings } = consoleApp();
    await expect(invoke(DESKTOP_CHANNELS.setLocale, 'fr')).rejects.toThrow(/arguments/);
    expect(settings.locale).toBe('az');
  });
});

describe('a sign-in the OS cannot keep', () => {
  it('without a keyring: in memory only, and the organiser is told once, in the console language', async () => {
    safeStorage.backend = 'basic_text';
    const { invoke, dir, win } = consoleApp();
    await invoke(DESKTOP_CHANNELS.setToken, 'organiser.jwt');
    expect(await invoke(DESKTOP_CHANNELS.getToken)).toBe('organiser.jwt');
    expect(readFileSync(path.join(dir, 'settings.json'), 'utf8')).not.toContain('organiser.jwt');
    expect(dialog.shown).toHaveLength(1);
    expect(dialog.shown[0]?.window).toBe(win);
    expect(dialog.shown[0]?.options).toMatchObject({
      type: 'info',
      message: 'Girişiniz yadda saxlanmayacaq',
      buttons: ['Oldu'],
    });
    expect(await invoke(DESKTOP_CHANNELS.getSettings)).toMatchObject({ canPersistToken: false });
    // Signing out and in again says nothing more.
    await invoke(DESKTOP_CHANNELS.setToken, null);
    await invoke(DESKTOP_CHANNELS.setToken, 'organiser.jwt.2');
    expect(dialog.shown).toHaveLength(1);
  });

  it('in English when the console speaks English', async () => {
    safeStorage.backend = 'basic_text';
    const { invoke } = consoleApp();
    await invoke(DESKTOP_CHANNELS.setLocale, 'en');
    await invoke(DESKTOP_CHANNELS.setToken, 'organiser.jwt');
    expect(dialog.shown[0]?.options.message).toBe('Your sign-in will not be remembered');
  });

  it('with a keyring: kept encrypted, nothing to say', async () => {
    const { invoke, dir } = consoleApp();
    await invoke(DESKTOP_CHANNELS.setToken, 'organiser.jwt');
    expect(dialog.shown).toEqual([]);
    expect(new SettingsStore(dir).token).toBe('organiser.jwt');
  });
});
