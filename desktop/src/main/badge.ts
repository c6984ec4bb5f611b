import { app } from 'electron';
import { formatMessage, type Locale } from '@conf/common';

/** Counts are whole and never negative, whatever the renderer or the server sent. */
export function unreadCount(count: number): number {
  return Math.max(0, Math.trunc(count));
}

export function trayTooltip(count: number, locale: Locale): string {
  return count > 0
    ? formatMessage(locale, 'desktop.tray.tooltipUnread', { count })
    : formatMessage(locale, 'desktop.tray.tooltip');
}

/** "(3) Conference Console": the taskbar and the window switcher show it on every desktop. */
export function windowTitle(count: number, locale: Locale): string {
  const name = formatMessage(locale, 'desktop.window.title');
  return count > 0 ? `(${count}) ${name}` : name;
}

/**
 * The dock/taskbar badge where the OS has one (macOS, Unity-style Linux launchers; setBadgeCount
 * answers false elsewhere, hence the window title and the tray menu).
 */
export function showBadge(count: number): void {
  app.setBadgeCount(unreadCount(count));
}
