import type { Platform } from '@conf/common';

const BADGE_PREFIX = /^\(\d+\)\s*/;

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
      if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
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
    openExternal(url) {
      if (!/^https?:\/\//i.test(url)) return;
      window.open(url, '_blank', 'noopener,noreferrer');
    },
  };
}
