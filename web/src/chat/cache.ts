import type { InfiniteData } from '@reduxjs/toolkit/query';
import type { ContactDto, MessageDto, MessagePage, Paginated } from '@conf/common';

/**
 * Pure edits of cached conversation data, applied inside `updateQueryData` recipes (Immer drafts)
 * by the socket handlers and the send form. Each is idempotent: the sender's own answer and the
 * socket's echo of the same message meet here, and the second is a no-op.
 */
export type History = InfiniteData<MessagePage, number>;

/** Adds a message to the newest page, or replaces the copy already held. */
export function addMessage(history: History, message: MessageDto): void {
  for (const page of history.pages) {
    const at = page.data.findIndex((m) => m.id === message.id);
    if (at >= 0) {
      page.data[at] = message;
      return;
    }
  }
  const newest = history.pages[0];
  if (!newest) {
    history.pages.push({ data: [message], hasMore: false });
    history.pageParams.push(0);
    return;
  }
  // Pages are oldest first; a late event may carry an older id than the last one shown.
  let index = newest.data.length;
  while (index > 0 && newest.data[index - 1]!.id > message.id) index -= 1;
  newest.data.splice(index, 0, message);
}

/** Marks as seen every message of one side (`fromAdmin`) that is not yet seen. */
export function markSeen(history: History, fromAdmin: boolean, seenAt: string): void {
  for (const page of history.pages) {
    for (const message of page.data) {
      if (message.fromAdmin === fromAdmin && !message.isSeen) {
        message.isSeen = true;
        message.seenAt = seenAt;
      }
    }
  }
}

/** Messages in the conversation from one side that the other side has not read. */
export function unseenCount(history: History | undefined, fromAdmin: boolean): number {
  let count = 0;
  for (const page of history?.pages ?? []) {
    for (const m of page.data) if (m.fromAdmin === fromAdmin && !m.isSeen) count += 1;
  }
  return count;
}

/** Oldest first, across pages (the first page is the newest). */
export function flatten(history: History | undefined): MessageDto[] {
  if (!history) return [];
  return [...history.pages].reverse().flatMap((page) => page.data);
}

const excerptOf = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 119)}…` : flat;
};

/**
 * A new message in a listed conversation: its row takes the message as its last one, counts an
 * author's message as unread, and moves to the top. Answers false when the row is not on this
 * page (the caller refetches to learn the author's name).
 */
export function bumpContact(contacts: Paginated<ContactDto>, message: MessageDto): boolean {
  const at = contacts.data.findIndex((c) => c.userId === message.userId);
  if (at < 0) return false;
  const [row] = contacts.data.splice(at, 1);
  if (!row) return false;
  if (row.lastMessage.id !== message.id) {
    row.lastMessage = {
      id: message.id,
      excerpt: excerptOf(message.body),
      hasAttachment: message.attachment !== null,
      fromAdmin: message.fromAdmin,
      createdAt: message.createdAt,
    };
    if (!message.fromAdmin && !message.isSeen) row.unReadedCount += 1;
  }
  contacts.data.unshift(row);
  return true;
}

/** Organisers read an author's messages: that row has nothing unread any more. */
export function clearContactUnread(contacts: Paginated<ContactDto>, userId: number): void {
  const row = contacts.data.find((c) => c.userId === userId);
  if (row) row.unReadedCount = 0;
}
