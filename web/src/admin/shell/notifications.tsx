import { lazy, Suspense, useCallback, useRef, type ReactNode } from 'react';
import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';
import { withChunkReload } from '../../app/chunk-reload';

const Host = lazy(withChunkReload(() => import('./NotificationsHost')));

/**
 * The console's notifications: `info` shows one (kept until the holder's chunk has arrived, which
 * it starts loading as soon as `holder` is rendered), `holder` goes anywhere in the console.
 */
export function useConsoleNotifications(): { info: (args: ArgsProps) => void; holder: ReactNode } {
  const api = useRef<NotificationInstance | null>(null);
  const waiting = useRef<ArgsProps[]>([]);
  const onReady = useCallback((ready: NotificationInstance | null) => {
    api.current = ready;
    if (ready) for (const args of waiting.current.splice(0)) ready.info(args);
  }, []);
  const info = useCallback((args: ArgsProps) => {
    if (api.current) api.current.info(args);
    else waiting.current.push(args);
  }, []);
  return {
    info,
    holder: (
      <Suspense fallback={null}>
        <Host onReady={onReady} />
      </Suspense>
    ),
  };
}
