/**
 * The conversation between an author and the organisers (DESIGN.md "Messages"): each user has one
 * conversation, every organiser shares the organisers' side. Shapes of the HTTP answers and of the
 * socket payloads, read by the API, the web app and the desktop console alike.
 */

/** What a chat attachment may be (spec §5). The API checks the file's bytes, not its name. */
export const CHAT_ATTACHMENT_TYPES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const;

export type ChatAttachmentMime = keyof typeof CHAT_ATTACHMENT_TYPES;

/** For a file input's `accept` attribute. */
export const CHAT_ATTACHMENT_ACCEPT = Object.entries(CHAT_ATTACHMENT_TYPES)
  .flatMap(([mime, exts]) => [mime, ...exts])
  .join(',');

/** How many messages a history page holds when the client does not say. */
export const MESSAGE_PAGE = { defaultLimit: 30, maxLimit: 100 } as const;

export interface MessageAttachmentDto {
  /** The file name the sender chose. */
  name: string;
  mime: ChatAttachmentMime;
  size: number;
  /** contract.messages.attachment: only the conversation's author and organisers may read it. */
  url: string;
}

export interface MessageDto {
  id: number;
  /** The author whose conversation this message belongs to. */
  userId: number;
  senderId: number;
  /** Sent by an organiser (to the author) rather than by the author. */
  fromAdmin: boolean;
  body: string;
  attachment: MessageAttachmentDto | null;
  /** Read by the other side: the author for organisers' messages, any organiser for the author's. */
  isSeen: boolean;
  seenAt: string | null;
  createdAt: string;
}

/** One page of a conversation, oldest first; `hasMore` says older messages exist before it. */
export interface MessagePage {
  data: MessageDto[];
  hasMore: boolean;
}

/** A row of the organisers' contact list: one author who has a conversation. */
export interface ContactDto {
  userId: number;
  name: string;
  surname: string;
  email: string;
  lastMessage: {
    id: number;
    /** The start of the body (the whole body when short). */
    excerpt: string;
    hasAttachment: boolean;
    fromAdmin: boolean;
    createdAt: string;
  };
  /** Messages from this author no organiser has read yet. */
  unReadedCount: number;
}

export interface ReadMessagesResult {
  success: true;
  /** How many messages this call marked as seen. */
  count: number;
}

/** `GET /api/admin/users/online`: who has at least one open socket. */
export interface OnlineUserDto {
  id: number;
  name: string;
  surname: string;
  email: string;
  isAdmin: boolean;
}
