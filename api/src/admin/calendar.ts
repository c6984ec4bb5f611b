/**
 * Calendar days in the conference's time zone. Organisers in Baku read "today" and "registered on
 * 3 September" as Baku days, whatever zone the server runs in; the zone's offset comes from the
 * runtime's time-zone data, never a constant, so a future change of Baku's rules is followed.
 */

/** The zone's offset from UTC, in milliseconds, at `instant`. */
function offsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** "2025-09-03" for the day `instant` falls on in the zone. */
export function zonedDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** "2025-09-03 14:05" in the zone: how a spreadsheet shows a moment to the organisers. */
export function zonedDateTime(instant: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${zonedDay(instant, timeZone)} ${time.format(instant)}`;
}

/** The instant a calendar day ("2025-09-03") begins in the zone. */
export function zonedDayStart(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wallClock = Date.UTC(y, m - 1, d);
  // The offset at the wall-clock guess, then again at the result, settles across a DST change.
  const first = wallClock - offsetMs(new Date(wallClock), timeZone);
  return new Date(wallClock - offsetMs(new Date(first), timeZone));
}

/** The day after `day`, as a calendar string. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}
