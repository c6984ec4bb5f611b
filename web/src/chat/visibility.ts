import { useEffect, useRef, useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

/** Whether the page is on screen: a conversation counts as read only while it can be seen. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.visibilityState === 'visible',
    () => false,
  );
}

/**
 * Marks a conversation read while it is on screen: once on opening (older unread messages may
 * lie beyond the first page), then at each new arrival. `conversation` names it: another one is
 * opened afresh. A failed read changes nothing; the next arrival tries again.
 */
export function useReadWhileOnScreen(
  conversation: number | 'mine',
  loaded: boolean,
  unread: number,
  read: () => { unwrap(): Promise<unknown> },
) {
  const visible = usePageVisible();
  const opened = useRef<number | 'mine' | null>(null);
  useEffect(() => {
    if (!visible || !loaded || (opened.current === conversation && unread === 0)) return;
    opened.current = conversation;
    read()
      .unwrap()
      .catch(() => undefined);
  }, [visible, loaded, unread, conversation, read]);
}
