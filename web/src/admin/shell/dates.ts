/**
 * Date formats of the console. Numeric day and month: Chromium's Azerbaijani data has no short
 * month names ("M11"), and "21.11.2026" reads naturally in both languages' conventions.
 */
export const DATE: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
};
export const DATE_TIME: Intl.DateTimeFormatOptions = {
  ...DATE,
  hour: '2-digit',
  minute: '2-digit',
};
export const DAY_MONTH: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit' };
