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
  /** Desktop: the switch changed elsewhere (the tray menu); returns an unsubscribe. */
  onNotificationsEnabledChange?(listener: (enabled: boolean) => void): () => void;
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
  /** The console's language, kept by the desktop app (its tray, menus and notifications speak it). */
  locale: Locale;
  /** The organiser switched the console's language: the desktop app switches with it. */
  onLocale(locale: Locale): void;
}

/** The admin module's entry for the desktop: mounts into `container`, returns an unmount. */
export type MountAdminConsole = (
  container: HTMLElement,
  options: AdminConsoleOptions,
) => () => void;

/** The settings the desktop app's main process owns; the renderer shows and changes them. */
export interface DesktopSettings {
  serverUrl: string | null;
  notificationsEnabled: boolean;
  /**
   * False where the OS offers no real key store (Linux without a keyring, where Electron falls
   * back to a fixed key): the token then lasts one session only.
   */
  canPersistToken: boolean;
  /** The console's language (Azerbaijani until the organiser picks another). */
  locale: Locale;
}

export type SetServerUrlResult =
  | { ok: true; serverUrl: string }
  | { ok: false; error: 'desktop.serverUrl.invalid' | 'desktop.serverUrl.insecure' };

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
  setLocale(locale: Locale): Promise<void>;
  /** The renderer's own unread total (it may know better, e.g. right after reading a conversation). */
  setUnreadCount(count: number): Promise<void>;
  setCurrentRoute(path: string): Promise<void>;
  /** Resolves false when the URL is not http(s) and was not opened. */
  openExternal(url: string): Promise<boolean>;
  /** The main process asks to show a route; returns an unsubscribe. */
  onNavigate(listener: (route: string) => void): () => void;
  /** A setting changed (from the tray menu, or through this bridge); returns an unsubscribe. */
  onSettingsChanged(listener: (settings: DesktopSettings) => void): () => void;
}

/** Bridge methods that push from the main process to the renderer (no invoke channel). */
export type DesktopBridgeEvent = 'onNavigate' | 'onSettingsChanged';

/** One IPC channel per bridge method, plus the main-to-renderer navigation channel. */
export const DESKTOP_CHANNELS = {
  getServerUrl: 'conference:get-server-url',
  setServerUrl: 'conference:set-server-url',
  getToken: 'conference:get-token',
  setToken: 'conference:set-token',
  getSettings: 'conference:get-settings',
  setNotificationsEnabled: 'conference:set-notifications-enabled',
  setLocale: 'conference:set-locale',
  setUnreadCount: 'conference:set-unread-count',
  setCurrentRoute: 'conference:set-current-route',
  openExternal: 'conference:open-external',
  navigate: 'conference:navigate',
  settingsChanged: 'conference:settings-changed',
} as const satisfies Record<
  Exclude<keyof DesktopBridge, DesktopBridgeEvent> | 'navigate' | 'settingsChanged',
  string
>;

/** Hosts on this computer: the only ones the console reaches over plain http (development). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The server address an organiser typed, reduced to its origin (the API and the socket live on
 * that origin). An address without a scheme means https. Plain http is refused except for a
 * server on this computer: the organiser's password and token would cross the network in clear.
 * Credentials in the URL are refused.
 */
export function checkServerUrl(input: string): SetServerUrlResult {
  const invalid = { ok: false, error: 'desktop.serverUrl.invalid' } as const;
  const text = input.trim();
  if (text === '') return invalid;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return invalid;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return invalid;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return invalid;
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname))
    return { ok: false, error: 'desktop.serverUrl.insecure' };
  return { ok: true, serverUrl: url.origin };
}

/** The origin of an acceptable server address (see checkServerUrl), or null. */
export function normalizeServerUrl(input: string): string | null {
  const result = checkServerUrl(input);
  return result.ok ? result.serverUrl : null;
}
