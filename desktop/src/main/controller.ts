import { dialog, type BrowserWindow, type Tray } from 'electron';
import { DESKTOP_CHANNELS, formatMessage, type DesktopSettings, type Locale } from '@conf/common';
import { showBadge, unreadCount, windowTitle } from './badge';
import { connect, type Connection } from './connection';
import { openExternalSafely } from './hardening';
import { Inbox } from './inbox';
import type { MainHandlers } from './ipc';
import { setApplicationMenu } from './menu';
import { createNotifier } from './notifier';
import { decideNotification, type ConsoleEvent } from './notifications';
import type { SettingsStore } from './settings';
import { renderTray, type TrayActions } from './tray';
import { isWindowInView, showRoute } from './window';

export interface ControllerDeps {
  settings: SettingsStore;
  window(): BrowserWindow | null;
  tray(): Tray | null;
  /** What the tray menu's Open and the menus' Quit do. */
  open(): void;
  quit(): void;
  reconnectionDelay?: number;
  /** For tests: the OS whose conventions apply (the tray's count beside the icon is macOS only). */
  platform?: NodeJS.Platform;
}

/**
 * The console's running state: the server connection (started once a server and a token are
 * known, restarted when either changes), the unread total, the route the renderer shows, and
 * the answers to the renderer's bridge calls. It also keeps what the organiser sees outside the
 * page in step with the settings and the count: window title, badge, tray and menus, in the
 * console's language.
 */
export class ConsoleController {
  private connection: Connection | null = null;
  private inbox = new Inbox();
  private route: string | null = null;
  private menuLocale: Locale | null = null;
  private readonly notify = createNotifier((route) => {
    const win = this.deps.window();
    if (win) showRoute(win, route);
  });
  private readonly trayActions: TrayActions;

  constructor(private readonly deps: ControllerDeps) {
    this.trayActions = {
      open: () => deps.open(),
      quit: () => deps.quit(),
      setNotificationsEnabled: (enabled) => deps.settings.setNotificationsEnabled(enabled),
    };
    deps.settings.subscribe((settings) => this.settingsChanged(settings));
  }

  get currentConnection(): Connection | null {
    return this.connection;
  }

  get unreadTotal(): number {
    return this.inbox.unreadTotal;
  }

  /** (Re)connects with the stored server and token, or stays offline without them. */
  start(): void {
    this.stop();
    const { serverUrl, token } = this.deps.settings;
    if (!serverUrl || !token) return;
    this.inbox = new Inbox();
    this.connection = connect({
      serverUrl,
      token,
      locale: () => this.deps.settings.locale,
      inbox: this.inbox,
      reconnectionDelay: this.deps.reconnectionDelay,
      onEvent: (event) => this.consider(event),
      onUnread: () => this.refresh(),
      onUnauthorized: () => this.stop(),
    });
  }

  stop(): void {
    this.connection?.close();
    this.connection = null;
  }

  consider(event: ConsoleEvent): void {
    const win = this.deps.window();
    const view = { inView: win ? isWindowInView(win) : false, route: this.route };
    const { settings } = this.deps;
    const decision = decideNotification(event, view, settings, settings.locale);
    if (decision) this.notify(decision);
  }

  /**
   * Shows the unread total and the settings everywhere outside the page: the badge, the window
   * title, the tray (its menu set again, as Linux requires) and, after a change of language,
   * the application menu.
   */
  refresh(): void {
    const { locale, notificationsEnabled } = this.deps.settings;
    const unread = unreadCount(this.inbox.unreadTotal);
    showBadge(unread);
    const win = this.deps.window();
    if (win && !win.isDestroyed()) win.setTitle(windowTitle(unread, locale));
    const tray = this.deps.tray();
    if (tray)
      renderTray(
        tray,
        { locale, notificationsEnabled, unread },
        this.trayActions,
        this.deps.platform,
      );
    if (this.menuLocale !== locale) {
      setApplicationMenu(locale, { quit: () => this.deps.quit() });
      this.menuLocale = locale;
    }
  }

  /** A setting changed, from the tray or from the renderer: both sides show it at once. */
  private settingsChanged(settings: DesktopSettings): void {
    this.refresh();
    const win = this.deps.window();
    if (win && !win.isDestroyed()) win.webContents.send(DESKTOP_CHANNELS.settingsChanged, settings);
  }

  /** Said once, in the console's language, when the sign-in cannot outlive this session. */
  private tellTokenNotRemembered(): void {
    const { locale } = this.deps.settings;
    const options = {
      type: 'info' as const,
      message: formatMessage(locale, 'desktop.token.notRemembered'),
      detail: formatMessage(locale, 'desktop.token.notRememberedDetail'),
      buttons: [formatMessage(locale, 'desktop.token.ok')],
    };
    const win = this.deps.window();
    void (win && !win.isDestroyed()
      ? dialog.showMessageBox(win, options)
      : dialog.showMessageBox(options));
  }

  readonly handlers: MainHandlers = {
    getServerUrl: () => this.deps.settings.serverUrl,
    setServerUrl: (url) => {
      const before = this.deps.settings.serverUrl;
      const result = this.deps.settings.setServerUrl(url);
      if (result.ok && result.serverUrl !== before) this.start();
      return result;
    },
    getToken: () => this.deps.settings.token,
    setToken: (token) => {
      this.deps.settings.setToken(token);
      this.start();
      if (!token) {
        this.inbox = new Inbox();
        this.refresh();
      }
      if (this.deps.settings.takeTokenNotice()) this.tellTokenNotRemembered();
    },
    getSettings: () => this.deps.settings.snapshot(),
    setNotificationsEnabled: (enabled) => this.deps.settings.setNotificationsEnabled(enabled),
    setLocale: (locale) => this.deps.settings.setLocale(locale),
    setUnreadCount: (count) => {
      this.inbox.setUnread(count);
      this.refresh();
    },
    setCurrentRoute: (path) => {
      this.route = path;
    },
    openExternal: (url) => openExternalSafely(url),
  };
}
