/**
 * The Socket.IO contract of the specification (§7). Payload types are refined by the messaging
 * feature; the names are fixed here so that every side spells them the same.
 */
export const SOCKET_EVENTS = {
  newNotification: 'new_notification',
  onlineUsers: 'online_users',
  removeOnlineUser: 'remove_online_user',
  newMessageUser: 'new_message_user',
  newMessageAdmin: 'new_message_admin',
  readAdminMessages: 'read_admin_messages',
  readUserMessages: 'read_user_messages',
} as const;

export type SocketEventName = (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS];

/** Rooms: every user has its own; all organisers share one. */
export const SOCKET_ROOMS = {
  user: (id: number) => `user:${id}`,
  admins: 'admins',
} as const;
