import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_CHANNELS, type DesktopBridge } from '@conf/common';
import { contextBridge, ipcMain, ipcRenderer, resetFakeElectron } from '../test/fake-electron';

let bridge: DesktopBridge;
beforeAll(async () => {
  resetFakeElectron();
  await import('./index');
  bridge = contextBridge.exposed.get('conference') as DesktopBridge;
});

describe('preload', () => {
  it('exposes only the typed functions of DesktopBridge, under window.conference', () => {
    expect([...contextBridge.exposed.keys()]).toEqual(['conference']);
    const members = Object.entries(bridge);
    expect(members.every(([, value]) => typeof value === 'function')).toBe(true);
    expect(members.map(([name]) => name).sort()).toEqual(
      [
        'getServerUrl',
        'setServerUrl',
        'getToken',
        'setToken',
        'getSettings',
        'setNotificationsEnabled',
        'setLocale',
        'setUnreadCount',
        'setCurrentRoute',
        'openExternal',
        'onNavigate',
        'onSettingsChanged',
      ].sort(),
    );
  });

  it('calls the method named channel with the given arguments', async () => {
    const received: unknown[] = [];
    ipcMain.handle(DESKTOP_CHANNELS.setCurrentRoute, (_event, ...args) => received.push(...args));
    await bridge.setCurrentRoute('/admin/messages/3');
    expect(received).toEqual(['/admin/messages/3']);
  });

  it('delivers navigation requests to the listener until it unsubscribes', () => {
    const routes: string[] = [];
    const stop = bridge.onNavigate((route) => routes.push(route));
    ipcRenderer.emit(DESKTOP_CHANNELS.navigate, {}, '/admin/messages/8');
    stop();
    ipcRenderer.emit(DESKTOP_CHANNELS.navigate, {}, '/admin/messages/9');
    expect(routes).toEqual(['/admin/messages/8']);
  });

  it("delivers the main process's settings changes until the listener unsubscribes", () => {
    const heard: boolean[] = [];
    const stop = bridge.onSettingsChanged((s) => heard.push(s.notificationsEnabled));
    const settings = { serverUrl: null, notificationsEnabled: false, canPersistToken: true };
    ipcRenderer.emit(DESKTOP_CHANNELS.settingsChanged, {}, { ...settings, locale: 'az' });
    stop();
    ipcRenderer.emit(DESKTOP_CHANNELS.settingsChanged, {}, { ...settings, locale: 'en' });
    expect(heard).toEqual([false]);
  });
});
