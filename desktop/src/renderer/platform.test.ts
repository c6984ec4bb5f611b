import { describe, expect, it } from 'vitest';
import type { DesktopBridge, DesktopSettings } from '@conf/common';
import { desktopPlatform } from './platform';

function recordingBridge() {
  const calls: unknown[][] = [];
  const listeners: Array<(route: string) => void> = [];
  const settingsListeners: Array<(settings: DesktopSettings) => void> = [];
  const bridge: DesktopBridge = {
    getServerUrl: async () => 'https://conf.example.org',
    setServerUrl: async (url) => ({ ok: true, serverUrl: url }),
    getToken: async () => null,
    setToken: async (token) => void calls.push(['setToken', token]),
    getSettings: async () => ({
      serverUrl: null,
      notificationsEnabled: false,
      canPersistToken: true,
      locale: 'az',
    }),
    setNotificationsEnabled: async (enabled) =>
      void calls.push(['setNotificationsEnabled', enabled]),
    setLocale: async (locale) => void calls.push(['setLocale', locale]),
    setUnreadCount: async (count) => void calls.push(['setUnreadCount', count]),
    setCurrentRoute: async (path) => void calls.push(['setCurrentRoute', path]),
    openExternal: async (url) => {
      calls.push(['openExternal', url]);
      return true;
    },
    onNavigate: (listener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    onSettingsChanged: (listener) => {
      settingsListeners.push(listener);
      return () => settingsListeners.splice(settingsListeners.indexOf(listener), 1);
    },
  };
  return { bridge, calls, listeners, settingsListeners };
}

describe('desktop platform', () => {
  it('hands badge, links, routes and the notification switch to the main process', async () => {
    const { bridge, calls } = recordingBridge();
    const platform = desktopPlatform(bridge);
    platform.setBadge(4.7);
    platform.setBadge(-3);
    platform.openExternal('https://example.org/doc');
    platform.setCurrentRoute?.('/admin/messages/5');
    await platform.setNotificationsEnabled?.(true);
    expect(await platform.getNotificationsEnabled?.()).toBe(false);
    expect(calls).toEqual([
      ['setUnreadCount', 4],
      ['setUnreadCount', 0],
      ['openExternal', 'https://example.org/doc'],
      ['setCurrentRoute', '/admin/messages/5'],
      ['setNotificationsEnabled', true],
    ]);
  });

  it('leaves native notifications to the main process (no double notification)', () => {
    const { bridge, calls } = recordingBridge();
    desktopPlatform(bridge).notify('Leyla', 'Hello', '/admin/messages/1');
    expect(calls).toEqual([]);
  });

  it("follows the main process's notifications setting, changed from the tray", () => {
    const { bridge, settingsListeners } = recordingBridge();
    const heard: boolean[] = [];
    const stop = desktopPlatform(bridge).onNotificationsEnabledChange?.((on) => heard.push(on));
    const settings: DesktopSettings = {
      serverUrl: 'https://conf.example.org',
      notificationsEnabled: false,
      canPersistToken: true,
      locale: 'az',
    };
    settingsListeners.forEach((l) => l(settings));
    stop?.();
    expect(heard).toEqual([false]);
    expect(settingsListeners).toHaveLength(0);
  });

  it('passes navigation requests through and unsubscribes', () => {
    const { bridge, listeners } = recordingBridge();
    const seen: string[] = [];
    const stop = desktopPlatform(bridge).onNavigate?.((route) => seen.push(route));
    listeners.forEach((l) => l('/admin/payments'));
    stop?.();
    expect(seen).toEqual(['/admin/payments']);
    expect(listeners).toHaveLength(0);
  });
});
