import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPlatform } from './web';

/** The few browser globals the web platform touches, stood in for in the node test run. */
function stubBrowser(visibility: 'visible' | 'hidden', permission: NotificationPermission) {
  const doc = { title: 'Conference admin', visibilityState: visibility };
  const opened: unknown[][] = [];
  const shown: {
    title: string;
    options: NotificationOptions;
    onclick: (() => void) | null;
    close: () => void;
  }[] = [];
  const stored = new Map<string, string>();
  const requests: string[] = [];
  class FakeNotification {
    static permission = permission;
    static async requestPermission() {
      requests.push('asked');
      FakeNotification.permission = 'granted';
      return FakeNotification.permission;
    }
    onclick: (() => void) | null = null;
    constructor(
      public title: string,
      public options: NotificationOptions,
    ) {
      shown.push(this as unknown as (typeof shown)[number]);
    }
    close() {}
  }
  vi.stubGlobal('document', doc);
  vi.stubGlobal('window', {
    open: (...args: unknown[]) => opened.push(args),
    focus: () => undefined,
  });
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  return { doc, opened, shown, requests };
}

afterEach(() => vi.unstubAllGlobals());

describe('web platform', () => {
  it('shows the unread total as a "(n)" prefix of the tab title, and clears it at 0', () => {
    const { doc } = stubBrowser('visible', 'granted');
    const platform = webPlatform(() => undefined);
    platform.setBadge(3);
    expect(doc.title).toBe('(3) Conference admin');
    platform.setBadge(12);
    expect(doc.title).toBe('(12) Conference admin');
    platform.setBadge(0);
    expect(doc.title).toBe('Conference admin');
  });

  it('asks the browser once when switched on, and stays quiet when switched off', async () => {
    const env = stubBrowser('hidden', 'default');
    const platform = webPlatform(() => undefined);
    expect(await platform.getNotificationsEnabled?.()).toBe(false);
    await platform.setNotificationsEnabled?.(true);
    expect(env.requests).toEqual(['asked']);
    expect(await platform.getNotificationsEnabled?.()).toBe(true);
    platform.notify('Leyla', 'Hello', '/admin/messages/4');
    expect(env.shown).toHaveLength(1);
    await platform.setNotificationsEnabled?.(false);
    expect(await platform.getNotificationsEnabled?.()).toBe(false);
    platform.notify('Leyla', 'Again', '/admin/messages/4');
    expect(env.shown).toHaveLength(1);
  });

  it('opens only http(s) links, without giving the new tab access to the console', () => {
    const { opened } = stubBrowser('visible', 'granted');
    const platform = webPlatform(() => undefined);
    platform.openExternal('javascript:alert(1)');
    platform.openExternal('https://example.org/');
    expect(opened).toEqual([['https://example.org/', '_blank', 'noopener,noreferrer']]);
  });

  it('notifies only when allowed and the tab is hidden; a click opens the route', () => {
    const seen: string[] = [];
    let env = stubBrowser('visible', 'granted');
    webPlatform((r) => seen.push(r)).notify('Leyla', 'Hello', '/admin/messages/4');
    expect(env.shown).toHaveLength(0);

    env = stubBrowser('hidden', 'denied');
    webPlatform((r) => seen.push(r)).notify('Leyla', 'Hello', '/admin/messages/4');
    expect(env.shown).toHaveLength(0);

    env = stubBrowser('hidden', 'granted');
    webPlatform((r) => seen.push(r)).notify('Leyla', 'Hello', '/admin/messages/4');
    expect(env.shown).toHaveLength(1);
    env.shown[0]!.onclick?.();
    expect(seen).toEqual(['/admin/messages/4']);
  });
});
