import { CONFERENCE_TIME_ZONE } from '@conf/common';

/** Today's date ("2025-09-03") in the conference's time zone, the API's notion of a day. */
export function conferenceToday(now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CONFERENCE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
