import {
  Menu,
  Tray,
  nativeImage,
  type BrowserWindow,
  type MenuItemConstructorOptions,
} from 'electron';
import { formatMessage, type Locale, type MessageKey } from '@conf/common';
import { trayTooltip } from './badge';

/** What the tray shows: all of it follows the console's settings and the unread total. */
export interface TrayView {
  locale: Locale;
  notificationsEnabled: boolean;
  unread: number;
}

export interface TrayActions {
  open(): void;
  quit(): void;
  /** The tray's side of the one notifications setting (the console's header switch is the other). */
  setNotificationsEnabled(enabled: boolean): void;
}

/**
 * The tray menu. Linux app indicators often drop clicks on the icon and hide tooltips, so
 * everything is in the menu too: "Open", the unread total, the notifications switch and Quit.
 */
export function trayMenu(view: TrayView, actions: TrayActions): MenuItemConstructorOptions[] {
  const t = (key: MessageKey, values?: Record<string, number>) =>
    formatMessage(view.locale, key, values);
  return [
    { label: t('desktop.tray.open'), click: () => actions.open() },
    ...(view.unread > 0
      ? [{ label: t('desktop.tray.unread', { count: view.unread }), enabled: false }]
      : []),
    { type: 'separator' },
    {
      label: t('desktop.tray.notifications'),
      type: 'checkbox',
      checked: view.notificationsEnabled,
      click: (item) => actions.setNotificationsEnabled(item.checked),
    },
    { type: 'separator' },
    { label: t('desktop.tray.quit'), click: () => actions.quit() },
  ];
}

/** The tray icon keeps the console reachable (and notifying) while its window is hidden. */
export function createTray(iconPath: string, open: () => void): Tray {
  const tray = new Tray(nativeImage.createFromPath(iconPath).resize({ width: 16, height: 16 }));
  // Where the icon's click arrives at all; the menu's "Open" works everywhere.
  tray.on('click', () => open());
  return tray;
}

/**
 * Shows `view` in the tray. The menu is rebuilt and set again on every change: Linux shows no
 * change to a menu that was already set. The count beside the icon is macOS only (setTitle).
 */
export function renderTray(
  tray: Tray,
  view: TrayView,
  actions: TrayActions,
  platform: NodeJS.Platform = process.platform,
): void {
  tray.setContextMenu(Menu.buildFromTemplate(trayMenu(view, actions)));
  tray.setToolTip(trayTooltip(view.unread, view.locale));
  if (platform === 'darwin') tray.setTitle(view.unread > 0 ? String(view.unread) : '');
}

/** Closing the window hides it to the tray; only a real quit (menu, OS shutdown) closes it. */
export function hideOnClose(win: BrowserWindow, isQuitting: () => boolean): void {
  win.on('close', (event) => {
    if (isQuitting()) return;
    event.preventDefault();
    win.hide();
  });
}
