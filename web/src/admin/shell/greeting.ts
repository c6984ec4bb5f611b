import type { MessageKey } from '@conf/common';

/** The header's greeting for the hour of the organiser's own clock (0-23). */
export function greetingKey(hour: number): MessageKey {
  if (hour >= 5 && hour < 12) return 'admin.greeting.morning';
  if (hour >= 12 && hour < 17) return 'admin.greeting.afternoon';
  if (hour >= 17 && hour < 22) return 'admin.greeting.evening';
  return 'admin.greeting.night';
}
