import { describe, expect, it } from 'vitest';
import { nextDay, zonedDateTime, zonedDay, zonedDayStart } from './calendar.js';

describe('calendar days in a time zone', () => {
  it('starts a Baku day at 20:00 UTC of the day before', () => {
    expect(zonedDayStart('2025-09-03', 'Asia/Baku').toISOString()).toBe('2025-09-02T20:00:00.000Z');
  });

  it('follows a daylight-saving change where the zone has one', () => {
    expect(zonedDayStart('2025-03-30', 'Europe/London').toISOString()).toBe(
      '2025-03-30T00:00:00.000Z',
    );
    expect(zonedDayStart('2025-07-01', 'Europe/London').toISOString()).toBe(
      '2025-06-30T23:00:00.000Z',
    );
    expect(zonedDayStart('2025-10-27', 'America/New_York').toISOString()).toBe(
      '2025-10-27T04:00:00.000Z',
    );
  });

  it('names the day and time an instant falls on in the zone', () => {
    const lateUtc = new Date('2025-09-02T20:30:00Z');
    expect(zonedDay(lateUtc, 'Asia/Baku')).toBe('2025-09-03');
    expect(zonedDay(lateUtc, 'UTC')).toBe('2025-09-02');
    expect(zonedDateTime(lateUtc, 'Asia/Baku')).toBe('2025-09-03 00:30');
  });

  it('steps to the next day across month and year ends', () => {
    expect(nextDay('2025-08-31')).toBe('2025-09-01');
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2025-12-31')).toBe('2026-01-01');
  });
});
