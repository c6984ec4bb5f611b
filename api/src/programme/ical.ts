import {
  CONFERENCE,
  CONFERENCE_TIME_ZONE,
  offsetLabel,
  wallClock,
  zonedInstant,
} from '@conf/common';

/**
 * iCalendar (RFC 5545) output: CRLF lines folded at 75 octets, text escaped, local times with a
 * TZID and the VTIMEZONE that defines it, so every calendar app shows Baku time correctly.
 */

export interface IcsEvent {
  /** Stable across versions, so a calendar updates the event instead of adding another. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
}

export interface IcsCalendar {
  name: string;
  /** When the published version was made: DTSTAMP of every event. */
  stamp: Date;
  /** The published version: a later one supersedes events of an earlier one. */
  sequence: number;
  events: IcsEvent[];
}

export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Splits a line into 75-octet pieces without cutting a UTF-8 character in two. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (bytes + size > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** "20250903T093000" in the conference's zone. */
function localStamp(d: Date): string {
  const { day, time } = wallClock(d, CONFERENCE_TIME_ZONE);
  return `${day.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

const compactOffset = (minutes: number) => offsetLabel(minutes).replace(':', '');

/**
 * The zone as it stands during the conference. Baku has kept UTC+4 all year since 2016, so one
 * STANDARD rule describes it; a zone with a change inside the conference would need two.
 */
export function vtimezone(): string[] {
  const offset = wallClock(zonedInstant(CONFERENCE.startDate, '12:00')).offsetMinutes;
  const label = compactOffset(offset);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${CONFERENCE_TIME_ZONE}`,
    `X-LIC-LOCATION:${CONFERENCE_TIME_ZONE}`,
    'BEGIN:STANDARD',
    `TZOFFSETFROM:${label}`,
    `TZOFFSETTO:${label}`,
    `TZNAME:${offsetLabel(offset).replace(':00', '')}`,
    'DTSTART:19700101T000000',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

export function buildCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//International Conference on Mathematics and Mechanics//Programme//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${CONFERENCE_TIME_ZONE}`,
    ...vtimezone(),
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(calendar.stamp)}`,
      `SEQUENCE:${calendar.sequence}`,
      `DTSTART;TZID=${CONFERENCE_TIME_ZONE}:${localStamp(event.start)}`,
      `DTEND;TZID=${CONFERENCE_TIME_ZONE}:${localStamp(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
