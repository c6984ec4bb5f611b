import { app, type Tray } from 'electron';
import { formatMessage, type Locale } from '@conf/common';

export function trayTooltip(count: number, locale: Locale): string {
  return count > 0
    ? formatMessage(locale, 'desktop.tray.tooltipUnread', { count })
    : formatMessage(locale, 'desktop.tray.tooltip');
}

/**
 * Shows the organisers' unread total: the dock/taskbar badge where the OS has one (macOS,
 * Unity-style Linux launchers; setBadgeCount answers false elsewhere) and always the tray tooltip.
 */
export function showUnreadCount(count: number, tray: Tray | null, locale: Locale): void {
  const total = Math.max(0, Math.trunc(count));
  app.setBadgeCount(total);
  tray?.setToolTip(trayTooltip(total, locale));
}
