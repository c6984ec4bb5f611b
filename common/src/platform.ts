import type { Locale } from './locales.js';

/**
 * What the admin console needs from wherever it runs (DESIGN.md "Web app"): the browser provides
 * one implementation, the desktop console another, chosen at the entry point. Screens call these
 * and never ask which platform they are on.
 */
export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** A notification for the organiser; clicking it opens `route` (an /admin/... path). */
  notify(title: string, body: string, route: string): void;
  /** The organisers' unread message total (0 clears the badge). */
  setBadge(count: number): void;
  /** Opens an http(s) link outside the console (a new tab, or the system browser). */
  openExternal(url: string): void;
  /** Desktop: the console shows `path` now (so no notification is raised for that conversation). */
  setCurrentRoute?(path: string): void;
  /** Desktop: the main process asks the console to show a route (a notification was clicked). */
  onNavigate?(listener: (route: string) => void): () => void;
  /** Desktop: the organiser's switch for native notifications (a settings screen shows it). */
  getNotificationsEnabled?(): Promise<boolean>;
  setNotificationsEnabled?(enabled: boolean): Promise<void>;
}

/** What the desktop console's renderer is told when it starts the admin module. */
export interface AdminConsoleOptions {
  platform: Platform;
  /** The server's origin, e.g. https://conference.example.org: the API is `${origin}/api`. */
  serverUrl: string;
  /** The organiser's JWT (sent as `Authorization: Bearer`), or null to show the sign-in form. */
  token: string | null;
  /** Called after sign-in or sign-out, so the desktop keeps the token (or forgets it). */
  onToken(token: string | null): void;
  locale: Locale;
}

/** The admin module's entry for the desktop: mounts into `container`, returns an unmount. */
export type MountAdminConsole = (
  container: HTMLElement,
  options: AdminConsoleOptions,
) => () => void;

export interface DesktopSettings {
  serverUrl: string | null;
  notificationsEnabled: boolean;
  /** False where the OS offers no encrypted storage: the token then lasts one session only. */
  canPersistToken: boolean;
}

export type SetServerUrlResult =
  { ok: true; serverUrl: string } | { ok: false; error: 'desktop.serverUrl.invalid' };

/**
 * The preload's API, `window.conference` in the desktop renderer. Only these typed functions
 * cross the bridge: no channel names, no `ipcRenderer`.
 */
export interface DesktopBridge {
  getServerUrl(): Promise<string | null>;
  setServerUrl(url: string): Promise<SetServerUrlResult>;
  getToken(): Promise<string | null>;
  setToken(token: string | null): Promise<void>;
  getSettings(): Promise<DesktopSettings>;
  setNotificationsEnabled(enabled: boolean): Promise<void>;
  /** The renderer's own unread total (it may know better, e.g. right after reading a conversation). */
  setUnreadCount(count: number): Promise<void>;
  setCurrentRoute(path: string): Promise<void>;
  /** Resolves false when the URL is not http(s) and was not opened. */
  openExternal(url: string): Promise<boolean>;
  /** The main process asks to show a route; returns an unsubscribe. */
  onNavigate(listener: (route: string) => void): () => void;
}

/** One IPC channel per bridge method, plus the main-to-renderer navigation channel. */
export const DESKTOP_CHANNELS = {
  getServerUrl: 'conference:get-server-url',
  setServerUrl: 'conference:set-server-url',
  getToken: 'conference:get-token',
  setToken: 'conference:set-token',
  getSettings: 'conference:get-settings',
  setNotificationsEnabled: 'conference:set-notifications-enabled',
  setUnreadCount: 'conference:set-unread-count',
  setCurrentRoute: 'conference:set-current-route',
  openExternal: 'conference:open-external',
  navigate: 'conference:navigate',
} as const satisfies Record<Exclude<keyof DesktopBridge, 'onNavigate'> | 'navigate', string>;

/**
 * The server address an organiser typed, reduced to its origin (the API and the socket live on
 * that origin), or null when it is not an http(s) address. Plain http is accepted because a
 * conference may run the console on a local network; credentials in the URL are refused.
 */
export function normalizeServerUrl(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  return url.origin;
}
