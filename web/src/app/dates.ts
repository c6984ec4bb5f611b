import type { MessageKey } from '@conf/common';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * A calendar date written with the catalogue's month names ("1 April 2025", "1 aprel 2025").
 * Intl's date names are not used: browsers without Azerbaijani locale data (some Linux builds
 * of Chromium) would print "2025 M04 1" and differ from the server's HTML, breaking hydration.
 * The date is read in UTC so that server and browser agree whatever their time zones.
 */
export function formatDate(iso: string, t: Translate): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const month = t(`site.month.${date.getUTCMonth() + 1}` as MessageKey);
  return t('site.date', { day: date.getUTCDate(), month, year: date.getUTCFullYear() });
}
