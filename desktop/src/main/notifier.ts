import { Notification } from 'electron';
import type { NotificationDecision } from './notifications';

/**
 * Shows a decided notification; a click runs `open` with its route. Live notifications are kept
 * referenced until closed, or the OS may drop their click handler with the garbage.
 */
export function createNotifier(
  open: (route: string) => void,
): (decision: NotificationDecision) => void {
  const live = new Set<Notification>();
  return (decision) => {
    if (!Notification.isSupported()) return;
    const notification = new Notification({ title: decision.title, body: decision.body });
    live.add(notification);
    notification.on('click', () => {
      live.delete(notification);
      open(decision.route);
    });
    notification.on('close', () => live.delete(notification));
    notification.show();
  };
}
