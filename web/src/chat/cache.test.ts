import { describe, expect, it } from 'vitest';
import type { ContactDto, MessageDto, Paginated } from '@conf/common';
import {
  addMessage,
  bumpContact,
  clearContactUnread,
  flatten,
  markSeen,
  unseenCount,
  type History,
} from './cache';
import { contact } from '../test/fixtures';

const msg = (id: number, over: Partial<MessageDto> = {}): MessageDto => ({
  id,
  userId: 7,
  senderId: 7,
  fromAdmin: false,
  body: `message ${id}`,
  attachment: null,
  isSeen: false,
  seenAt: null,
  createdAt: new Date(2025, 8, 3, 10, id).toISOString(),
  ...over,
});

/** Newest page first, each page oldest first: as the infinite query holds them. */
const history = (): History => ({
  pages: [
    { data: [msg(4), msg(5, { fromAdmin: true })], hasMore: true },
    { data: [msg(1), msg(2, { fromAdmin: true }), msg(3)], hasMore: false },
  ],
  pageParams: [0, 4],
});

describe('conversation cache edits', () => {
  it('reads oldest first across pages', () => {
    expect(flatten(history()).map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('appends a live message once, however often it arrives', () => {
    const h = history();
    addMessage(h, msg(6));
    addMessage(h, msg(6, { body: 'edited copy' }));
    expect(flatten(h).map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(flatten(h).at(-1)?.body).toBe('edited copy');
  });

  it('keeps ids in order when a late event carries an older message', () => {
    const h = history();
    addMessage(h, msg(8));
    addMessage(h, msg(7));
    expect(flatten(h).map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 7, 8]);
  });

  it('starts a first page for the first message of an empty conversation', () => {
    const h: History = { pages: [], pageParams: [] };
    addMessage(h, msg(1));
    expect(h).toEqual({ pages: [{ data: [msg(1)], hasMore: false }], pageParams: [0] });
  });

  it('marks one side seen and counts what the other side has not read', () => {
    const h = history();
    expect(unseenCount(h, false)).toBe(3);
    expect(unseenCount(h, true)).toBe(2);
    markSeen(h, false, '2025-09-03T12:00:00.000Z');
    expect(unseenCount(h, false)).toBe(0);
    expect(unseenCount(h, true)).toBe(2);
    expect(flatten(h).find((m) => m.id === 1)?.seenAt).toBe('2025-09-03T12:00:00.000Z');
  });
});

describe('contact list edits', () => {
  const list = (): Paginated<ContactDto> => ({
    data: [contact(1), contact(7, 2), contact(9)],
    total: 3,
    page: 1,
    pageSize: 20,
  });

  it('moves the conversation with a new message to the top and counts it unread', () => {
    const contacts = list();
    expect(bumpContact(contacts, msg(50, { body: 'a\\n new   question' }))).toBe(true);
    expect(contacts.data.map((c) => c.userId)).toEqual([7, 1, 9]);
    expect(contacts.data[0]).toMatchObject({
      unReadedCount: 3,
      lastMessage: { id: 50, fromAdmin: false },
    });
    // The echo of the same message changes nothing more.
    bumpContact(contacts, msg(50));
    expect(contacts.data[0]?.unReadedCount).toBe(3);
  });

  it('does not count organisers own messages as unread', () => {
    const contacts = list();
    bumpContact(contacts, msg(51, { fromAdmin: true, senderId: 1 }));
    expect(contacts.data[0]).toMatchObject({ userId: 7, unReadedCount: 2 });
  });

  it('answers false for a conversation that is not on the page', () => {
    expect(bumpContact(list(), msg(52, { userId: 99 }))).toBe(false);
  });

  it('clears a read conversation', () => {
    const contacts = list();
    clearContactUnread(contacts, 7);
    expect(contacts.data.every((c) => c.unReadedCount === 0)).toBe(true);
  });
});
