import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import {
  isAdminRole,
  SOCKET_EVENTS,
  SOCKET_PATH,
  type ClientToServerEvents,
  type Locale,
  type ServerToClientEvents,
  type SocketAuth,
  type UserDto,
} from '@conf/common';
import { registerAdminMessageHandlers, registerAuthorMessageHandlers } from '../chat/realtime';
import { registerPresenceHandlers } from '../admin/online/realtime';
import { api, type ApiEnvironment, type WebInitialData } from './api';
import { dispatchRealtimeEvent, setRealtimeStatus, type RealtimeStatus } from './socket-hooks';
import type { AppDispatch, AppStore, RootState } from './store';

/**
 * The web app's one socket client (spec §7, DESIGN.md "Web app"): it keeps the RTK Query cache in
 * step with the server, so badges and conversations change without a reload. Loaded on demand by
 * ./socket-hooks; the admin console of the desktop app reuses `createSocket` with its token.
 */
export type AppClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface CreateSocketOptions {
  /** The server's origin; the page's own origin when absent. */
  serverUrl?: string;
  /** The JWT for the handshake's `auth`; without it the browser's httpOnly cookie is used. */
  token?: string | null;
  /** Read at every (re)connection: the language of the server's acknowledgement messages. */
  locale: () => Locale;
}

/**
 * A socket that has not connected yet (call `connect()`). WebSocket only: the server accepts the
 * cookie only with our Origin, which browsers always send on a WebSocket handshake but not on a
 * same-origin polling request; and instances behind a load balancer then need no sticky sessions.
 */
export function createSocket({ serverUrl, token, locale }: CreateSocketOptions): AppClientSocket {
  const options: Partial<ManagerOptions & SocketOptions> = {
    path: SOCKET_PATH,
    transports: ['websocket'],
    autoConnect: false,
    // Our own connection, not one multiplexed with another socket to the same server.
    forceNew: true,
    withCredentials: !token,
    auth: (cb) => cb({ ...(token ? { token } : {}), locale: locale() } satisfies SocketAuth),
  };
  return serverUrl ? io(serverUrl, options) : io(options);
}

type EventName = keyof ServerToClientEvents;
const EVENT_NAMES: ReadonlySet<string> = new Set(Object.values(SOCKET_EVENTS));
const isEventName = (name: string): name is EventName => EVENT_NAMES.has(name);

/** What every group of event handlers receives. */
export interface RealtimeContext {
  /**
   * Listens to a server event. Handlers run one at a time, in arrival order, each after the
   * requests running at that moment have answered: an answer computed before the event cannot
   * then overwrite the edit the event makes.
   */
  on<E extends EventName>(event: E, handler: ServerToClientEvents[E]): void;
  dispatch: AppDispatch;
  getState: () => RootState;
  me: UserDto;
  /** Changes the unread badges of `initial_data` in every language it is cached in. */
  adjustCounts(change: CountChange): void;
}

export interface CountChange {
  user?: (count: number) => number;
  admin?: (count: number) => number;
}

/** Quiet time after a count-changing event before the totals are fetched again. */
const RECOUNT_AFTER_MS = 500;

/** A user's tab out of sight this long counts as offline (spec §4) and lets go of its socket. */
const HIDDEN_PAUSE_MS = 5 * 60_000;

/**
 * Where the store's API is, the socket is: on the web the page's origin and its cookie; in the
 * desktop console `${serverUrl}/api` with a bearer token, both reused for the handshake.
 */
function serverOf(store: AppStore): { serverUrl?: string; token: string | null } {
  const env = store.dispatch((_d: unknown, _g: unknown, extra: ApiEnvironment) => extra);
  const header = Object.entries(env.forwardHeaders ?? {}).find(
    ([name]) => name.toLowerCase() === 'authorization',
  )?.[1];
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1] ?? null;
  const serverUrl = /^https?:\/\//i.test(env.baseUrl) ? new URL(env.baseUrl).origin : undefined;
  return { serverUrl, token };
}

/**
 * Opens the connection for `me` and wires it to the cache; `close()` undoes everything.
 * `onStatus` hears how the connection is doing (the hooks ignore a session already replaced).
 */
