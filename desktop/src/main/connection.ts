import { powerMonitor } from 'electron';
import { io, type Socket } from 'socket.io-client';
import {
  API_PREFIX,
  ApiCallError,
  contract,
  createFetcher,
  PAGINATION,
  SOCKET_EVENTS,
  SOCKET_PATH,
  type ClientToServerEvents,
  type Locale,
  type NewNotification,
  type ReviewsCompleteEvent,
  type ServerToClientEvents,
  type SocketAuth,
} from '@conf/common';
import type { Inbox } from './inbox';
import type { ConsoleEvent } from './notifications';

export type ConsoleSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ConnectionOptions {
  serverUrl: string;
  token: string;
  /** The console's language at the time of asking (it can change while connected). */
  locale(): Locale;
  inbox: Inbox;
  /** A new event to consider for a native notification (already deduplicated). */
  onEvent(event: ConsoleEvent): void;
  /** The unread total changed. */
  onUnread(total: number): void;
  /** The server refused the token (expired or revoked): the organiser must sign in again. */
  onUnauthorized?(): void;
  /** For tests: how long to wait before reconnecting. */
  reconnectionDelay?: number;
}

export interface Connection {
  readonly socket: ConsoleSocket;
  /** Resolves when the catch-up running (or just started) has finished. */
  catchUp(): Promise<void>;
  /** Drop and reopen the socket (after sleep the old one may be dead without knowing it). */
  reconnect(): void;
  close(): void;
}

const NOTIFICATION_TYPES = new Set<string>([
  'thesis_submitted',
  'thesis_resubmitted',
  'receipt_uploaded',
  'review_declined',
]);

function isNewNotification(payload: object): payload is NewNotification {
  const p = payload as Record<string, unknown>;
  return (
    typeof p.type === 'string' &&
    NOTIFICATION_TYPES.has(p.type) &&
    typeof p.thesisId === 'number' &&
    typeof p.title === 'string' &&
    typeof p.userName === 'string' &&
    typeof p.createdAt === 'string'
  );
}

function isReviewsComplete(payload: object): payload is ReviewsCompleteEvent {
  const p = payload as Record<string, unknown>;
  return (
    typeof p.thesisId === 'number' && typeof p.title === 'string' && typeof p.createdAt === 'string'
  );
}

/**
 * The main process's own authenticated socket to the server: it keeps notifying while the
 * window is hidden in the tray. On every (re)connection it re-reads the contacts and the unread
 * count over HTTP, so messages sent while it was offline raise one notification each, once.
 */
export function connect(options: ConnectionOptions): Connection {
  const { serverUrl, token, locale, inbox } = options;
  const socket: ConsoleSocket = io(serverUrl, {
    path: SOCKET_PATH,
    // Read at every (re)connection, so the server speaks the console's current language.
    auth: (send) => send({ token, locale: locale() } satisfies SocketAuth),
    transports: ['websocket'],
    reconnectionDelay: options.reconnectionDelay ?? 1000,
    reconnectionDelayMax: 30_000,
  });

  const api = createFetcher({
    apiBase: new URL(API_PREFIX, serverUrl).href,
    headers: () => ({
      authorization: `Bearer ${token}`,
      'lang-code': locale(),
      accept: 'application/json',
    }),
  });

  async function runCatchUp(): Promise<void> {
    try {
      const [contacts, initial] = await Promise.all([
        api(contract.messages.contacts, { query: { pageSize: PAGINATION.maxPageSize } }),
        api(contract.initialData.get),
      ]);
      const count =
        typeof initial.adminMessagesCount === 'number' ? initial.adminMessagesCount : null;
      for (const event of inbox.catchUp(contacts.data, count)) options.onEvent(event);
      options.onUnread(inbox.unreadTotal);
    } catch (error) {
      if (error instanceof ApiCallError && error.status === 401) options.onUnauthorized?.();
      else console.warn('desktop: catch-up failed', error);
    }
  }

  // One catch-up at a time: a reconnect during a slow catch-up queues another behind it.
  let pending: Promise<void> = Promise.resolve();
  const catchUp = (): Promise<void> => (pending = pending.then(runCatchUp));

  socket.on('connect', () => void catchUp());
  socket.on('connect_error', (error) => {
    // The server rejects a bad token in the handshake; retrying would only repeat it.
    if (error.message === 'unauthenticated') {
      socket.disconnect();
      options.onUnauthorized?.();
    }
  });
  socket.on(SOCKET_EVENTS.newMessageAdmin, (message) => {
    const deliver = () => {
      const event = inbox.receive(message);
      options.onUnread(inbox.unreadTotal);
      if (event) options.onEvent(event);
    };
    // A first message from a new author: learn their name before notifying.
    if (inbox.knows(message.userId) || message.fromAdmin) return deliver();
    inbox.awaitName(message.id);
    void catchUp().then(deliver);
  });
  socket.on(SOCKET_EVENTS.newNotification, (payload) => {
    if (!isNewNotification(payload)) return;
    const event = inbox.receiveNotification(payload);
    if (event) options.onEvent(event);
  });
  socket.on(SOCKET_EVENTS.reviewsComplete, (payload) => {
    if (!isReviewsComplete(payload)) return;
    const event = inbox.receiveReviewsComplete(payload);
    if (event) options.onEvent(event);
  });
  socket.on(SOCKET_EVENTS.readAdminMessages, (event) => {
    inbox.read(event);
    options.onUnread(inbox.unreadTotal);
  });

  const reconnect = () => {
    socket.disconnect();
    socket.connect();
  };
  powerMonitor.on('resume', reconnect);

  return {
    socket,
    catchUp,
    reconnect,
    close() {
      powerMonitor.removeListener('resume', reconnect);
      socket.disconnect();
    },
  };
}
