import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ServerToClientEvents, UserDto } from '@conf/common';
import type { StoreAccess } from './store-access';

/**
 * The one real-time connection of a browser tab, shared by whichever layout is on screen (the
 * public shell, the user panel, the admin console). This file stays light: socket.io-client and
 * the cache handlers live in ./socket, loaded on demand, so visitors who never sign in do not
 * download them with the public pages.
 */

export type RealtimeStatus = 'off' | 'connecting' | 'connected' | 'paused';

type EventName = keyof ServerToClientEvents;
type Listener<E extends EventName> = (...args: Parameters<ServerToClientEvents[E]>) => void;

interface Session {
  store: StoreAccess;
  userId: number;
  refs: number;
  closeTimer: ReturnType<typeof setTimeout> | null;
  started: Promise<{ close(): void } | null>;
}

/* One tab, one store, one connection: module state is the honest model of that. */
let session: Session | null = null;
let status: RealtimeStatus = 'off';
const statusListeners = new Set<() => void>();
const eventListeners = new Map<EventName, Set<(...args: unknown[]) => void>>();

/** Layouts switching (public page to panel) keep the connection if the next one wants it too. */
const RELEASE_GRACE_MS = 3_000;

export function setRealtimeStatus(next: RealtimeStatus) {
  if (next === status) return;
  status = next;
  if (typeof document !== 'undefined') document.documentElement.dataset.realtime = next;
  for (const listener of statusListeners) listener();
}

/** Called by ./socket after its cache handlers ran, so screens see a consistent cache. */
export function dispatchRealtimeEvent(event: EventName, args: unknown[]) {
  for (const listener of eventListeners.get(event) ?? []) listener(...args);
}

function closeSession() {
  const current = session;
  session = null;
  if (!current) return;
  if (current.closeTimer) clearTimeout(current.closeTimer);
  void current.started.then((s) => s?.close());
  setRealtimeStatus('off');
}

/**
 * Another user, or another store (the desktop console makes a new one per sign-in, holding the
 * server's address and the token), is another connection.
 */
function acquire(store: StoreAccess, user: UserDto): () => void {
  if (session && (session.store !== store || session.userId !== user.id)) closeSession();
  if (!session) {
    setRealtimeStatus('connecting');
    const created: Session = {
      store,
      userId: user.id,
      refs: 0,
      closeTimer: null,
      // The store (and Redux) load here on a public page: only for someone signed in.
      started: Promise.all([import('./socket'), store.load()])
        .then(([{ startRealtime }, loaded]) =>
          startRealtime(loaded, user, (next) => {
            if (session === created) setRealtimeStatus(next);
          }),
        )
        .catch((err: unknown) => {
          // A failed chunk or socket start leaves the site working, only without live updates.
          console.error('real-time connection failed to start', err);
          setRealtimeStatus('off');
          return null;
        }),
    };
    session = created;
  }
  const mine = session;
  mine.refs += 1;
  if (mine.closeTimer) clearTimeout(mine.closeTimer);
  mine.closeTimer = null;
  return () => {
    mine.refs -= 1;
    if (mine.refs > 0 || session !== mine) return;
    mine.closeTimer = setTimeout(() => {
      if (session === mine && mine.refs === 0) closeSession();
    }, RELEASE_GRACE_MS);
  };
}

/**
 * Keeps the real-time connection open while a user is signed in (spec §2: layouts connect the
 * socket when logged in); signing out closes it at once.
 */
export function useRealtimeSocket(store: StoreAccess, user: UserDto | null | undefined) {
  const userId = user?.id ?? null;
  const userRef = useRef(user);
  userRef.current = user;
  useEffect(
    () => realtimeFor(store, userId === null ? null : (userRef.current ?? null)),
    [store, userId],
  );
}

/** The connection for `user` (the release to call when done), or none and closed when null. */
export function realtimeFor(store: StoreAccess, user: UserDto | null): () => void {
  if (!user) {
    closeSession();
    return () => undefined;
  }
  return acquire(store, user);
}

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    () => status,
    () => 'off' as const,
  );
}

/** Runs `listener` for every `event` the server sends while the component is mounted. */
export function useSocketEvent<E extends EventName>(event: E, listener: Listener<E>) {
  const ref = useRef(listener);
  ref.current = listener;
  useEffect(() => {
    const forward = (...args: unknown[]) => (ref.current as (...a: unknown[]) => void)(...args);
    let set = eventListeners.get(event);
    if (!set) eventListeners.set(event, (set = new Set()));
    set.add(forward);
    return () => {
      set.delete(forward);
    };
  }, [event]);
}

/** Whether live events currently arrive (screens then rely on them rather than on refetching). */
export function isRealtimeConnected(): boolean {
  return status === 'connected';
}
