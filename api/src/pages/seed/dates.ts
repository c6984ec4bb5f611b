import type { Locale } from '@conf/common';

/**
 * The deadlines of the 2025 conference, read by the important-dates page and the news. The days
 * of the conference itself come from common's CONFERENCE.
 */
export const SEED_DATES = {
  callOpens: '2025-03-01',
  abstractDeadline: '2025-06-15',
  notification: '2025-07-15',
  feeDeadline: '2025-08-01',
  programme: '2025-08-20',
} as const;

const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  az: [
    'yanvar',
    'fevral',
    'mart',
    'aprel',
    'may',
    'iyun',
    'iyul',
    'avqust',
    'sentyabr',
    'oktyabr',
    'noyabr',
    'dekabr',
  ],
};

/** "15 June 2025" / "15 iyun 2025": the same day-month-year order in both languages. */
export function longDate(locale: Locale, iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[locale][(month ?? 1) - 1]} ${year}`;
}

/** "03-06 September 2025" / "03-06 sentyabr 2025". */
export function dateRange(locale: Locale, startIso: string, endIso: string): string {
  const [year, month, startDay] = startIso.split('-');
  const endDay = endIso.split('-')[2];
  return `${startDay}-${endDay} ${MONTHS[locale][Number(month) - 1]} ${year}`;
}
