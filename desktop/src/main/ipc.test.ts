import { beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP_CHANNELS } from '@conf/common';
import { ipcMain, resetFakeElectron } from '../test/fake-electron';
import { registerIpc, type MainHandlers } from './ipc';

beforeEach(resetFakeElectron);

const CONSOLE = 'app://console/admin/messages';

function recordingHandlers() {
  const calls: unknown[][] = [];
  const record =
    <T>(name: string, answer: T) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return answer;
    };
  const handlers: MainHandlers = {
    getServerUrl: record('getServerUrl', 'https://conf.example.org'),
    setServerUrl: record('setServerUrl', { ok: true as const, serverUrl: 'https://x.org' }),
    getToken: record('getToken', 'jwt'),
    setToken: record('setToken', undefined),
    getSettings: record('getSettings', {
      serverUrl: null,
      notificationsEnabled: true,
      canPersistToken: true,
      locale: 'az' as const,
    }),
    setNotificationsEnabled: record('setNotificationsEnabled', undefined),
    setLocale: record('setLocale', undefined),
    setUnreadCount: record('setUnreadCount', undefined),
    setCurrentRoute: record('setCurrentRoute', undefined),
    openExternal: record('openExternal', true),
  };
  return { handlers, calls };
}

describe('IPC', () => {
  it('registers one named channel per bridge method', () => {
    registerIpc(recordingHandlers().handlers);
    // The two main-to-renderer channels are sent, not invoked.
    const {
      navigate: _navigate,
      settingsChanged: _settingsChanged,
      ...invokable
    } = DESKTOP_CHANNELS;
    expect([...ipcMain.handlers.keys()].sort()).toEqual(Object.values(invokable).sort());
  });

  it('answers the console page', async () => {
    const { handlers, calls } = recordingHandlers();
    registerIpc(handlers);
    expect(await ipcMain.invoke(CONSOLE, DESKTOP_CHANNELS.getServerUrl)).toBe(
      'https://conf.example.org',
    );
    await ipcMain.invoke(CONSOLE, DESKTOP_CHANNELS.setUnreadCount, 4);
    expect(calls).toEqual([['getServerUrl'], ['setUnreadCount', 4]]);
  });

  it('refuses any other sender before the handler runs', async () => {
    const { handlers, calls } = recordingHandlers();
    registerIpc(handlers);
    await expect(
      ipcMain.invoke('https://evil.example/', DESKTOP_CHANNELS.getToken),
    ).rejects.toThrow(/sender/);
    await expect(ipcMain.invoke('file:///tmp/x.html', DESKTOP_CHANNELS.getToken)).rejects.toThrow(
      /sender/,
    );
    await expect(ipcMain.invoke(null, DESKTOP_CHANNELS.getToken)).rejects.toThrow(/sender/);
    expect(calls).toEqual([]);
  });

  it('refuses arguments of the wrong shape', async () => {
    const { handlers, calls } = recordingHandlers();
    registerIpc(handlers);
    await expect(ipcMain.invoke(CONSOLE, DESKTOP_CHANNELS.setUnreadCount, -1)).rejects.toThrow(
      /arguments/,
    );
    await expect(
      ipcMain.invoke(CONSOLE, DESKTOP_CHANNELS.setNotificationsEnabled, 'yes'),
    ).rejects.toThrow(/arguments/);
    await expect(
      ipcMain.invoke(CONSOLE, DESKTOP_CHANNELS.setToken, { token: 'x' }),
    ).rejects.toThrow(/arguments/);
    await expect(ipcMain.invoke(CONSOLE, DESKTOP_CHANNELS.setLocale, 'ru')).rejects.toThrow(
      /arguments/,
    );
    expect(calls).toEqual([]);
  });

  it('unregisters every channel', () => {
    registerIpc(recordingHandlers().handlers)();
    expect(ipcMain.handlers.size).toBe(0);
  });
});
