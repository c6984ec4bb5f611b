import { describe, expect, it, vi } from 'vitest';
import { DESKTOP_CHANNELS } from '@conf/common';
import {
  BrowserWindow,
  Tray,
  app,
  ipcMain,
  protocol,
  resetFakeElectron,
} from '../test/fake-electron';

describe('main entry', () => {
  it('wires scheme, protocol, IPC, tray and a hardened window; a second launch shows it', async () => {
    resetFakeElectron();
    await import('./index');
    await vi.waitFor(() => expect(BrowserWindow.all).toHaveLength(1));
    expect(protocol.privileged).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
    expect([...protocol.handlers.keys()]).toEqual(['app']);
    expect(ipcMain.handlers.has(DESKTOP_CHANNELS.getServerUrl)).toBe(true);
    expect(Tray.all).toHaveLength(1);

    const win = BrowserWindow.all[0]!;
    expect(win.options.webPreferences).toMatchObject({
      preload: '/tmp/fake-electron-app/dist/preload/index.cjs',
      sandbox: true,
    });
    expect(win.webContents.windowOpenHandler).not.toBeNull();
    // Closing hides to the tray; a second launch brings the window back.
    expect(win.close()).toBe(false);
    app.emit('second-instance');
    expect(win.isVisible() && win.isFocused()).toBe(true);
    // A real quit lets it close.
    app.emit('before-quit');
    expect(win.close()).toBe(true);
  });
});
