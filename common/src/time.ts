import { CONFERENCE } from './constants.js';
import type { Locale } from './locales.js';

/**
 * Conference time: the programme, deadlines and certificates are Baku wall-clock times, stored
 * as instants (timestamptz) and always shown with the zone. Offsets come from the runtime's
 * time-zone data, never from a constant, so a change of Baku's rules is followed.
 */
export const CONFERENCE_TIME_ZONE = 'Asia/Baku';

/** The conference days as calendar strings, "2025-09-03" to "2025-09-06". */
export function conferenceDays(): string[] {
  const days: string[] = [];
  for (let day = CONFERENCE.startDate as string; day <= CONFERENCE.endDate; day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
}

/** `day` plus `n` calendar days ("2025-09-06" + 1 = "2025-09-07"). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

interface WallClock {
  /** "2025-09-03" */
  day: string;
  /** "09:30" */
  time: string;
  /** Offset from UTC in minutes (Baku: 240). */
  offsetMinutes: number;
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let format = partsFormat.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(zone, format);
  }
  return format;
}

/** The wall clock of `instant` in `zone`, read from the runtime's time-zone data. */
function wallClockFromParts(instant: Date, zone: string): WallClock & { offsetMs: number } {
  const parts = formatterFor(zone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  const day = `${get('year')}-${get('month')}-${get('day')}`;
  const time = `${get('hour')}:${get('minute')}`;
  const asUtc = Date.UTC(
    Number(get('year')),
    Number(get('month')) - 1,
    Number(get('day')),
    Number(get('hour')),
    Number(get('minute')),
    Number(get('second')),
  );
  const offsetMs = asUtc - Math.floor(instant.getTime() / 1000) * 1000;
  return { day, time, offsetMinutes: Math.round(offsetMs / 60000), offsetMs };
}

const DAY_MS = 86_400_000;
/** Bounds the cache of a long-running server: a century of days. */
const MAX_CACHED_DAYS = 36_525;
/**
 * A zone's offset for each UTC day in which it does not change (offsets change at most once in
 * a day, so equal offsets at both ends mean one offset throughout). formatToParts costs tens of
 * microseconds, and exports show a moment in every row: 100,000 rows spent seconds in it.
 */
const dayOffsets = new Map<string, Map<number, number | null>>();

function steadyOffsetMs(day: number, zone: string): number | null {
  let offsets = dayOffsets.get(zone);
  if (!offsets) dayOffsets.set(zone, (offsets = new Map()));
  let offset = offsets.get(day);
  if (offset === undefined) {
    const start = wallClockFromParts(new Date(day * DAY_MS), zone).offsetMs;
    const end = wallClockFromParts(new Date((day + 1) * DAY_MS - 1000), zone).offsetMs;
    offset = start === end ? start : null;
    if (offsets.size >= MAX_CACHED_DAYS) offsets.clear();
    offsets.set(day, offset);
  }
  return offset;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The wall clock of `instant` in `zone`. */
export function wallClock(instant: Date, zone: string = CONFERENCE_TIME_ZONE): WallClock {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid time value');
  const offsetMs = steadyOffsetMs(Math.floor(ms / DAY_MS), zone);
  // The day of an offset change, and years the 4-digit calendar does not write alike.
  const local = offsetMs === null ? null : new Date(Math.floor(ms / 1000) * 1000 + offsetMs);
  if (!local || local.getUTCFullYear() < 1000 || local.getUTCFullYear() > 9999) {
    const { day, time, offsetMinutes } = wallClockFromParts(instant, zone);
    return { day, time, offsetMinutes };
  }
  return {
    day: `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`,
    time: `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`,
    offsetMinutes: Math.round(offsetMs! / 60000),
  };
}

/** The instant at which the wall clock in `zone` shows `day` `time` ("2025-09-03", "09:30"). */
export function zonedInstant(day: string, time: string, zone: string = CONFERENCE_TIME_ZONE): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  // The offset at the guess, then again at the result, settles across a DST change.
  const first = guess - wallClock(new Date(guess), zone).offsetMinutes * 60000;
  return new Date(guess - wallClock(new Date(first), zone).offsetMinutes * 60000);
}

/** "2025-09-03" for the day `instant` falls on in the zone (organisers' "today" is Baku's). */
export const zonedDay = (instant: Date, zone: string = CONFERENCE_TIME_ZONE): string =>
  wallClock(instant, zone).day;

/** "2025-09-03 14:05" in the zone: how a spreadsheet shows a moment to the organisers. */
export function zonedDateTime(instant: Date, zone: string = CONFERENCE_TIME_ZONE): string {
  const { day, time } = wallClock(instant, zone);
  return `${day} ${time}`;
}

/** The instant a calendar day ("2025-09-03") begins in the zone. */
export const zonedDayStart = (day: string, zone: string = CONFERENCE_TIME_ZONE): Date =>
  zonedInstant(day, '00:00', zone);

/** "+04:00" */
export function offsetLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** ISO 8601 with the zone's offset: "2025-09-03T09:30:00+04:00", unambiguous and readable. */
export function zonedIso(instant: Date, zone: string = CONFERENCE_TIME_ZONE): string {
  const { day, time, offsetMinutes } = wallClock(instant, zone);
  return `${day}T${time}:00${offsetLabel(offsetMinutes)}`;
}

// Building an Intl.DateTimeFormat costs far more than using one: exports format a day per row.
const dayFormat = new Map<Locale, Intl.DateTimeFormat>();

/** "3 September 2025" / "3 sentyabr 2025" */
export function formatDay(day: string, locale: Locale): string {
  let format = dayFormat.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'az' ? 'az-Latn-AZ' : 'en-GB', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    dayFormat.set(locale, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}

/** "3 September 2025, 09:30 (Baku, UTC+04:00)": a conference moment with its zone. */
export function formatConferenceTime(instant: Date, locale: Locale): string {
  const { day, time, offsetMinutes } = wallClock(instant);
  const city = locale === 'az' ? 'Bakı' : 'Baku';
  return `${formatDay(day, locale)}, ${time} (${city}, UTC${offsetLabel(offsetMinutes)})`;
}

/** The reader's own time zone (the browser's; the server's where there is no browser). */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The one way a moment is shown on every screen (issue 12 item 8): "22.11.2026 23:28".
 * Conference events (deadlines, the programme) are in Baku time and say so: "(Baku)".
 * Personal events (messages, submissions, saves) are in the reader's zone, without a label.
 * Numeric, so that it reads the same in both languages whatever locale data the browser has,
 * and wrapped in a left-to-right isolate so that a right-to-left page keeps date before time.
 */
export function formatMoment(
  instant: Date | string,
  locale: Locale,
  { conference = false, zone }: { conference?: boolean; zone?: string } = {},
): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  const { day, time } = wallClock(
    date,
    conference ? CONFERENCE_TIME_ZONE : (zone ?? readerTimeZone()),
  );
  const [y, m, d] = day.split('-');
  const label = conference ? ` (${locale === 'az' ? 'Bakı' : 'Baku'})` : '';
  return `\u2066${d}.${m}.${y} ${time}${label}\u2069`;
}
