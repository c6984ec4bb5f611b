import { offsetLabel, wallClock, type MessageKey } from '@conf/common';
import { formatDate } from '../../app/dates';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * A conference moment in Baku's wall-clock time with its zone ("3 September 2025, 09:30, Baku
 * time (UTC+04:00)"), months from the catalogue (Intl may lack Azerbaijani month names).
 */
export function bakuTime(iso: string, t: Translate): string {
  const { day, time, offsetMinutes } = wallClock(new Date(iso));
  return t('panelTalks.bakuTime', {
    date: formatDate(`${day}T12:00:00Z`, t),
    time,
    offset: offsetLabel(offsetMinutes),
  });
}
