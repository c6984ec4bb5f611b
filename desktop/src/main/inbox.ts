import type {
  ContactDto,
  MessageDto,
  MessagesReadEvent,
  NewNotification,
  ReviewsCompleteEvent,
} from '@conf/common';
import { SeenEvents, type ConsoleEvent } from './notifications';

function fullName(contact: Pick<ContactDto, 'name' | 'surname'>): string {
  return `${contact.name} ${contact.surname}`.trim();
}

/**
 * The organisers' side of the conversations as the main process follows it: the unread total,
 * the authors' names (a message carries only ids) and the events already handled.
 */
export class Inbox {
  readonly seen = new SeenEvents();
  private readonly names = new Map<number, string>();
  private unread = 0;
  private primed = false;
  /** Live messages waiting for a catch-up to learn their author's name. */
  private readonly awaitingName = new Set<number>();

  get unreadTotal(): number {
    return this.unread;
  }

  knows(userId: number): boolean {
    return this.names.has(userId);
  }

  /**
   * A live message from an author not known yet: the catch-up that learns the name leaves it
   * to `receive`, which has the whole text (the catch-up has only the server's excerpt).
   */
  awaitName(messageId: number): void {
    this.awaitingName.add(messageId);
  }

  setUnread(count: number): void {
    this.unread = Math.max(0, Math.trunc(count));
  }

  /**
   * After a (re)connection: the server's contacts and unread count are the truth. The first
   * catch-up only learns what is already there (the badge shows it); later ones return the
   * conversations whose latest message arrived while the socket was down, each once.
   */
  catchUp(contacts: ContactDto[], adminMessagesCount: number | null): ConsoleEvent[] {
    for (const contact of contacts) this.names.set(contact.userId, fullName(contact));
    this.setUnread(adminMessagesCount ?? contacts.reduce((sum, c) => sum + c.unReadedCount, 0));
    const lastSeen = this.seen.lastMessageId;
    const missed: ConsoleEvent[] = [];
    for (const contact of contacts) {
      const last = contact.lastMessage;
      if (this.awaitingName.has(last.id)) continue;
      const fresh = this.seen.firstMessage(last.id);
      if (
        !this.primed ||
        !fresh ||
        last.fromAdmin ||
        contact.unReadedCount === 0 ||
        last.id <= lastSeen
      )
        continue;
      missed.push({
        kind: 'message',
        messageId: last.id,
        userId: contact.userId,
        senderName: fullName(contact),
        text: last.excerpt,
        attachmentName: null,
      });
    }
    this.primed = true;
    return missed;
  }

  /** A live message; null when it was seen already or is the organisers' own. */
  receive(message: MessageDto): ConsoleEvent | null {
    this.awaitingName.delete(message.id);
    if (!this.seen.firstMessage(message.id) || message.fromAdmin) return null;
    this.unread += 1;
    return {
      kind: 'message',
      messageId: message.id,
      userId: message.userId,
      senderName: this.names.get(message.userId) ?? null,
      text: message.body,
      attachmentName: message.attachment?.name ?? null,
    };
  }

  receiveNotification(notification: NewNotification): ConsoleEvent | null {
    return this.seen.firstNotification(notification)
      ? { kind: 'notification', notification }
      : null;
  }

  receiveReviewsComplete(reviews: ReviewsCompleteEvent): ConsoleEvent | null {
    return this.seen.firstReviewsComplete(reviews) ? { kind: 'reviews_complete', reviews } : null;
  }

  /** Some organiser read an author's messages (possibly in another console). */
  read(event: MessagesReadEvent): void {
    this.setUnread(this.unread - event.count);
  }
}
