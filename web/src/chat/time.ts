import type { MessageKey } from '@conf/common';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * When a message was sent, in the reader's own time zone, with the catalogue's month names (the
 * chat is rendered in the browser only, so there is no server markup to agree with).
 */
export function formatMessageTime(iso: string, t: Translate): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const date = t('site.date', {
    day: d.getDate(),
    month: t(`site.month.${d.getMonth() + 1}` as MessageKey),
    year: d.getFullYear(),
  });
  return t('chat.time', { date, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` });
}
