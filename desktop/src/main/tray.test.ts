import { beforeEach, describe, expect, it } from 'vitest';
import { BrowserWindow, Tray, app, resetFakeElectron } from '../test/fake-electron';
import { showBadge, windowTitle } from './badge';
import { createTray, hideOnClose, renderTray, type TrayView } from './tray';
import { createMainWindow } from './window';

beforeEach(resetFakeElectron);

function makeTray(view: TrayView, platform: NodeJS.Platform = 'linux') {
  const calls: unknown[] = [];
  const actions = {
    open: () => calls.push('open'),
    quit: () => calls.push('quit'),
    setNotificationsEnabled: (enabled: boolean) => calls.push(['notifications', enabled]),
  };
  const tray = createTray('/app/icon.png', actions.open);
  renderTray(tray, view, actions, platform);
  return { tray, fake: Tray.all[0]!, calls, actions };
}

const labels = (fake: Tray) => fake.menu?.items.map((i) => i.label ?? `(${i.type})`);

describe('tray and badge', () => {
  it('offers Open, the notifications switch and Quit; the icon click opens too where it arrives', () => {
    const { fake, calls } = makeTray({ locale: 'en', notificationsEnabled: true, unread: 0 });
    expect(labels(fake)).toEqual(['Open', '(separator)', 'Notifications', '(separator)', 'Quit']);
    fake.item('Open')?.click?.();
    fake.item('Quit')?.click?.();
    fake.emit('click');
    expect(calls).toEqual(['open', 'quit', 'open']);
    expect(fake.tooltip).toBe('Conference Console');
  });

  it('hands the checkbox to the settings, which own the switch', () => {
    const { fake, calls } = makeTray({ locale: 'az', notificationsEnabled: true, unread: 0 });
    const item = fake.item('Bildirişlər');
    expect(item).toMatchObject({ type: 'checkbox', checked: true });
    // Electron toggles the item before calling back.
    item?.click?.({ checked: false } as never);
    expect(calls).toEqual([['notifications', false]]);
  });

  it('shows the unread total in the menu and tooltip, on every desktop, in the console language', () => {
    const { fake, tray, actions } = makeTray({
      locale: 'az',
      notificationsEnabled: false,
      unread: 3,
    });
    expect(labels(fake)).toEqual([
      'Aç',
      'Oxunmamış mesajlar: 3',
      '(separator)',
      'Bildirişlər',
      '(separator)',
      'Çıxış',
    ]);
    expect(fake.item('Oxunmamış mesajlar: 3')?.enabled).toBe(false);
    expect(fake.item('Bildirişlər')?.checked).toBe(false);
    expect(fake.tooltip).toBe('Konfrans konsolu: 3 oxunmamış mesaj');
    // The title beside the icon is macOS only: Electron has no setTitle elsewhere.
    expect(fake.title).toBe('');
    // Every change sets a new menu: Linux shows no change to a menu already set.
    renderTray(tray, { locale: 'en', notificationsEnabled: true, unread: 0 }, actions, 'linux');
    expect(fake.menus).toHaveLength(2);
    expect(fake.item('Notifications')?.checked).toBe(true);
    expect(fake.tooltip).toBe('Conference Console');
  });

  it('puts the count beside the icon on macOS', () => {
    const { fake, tray, actions } = makeTray(
      { locale: 'en', notificationsEnabled: true, unread: 7 },
      'darwin',
    );
    expect(fake.title).toBe('7');
    renderTray(tray, { locale: 'en', notificationsEnabled: true, unread: 0 }, actions, 'darwin');
    expect(fake.title).toBe('');
  });

  it('titles the window with the count, and badges where the OS can', () => {
    expect(windowTitle(3, 'en')).toBe('(3) Conference Console');
    expect(windowTitle(0, 'en')).toBe('Conference Console');
    expect(windowTitle(12, 'az')).toBe('(12) Konfrans konsolu');
    showBadge(3);
    expect(app.badgeCount).toBe(3);
    showBadge(-2);
    expect(app.badgeCount).toBe(0);
  });

  it('closing the window hides it to the tray until the app quits', () => {
    let quitting = false;
    hideOnClose(createMainWindow('/p.cjs'), () => quitting);
    const win = BrowserWindow.all[0]!;
    win.show();
    expect(win.close()).toBe(false);
    expect(win.isVisible()).toBe(false);
    expect(win.isDestroyed()).toBe(false);
    quitting = true;
    expect(win.close()).toBe(true);
  });
});
