import type { DesktopBridge, Platform } from '@conf/common';

/**
 * The admin console's platform in the desktop app. Native notifications are raised by the main
 * process from its own socket (it keeps running in the tray), so `notify` here does nothing:
 * doing both would notify twice. The renderer's badge total and its route go to main. The
 * notifications switch is the main process's setting: the tray menu changes it too, and every
 * change comes back through onSettingsChanged.
 */
export function desktopPlatform(bridge: DesktopBridge): Platform {
  return {
    kind: 'desktop',
    notify: () => undefined,
    setBadge: (count) => void bridge.setUnreadCount(Math.max(0, Math.trunc(count))),
    openExternal: (url) => void bridge.openExternal(url),
    setCurrentRoute: (path) => void bridge.setCurrentRoute(path),
    onNavigate: (listener) => bridge.onNavigate(listener),
    getNotificationsEnabled: async () => (await bridge.getSettings()).notificationsEnabled,
    setNotificationsEnabled: (enabled) => bridge.setNotificationsEnabled(enabled),
    onNotificationsEnabledChange: (listener) =>
      bridge.onSettingsChanged((settings) => listener(settings.notificationsEnabled)),
  };
}
