import { formatMoment, type Locale } from '@conf/common';

/**
 * When a message was sent: a personal event, so in the reader's own time zone, in the one format
 * of every moment (common's formatMoment). The chat is rendered in the browser only, so there is
 * no server markup to agree with.
 */
export function formatMessageTime(iso: string, locale: Locale): string {
  return formatMoment(iso, locale);
}
