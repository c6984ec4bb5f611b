import type { Locale } from './locales.js';
import type { MessageDto, ReadMessagesResult } from './messages.js';

/**
 * The Socket.IO contract of the specification (§7): event names, rooms and the payload of every
 * event, in both directions. The server derives who a socket belongs to from its token alone; a
 * client never tells it a user id or an admin flag.
 */
export const SOCKET_EVENTS = {
  newNotification: 'new_notification',
  onlineUsers: 'online_users',
  addOnlineUser: 'add_online_user',
  removeOnlineUser: 'remove_online_user',
  newMessageUser: 'new_message_user',
  newMessageAdmin: 'new_message_admin',
  readAdminMessages: 'read_admin_messages',
  readUserMessages: 'read_user_messages',
  reviewsComplete: 'reviews_complete',
  bookProgress: 'book_progress',
} as const;

export type SocketEventName = (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS];

/** Rooms: every user has its own; all organisers share one. */
export const SOCKET_ROOMS = {
  user: (id: number) => `user:${id}`,
  admins: 'admins',
} as const;

/** Where the socket server listens, on the API's own host and port. */
export const SOCKET_PATH = '/socket.io';

/**
 * The handshake's `auth` object. The web app may leave it empty: the server then reads the
 * httpOnly `auth._token` cookie (checking the Origin, as for cookie-authenticated writes).
 */
export interface SocketAuth {
  token?: string;
  /** The `lang-code` of the page (en or az): the language of acknowledgement messages. */
  locale?: string;
}

/** Who is online, as organisers see it. */
export interface OnlineUser {
  id: number;
  isAdmin: boolean;
}

/** Someone read the other side's messages in the conversation of author `userId`. */
export interface MessagesReadEvent {
  userId: number;
  /** How many messages became seen (organisers lower their unread badge by this much). */
  count: number;
}

/** The answer to a client-emitted event, through its acknowledgement callback. */
export type SocketAck<T> = T | { success: false; message: string };

export interface ServerToClientEvents {
  /**
   * To organisers: an abstract submitted or resubmitted, a receipt uploaded, an assignment a
   * reviewer declined (see below).
   */
  new_notification: (payload: NewNotification) => void;
  /**
   * To an organiser's socket when it connects: the whole list (and to every organiser after an
   * instance of several died and its users were dropped).
   */
  online_users: (users: OnlineUser[]) => void;
  /**
   * To organisers: this user's first socket opened. A delta, so that n connections cost O(n)
   * events in all rather than a list of n to every organiser each time.
   */
  add_online_user: (user: OnlineUser) => void;
  /** To organisers: the last socket of this user closed. */
  remove_online_user: (user: { id: number }) => void;
  /** To the author's room (every tab of the author): a new message in their conversation. */
  new_message_user: (message: MessageDto) => void;
  /** To organisers: a new message in any conversation, from the author or from another organiser. */
  new_message_admin: (message: MessageDto) => void;
  /** To organisers and to the author: organisers read the author's messages. */
  read_admin_messages: (event: MessagesReadEvent) => void;
  /** To organisers and to the author's other tabs: the author read the organisers' messages. */
  read_user_messages: (event: MessagesReadEvent) => void;
  /** To organisers: every reviewer assigned to an abstract has reviewed its latest version. */
  reviews_complete: (event: ReviewsCompleteEvent) => void;
  /** To organisers: a build of the book of abstracts moved on (status and progress). */
  book_progress: (event: BookProgressEvent) => void;
}

export interface ClientToServerEvents {
  /** An organiser has read author `userId`'s messages (same as GET /api/admin/messages/read/{userId}). */
  read_admin_messages: (
    payload: { userId: number },
    ack: (result: SocketAck<ReadMessagesResult>) => void,
  ) => void;
  /** The author has read the organisers' messages (same as GET /api/user/messages/read). */
  read_user_messages: (
    payload: Record<string, never>,
    ack: (result: SocketAck<ReadMessagesResult>) => void,
  ) => void;
}

/** What the server keeps on each socket, taken from the verified token. */
export interface SocketData {
  userId: number;
  isAdmin: boolean;
  locale: Locale;
  /** The token version the handshake saw: a later logout or reset makes it stale. */
  tokenVersion: number;
}

/** `book_progress` to the organisers; GET /api/admin/book/builds/{id} answers the same and more. */
export interface BookProgressEvent {
  jobId: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  processed: number;
  total: number;
}

/**
 * `new_notification` to the organisers: someone did something in the abstract workflow, an author
 * (submitted, resubmitted, uploaded a receipt) or a reviewer (declined the assignment).
 */
export interface NewNotification {
  type: 'thesis_submitted' | 'thesis_resubmitted' | 'receipt_uploaded' | 'review_declined';
  thesisId: number;
  paymentId?: number;
  /** The abstract's title. */
  title: string;
  /** Who did it: the author, or the reviewer who declined. */
  userName: string;
  createdAt: string;
}

/** `reviews_complete` to the organisers: an abstract is ready for their decision. */
export interface ReviewsCompleteEvent {
  thesisId: number;
  title: string;
  assigned: number;
  done: number;
  /** Overall mean score of the reviews, one decimal. */
  mean: number | null;
  createdAt: string;
}
