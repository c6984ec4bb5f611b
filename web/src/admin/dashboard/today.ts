import { zonedDay } from '@conf/common';

/** Today's date ("2025-09-03") in the conference's time zone, the API's notion of a day. */
export function conferenceToday(now: Date = new Date()): string {
  return zonedDay(now);
}
