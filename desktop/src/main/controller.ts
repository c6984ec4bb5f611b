import type { BrowserWindow, Tray } from 'electron';
import type { Locale } from '@conf/common';
import { showUnreadCount } from './badge';
import { connect, type Connection } from './connection';
import { openExternalSafely } from './hardening';
import { Inbox } from './inbox';
import type { MainHandlers } from './ipc';
import { createNotifier } from './notifier';
import { decideNotification, type ConsoleEvent } from './notifications';
import type { SettingsStore } from './settings';
import { isWindowInView, showRoute } from './window';

export interface ControllerDeps {
  settings: SettingsStore;
  locale: Locale;
  window(): BrowserWindow | null;
  tray(): Tray | null;
  reconnectionDelay?: number;
}

/**
 * The console's running state: the server connection (started once a server and a token are
 * known, restarted when either changes), the unread total, the route the renderer shows, and
 * the answers to the renderer's bridge calls.
 */
export class ConsoleController {
  private connection: Connection | null = null;
  private inbox = new Inbox();
  private route: string | null = null;
  private readonly notify = createNotifier((route) => {
    const win = this.deps.window();
    if (win) showRoute(win, route);
  });

  constructor(private readonly deps: ControllerDeps) {}

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
      locale: this.deps.locale,
      inbox: this.inbox,
      reconnectionDelay: this.deps.reconnectionDelay,
      onEvent: (event) => this.consider(event),
      onUnread: (total) => this.showUnread(total),
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
    const decision = decideNotification(event, view, this.deps.settings, this.deps.locale);
    if (decision) this.notify(decision);
  }

  private showUnread(total: number): void {
    showUnreadCount(total, this.deps.tray(), this.deps.locale);
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
      if (!token) this.showUnread(0);
    },
    getSettings: () => this.deps.settings.snapshot(),
    setNotificationsEnabled: (enabled) => this.deps.settings.setNotificationsEnabled(enabled),
    setUnreadCount: (count) => {
      this.inbox.setUnread(count);
      this.showUnread(this.inbox.unreadTotal);
    },
    setCurrentRoute: (path) => {
      this.route = path;
    },
    openExternal: (url) => openExternalSafely(url),
  };
}