export function startRealtime(
  store: AppStore,
  me: UserDto,
  onStatus: (status: RealtimeStatus) => void = setRealtimeStatus,
) {
  const socket = createSocket({
    ...serverOf(store),
    locale: () => store.getState().locale.current,
  });
  const { dispatch, getState } = store;

  let closed = false;
  // A delta shows at once, but it cannot know whether the totals it lands on already counted its
  // event: an answer computed after the commit yet read before the event arrived (a reconnect's
  // refetch, under load) counts the message twice, and the badge never fell back to 0 (e2e,
  // 2026-11-28). The totals are fetched again once events go quiet; that answer is computed after
  // every event seen so far was committed, so it is exact.
  let recount: ReturnType<typeof setTimeout> | null = null;
  const recountSoon = () => {
    if (recount) clearTimeout(recount);
    recount = setTimeout(() => {
      recount = null;
      if (!closed) dispatch(api.util.invalidateTags(['InitialData']));
    }, RECOUNT_AFTER_MS);
  };
  const adjustCounts = (change: CountChange) => {
    for (const locale of api.util.selectCachedArgsForQuery(getState(), 'getInitialData')) {
      dispatch(
        api.util.updateQueryData('getInitialData', locale, (data: WebInitialData) => {
          if (change.user)
            data.userMessagesCount = Math.max(0, change.user(data.userMessagesCount));
          if (change.admin) {
            data.adminMessagesCount = Math.max(0, change.admin(data.adminMessagesCount));
          }
        }),
      );
    }
    recountSoon();
  };
  const handlers = new Map<string, Array<(...args: unknown[]) => void>>();
  const on = <E extends EventName>(event: E, handler: ServerToClientEvents[E]) => {
    handlers.set(event, [...(handlers.get(event) ?? []), handler as (...args: unknown[]) => void]);
  };
  const ctx: RealtimeContext = { on, dispatch, getState, me, adjustCounts };

  // Handlers grouped by domain; they update the cache before screens hear of the event.
  registerAuthorMessageHandlers(ctx);
  if (isAdminRole(me.role)) {
    registerAdminMessageHandlers(ctx);
    registerPresenceHandlers(ctx);
  }

  let queue: Promise<void> = Promise.resolve();
  socket.onAny((event: string, ...args: unknown[]) => {
    if (!isEventName(event)) return;
    queue = queue
      .then(() => Promise.allSettled(dispatch(api.util.getRunningQueriesThunk())))
      .then(() => {
        if (closed) return;
        for (const handler of handlers.get(event) ?? []) handler(...args);
        dispatchRealtimeEvent(event, args);
      })
      .catch((err: unknown) => console.error(`real-time event ${event} failed`, err));
  });

  const stopLifecycle = manageLifecycle(store, socket, me, onStatus);
  return {
    socket,
    close() {
      closed = true;
      if (recount) clearTimeout(recount);
      stopLifecycle();
      socket.offAny();
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}

/**
 * Connection state follows the browser (spec §4: offline is tracked from the browser): offline
 * disconnects, online reconnects; a user's tab hidden for long lets go of its socket. Organisers
 * keep theirs, since a hidden console still owes them notifications.
 */
function manageLifecycle(
  store: AppStore,
  socket: AppClientSocket,
  me: UserDto,
  setStatus: (status: RealtimeStatus) => void,
) {
  const keepWhenHidden = isAdminRole(me.role);
  let paused = false;
  let stopped = false;
  let hiddenTimer: ReturnType<typeof setTimeout> | null = null;

  /** Whether the API still knows this tab as `me` (with the cookie or token it holds now). */
  const stillSignedIn = async () => {
    const result = await store.dispatch(
      api.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    return result.data?.id === me.id;
  };

  const pause = () => {
    paused = true;
    socket.disconnect();
    setStatus('paused');
  };
  const resume = () => {
    if (!paused) return;
    paused = false;
    setStatus('connecting');
    socket.connect();
  };

  socket.on('connect', () => {
    setStatus('connected');
    // Whatever happened while we were away (or while connecting) is fetched again.
    store.dispatch(api.util.invalidateTags(['Message', 'InitialData']));
  });
  socket.on('disconnect', (reason) => {
    if (paused) return;
    if (reason === 'io server disconnect') {
      // The server closed us: signed out elsewhere, the password was reset, or this very tab
      // changed the password (its token was revoked, a fresh cookie came with the answer).
      setStatus('off');
      store.dispatch(api.util.invalidateTags(['User']));
      void stillSignedIn().then((yes) => {
        if (yes && !paused && !stopped) {
          setStatus('connecting');
          socket.connect();
        }
      });
    } else setStatus('connecting');
  });
  socket.on('connect_error', () => {
    if (socket.active) setStatus('connecting');
    else {
      // Refused by the server (the session expired): no retry; let the app learn who is signed in.
      setStatus('off');
      store.dispatch(api.util.invalidateTags(['User']));
    }
  });

  const onOffline = () => pause();
  const onOnline = () => {
    if (document.visibilityState === 'visible' || keepWhenHidden) resume();
  };
  const onVisibility = () => {
    if (hiddenTimer) clearTimeout(hiddenTimer);
    hiddenTimer = null;
    if (document.visibilityState === 'hidden') {
      if (!keepWhenHidden) hiddenTimer = setTimeout(pause, HIDDEN_PAUSE_MS);
    } else if (navigator.onLine) resume();
  };
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);
  if (navigator.onLine) socket.connect();
  else pause();

  return () => {
    stopped = true;
    if (hiddenTimer) clearTimeout(hiddenTimer);
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
