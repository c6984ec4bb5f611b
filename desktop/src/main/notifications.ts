import {
  formatMessage,
  type Locale,
  type MessageKey,
  type NewNotification,
  type ReviewsCompleteEvent,
} from '@conf/common';

/** Something the server told the organisers that may deserve a native notification. */
export type ConsoleEvent =
  | {
      kind: 'message';
      messageId: number;
      /** The author whose conversation it is. */
      userId: number;
      senderName: string | null;
      /** The message, or the server's excerpt of it (cut with "…") when it was missed. */
      text: string;
      attachmentName: string | null;
    }
  | { kind: 'notification'; notification: NewNotification }
  /** Every reviewer of an abstract has reviewed it: it awaits the organisers' decision. */
  | { kind: 'reviews_complete'; reviews: ReviewsCompleteEvent };

/** What the main process knows about the window when the event arrives. */
export interface WindowView {
  /** Visible, not minimised and focused. */
  inView: boolean;
  /** The console route the renderer last reported, e.g. /admin/messages/12. */
  route: string | null;
}

export interface NotificationDecision {
  title: string;
  body: string;
  /** Where a click takes the organiser. */
  route: string;
}

const BODY_LIMIT = 120;

/**
 * The first words of a text, cut at a word boundary with an ellipsis when it is long. A text the
 * server already cut (its excerpt of a long message: as long as the limit, ending in "…") may end
 * in half a word: that word goes too.
 */
export function firstWords(text: string, limit = BODY_LIMIT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const cutBefore = flat.length >= limit && flat.endsWith('…');
  if (flat.length <= limit && !cutBefore) return flat;
  const source = cutBefore ? flat.slice(0, -1) : flat;
  // Whole words end before a space; the last one within the limit leaves room for the ellipsis.
  const lastSpace = source.lastIndexOf(' ', limit - 1);
  // A single very long word (a link) is cut where it is; otherwise at the last whole word.
  const words = lastSpace > limit / 2 ? source.slice(0, lastSpace) : source.slice(0, limit - 1);
  return `${words.replace(/[\s.,;:!?-]+$/, '')}…`;
}

export function routeOf(event: ConsoleEvent): string {
  if (event.kind === 'message') return `/admin/messages/${event.userId}`;
  if (event.kind === 'reviews_complete') return `/admin/theses/view/${event.reviews.thesisId}`;
  const { notification } = event;
  return notification.type === 'receipt_uploaded'
    ? '/admin/payments'
    : `/admin/theses/view/${notification.thesisId}`;
}

const NOTIFICATION_TITLES: Record<NewNotification['type'], MessageKey> = {
  thesis_submitted: 'desktop.notify.newThesis',
  thesis_resubmitted: 'desktop.notify.resubmittedThesis',
  receipt_uploaded: 'desktop.notify.newPayment',
  review_declined: 'desktop.notify.reviewDeclined',
};

function titleOf(event: ConsoleEvent, locale: Locale): string {
  if (event.kind === 'message')
    return event.senderName ?? formatMessage(locale, 'desktop.notify.unknownSender');
  if (event.kind === 'reviews_complete')
    return formatMessage(locale, 'adminRev.notify.reviewsComplete');
  const { type, userName } = event.notification;
  return formatMessage(locale, NOTIFICATION_TITLES[type], { userName });
}

function bodyOf(event: ConsoleEvent, locale: Locale): string {
  if (event.kind === 'notification') return firstWords(event.notification.title);
  if (event.kind === 'reviews_complete') return firstWords(event.reviews.title);
  if (event.text.trim() !== '') return firstWords(event.text);
  return event.attachmentName
    ? formatMessage(locale, 'desktop.notify.attachment', { name: event.attachmentName })
    : '';
}

/**
 * Whether to raise a native notification, and with what. None when the organiser turned them
 * off, or when the window is in front showing exactly the screen the event is about.
 */
export function decideNotification(
  event: ConsoleEvent,
  view: WindowView,
  settings: { notificationsEnabled: boolean },
  locale: Locale,
): NotificationDecision | null {
  if (!settings.notificationsEnabled) return null;
  const route = routeOf(event);
  if (view.inView && view.route === route) return null;
  return { title: titleOf(event, locale), body: bodyOf(event, locale), route };
}

/** Remembers which events were already handled, so a reconnect or a replay never notifies twice. */
export class SeenEvents {
  private readonly ids = new Set<string>();
  private highest = 0;

  /** The highest message id seen: anything at or below it is old news after a reconnect. */
  get lastMessageId(): number {
    return this.highest;
  }

  /** True the first time this message id is offered. */
  firstMessage(id: number): boolean {
    const fresh = this.first(`message:${id}`);
    if (id > this.highest) this.highest = id;
    return fresh;
  }

  firstNotification(n: NewNotification): boolean {
    return this.first(`notification:${n.type}:${n.thesisId}:${n.paymentId ?? ''}:${n.createdAt}`);
  }

  firstReviewsComplete(e: ReviewsCompleteEvent): boolean {
    return this.first(`reviews_complete:${e.thesisId}:${e.createdAt}`);
  }

  private first(key: string): boolean {
    if (this.ids.has(key)) return false;
    this.ids.add(key);
    return true;
  }
}
