import { useEffect } from 'react';
import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * antd's notifications inside the console's theme (the holder renders under its ConfigProvider),
 * in a chunk of their own: the console's first screen never shows one.
 */
export default function NotificationsHost({
  onReady,
}: {
  onReady: (api: NotificationInstance | null) => void;
}) {
  const [api, holder] = notification.useNotification();
  useEffect(() => {
    onReady(api);
    return () => onReady(null);
  }, [api, onReady]);
  return holder;
}
