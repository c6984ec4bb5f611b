import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DESKTOP_CHANNELS } from '@conf/common';
import {
  BrowserWindow,
  Menu,
  Tray,
  app,
  ipcMain,
  protocol,
  resetFakeElectron,
} from '../test/fake-electron';

describe('main entry', () => {
  it('wires scheme, protocol, IPC, tray and a hardened window; a second launch shows it', async () => {
    resetFakeElectron();
    // A first run: no settings.json yet.
    app.userData = mkdtempSync(path.join(tmpdir(), 'desktop-index-'));
    await import('./index');
    await vi.waitFor(() => expect(BrowserWindow.all).toHaveLength(1));
    expect(protocol.privileged).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
    expect([...protocol.handlers.keys()]).toEqual(['app']);
    expect(ipcMain.handlers.has(DESKTOP_CHANNELS.getServerUrl)).toBe(true);
    expect(Tray.all).toHaveLength(1);
    // The console's language (Azerbaijani on first run), not the OS's (en-US here).
    expect(Tray.all[0]!.item('Aç')).toBeDefined();
    expect(Menu.application?.items.map((i) => i.label)).toEqual([
      'Konsol',
      'Redaktə',
      'Görünüş',
      'Pəncərə',
    ]);

    const win = BrowserWindow.all[0]!;
    expect(win.options.webPreferences).toMatchObject({
      preload: '/tmp/fake-electron-app/dist/preload/index.cjs',
      sandbox: true,
    });
    expect(win.webContents.windowOpenHandler).not.toBeNull();
    expect(win.getTitle()).toBe('Konfrans konsolu');
    // Closing hides to the tray; a second launch brings the window back.
    expect(win.close()).toBe(false);
    app.emit('second-instance');
    expect(win.isVisible() && win.isFocused()).toBe(true);
    // The tray menu's Open does the same, for desktops that drop clicks on the icon.
    win.hide();
    Tray.all[0]!.item('Aç')?.click?.();
    expect(win.isVisible()).toBe(true);
    // A real quit lets it close.
    app.emit('before-quit');
    expect(win.close()).toBe(true);
  });
});
