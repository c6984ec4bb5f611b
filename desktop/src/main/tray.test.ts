import { beforeEach, describe, expect, it } from 'vitest';
import { BrowserWindow, Tray, app, resetFakeElectron } from '../test/fake-electron';
import { showUnreadCount } from './badge';
import { createTray, hideOnClose } from './tray';
import { createMainWindow } from './window';

beforeEach(resetFakeElectron);

function makeTray(locale: 'en' | 'az' = 'en') {
  const calls: string[] = [];
  const tray = createTray('/app/icon.png', locale, {
    show: () => calls.push('show'),
    quit: () => calls.push('quit'),
  });
  return { tray, fake: Tray.all[0]!, calls };
}

describe('tray and badge', () => {
  it('offers Show and Quit, and a click on the icon shows the window', () => {
    const { fake, calls } = makeTray();
    const items = fake.menu?.items.filter((item) => item.label) ?? [];
    expect(items.map((item) => item.label)).toEqual(['Show', 'Quit']);
    items[0]?.click?.();
    items[1]?.click?.();
    fake.emit('click');
    expect(calls).toEqual(['show', 'quit', 'show']);
    expect(fake.tooltip).toBe('Conference console');
  });

  it('offers a notifications switch that the settings keep', () => {
    let enabled = true;
    createTray('/app/icon.png', 'az', {
      show: () => undefined,
      quit: () => undefined,
      notifications: { enabled: () => enabled, set: (value) => (enabled = value) },
    });
    const item = Tray.all[0]!.menu?.items.find((i) => i.type === 'checkbox');
    expect(item).toMatchObject({ label: 'Bildirişlər', checked: true });
    item?.click?.({ checked: false } as never);
    expect(enabled).toBe(false);
  });

  it('shows the unread total as the badge and in the tray tooltip, in the organiser language', () => {
    const { tray, fake } = makeTray('az');
    showUnreadCount(3, tray, 'az');
    expect(app.badgeCount).toBe(3);
    expect(fake.tooltip).toBe('Konfrans konsolu: 3 oxunmamış mesaj');
    showUnreadCount(0, tray, 'az');
    expect(app.badgeCount).toBe(0);
    expect(fake.tooltip).toBe('Konfrans konsolu');
  });

  it('never shows a negative badge', () => {
    showUnreadCount(-2, null, 'en');
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
