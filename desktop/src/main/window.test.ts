import { beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP_CHANNELS } from '@conf/common';
import { BrowserWindow, resetFakeElectron } from '../test/fake-electron';
import { START_URL } from './app-origin';
import { createMainWindow, isWindowInView, showRoute } from './window';

beforeEach(resetFakeElectron);

function only(): BrowserWindow {
  expect(BrowserWindow.all).toHaveLength(1);
  return BrowserWindow.all[0]!;
}

describe('the console window', () => {
  it('is isolated, sandboxed, without Node, with the preload, and loads the packaged console', () => {
    createMainWindow('/app/dist/preload/index.cjs');
    const win = only();
    expect(win.options.webPreferences).toMatchObject({
      preload: '/app/dist/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
    });
    expect(win.loadedUrl).toBe(START_URL);
    expect(START_URL.startsWith('app://console/')).toBe(true);
    expect(win.isVisible()).toBe(false);
    win.emit('ready-to-show');
    expect(win.isVisible()).toBe(true);
  });

  it('showRoute restores, shows and focuses the window and tells the renderer where to go', () => {
    const real = createMainWindow('/p.cjs');
    const win = only();
    win.minimize();
    win.hide();
    showRoute(real, '/admin/messages/42');
    expect(win.isMinimized()).toBe(false);
    expect(win.isVisible() && win.isFocused()).toBe(true);
    expect(win.webContents.sent).toEqual([
      { channel: DESKTOP_CHANNELS.navigate, args: ['/admin/messages/42'] },
    ]);
    expect(isWindowInView(real)).toBe(true);
  });

  it("keeps its own title: the page's <title> does not replace it", () => {
    const real = createMainWindow('/p.cjs', '(2) Conference Console');
    const win = only();
    win.pageTitleUpdated('Conference console');
    expect(real.getTitle()).toBe('(2) Conference Console');
  });

  it('showRoute sends nothing but console routes', () => {
    const real = createMainWindow('/p.cjs');
    const win = only();
    showRoute(real, 'https://evil.example/admin');
    showRoute(real, '/admin/../user');
    expect(win.webContents.sent).toEqual([]);
  });
});
