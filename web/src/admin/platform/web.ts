import type { Platform } from '@conf/common';

const BADGE_PREFIX = /^\(\d+\)\s*/;
/** The organiser switched notifications off in this browser (permission cannot be revoked). */
const OFF_KEY = 'conference.admin.notificationsOff';

function notificationsAllowed(): boolean {
  return (
    typeof Notification !== 'undefined' &&
    Notification.permission === 'granted' &&
    localStorage.getItem(OFF_KEY) !== '1'
  );
}

/**
 * The admin console's platform in a browser tab: notifications through the Notification API
 * (only when the organiser allowed them and is looking at another tab), the unread total as a
 * "(3)" prefix of the tab title, external links in a new tab without access to this one.
 */
export function webPlatform(
  navigate: (route: string) => void = (route) => window.location.assign(route),
): Platform {
  return {
    kind: 'web',
    notify(title, body, route) {
      if (!notificationsAllowed()) return;
      if (document.visibilityState !== 'hidden') return;
      const notification = new Notification(title, { body, tag: route });
      notification.onclick = () => {
        window.focus();
        navigate(route);
        notification.close();
      };
    },
    setBadge(count) {
      const base = document.title.replace(BADGE_PREFIX, '');
      const n = Math.max(0, Math.trunc(count));
      document.title = n > 0 ? `(${n}) ${base}` : base;
    },
    async getNotificationsEnabled() {
      return notificationsAllowed();
    },
    async setNotificationsEnabled(enabled) {
      if (!enabled) {
        localStorage.setItem(OFF_KEY, '1');
        return;
      }
      localStorage.removeItem(OFF_KEY);
      if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
        await Notification.requestPermission();
      }
    },
    openExternal(url) {
      if (!/^https?:\/\//i.test(url)) return;
      window.open(url, '_blank', 'noopener,noreferrer');
    },
  };
}
