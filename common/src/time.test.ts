import { describe, expect, it } from 'vitest';
import {
  addDays,
  conferenceDays,
  formatConferenceTime,
  zonedDateTime,
  zonedDay,
  zonedDayStart,
  zonedInstant,
  zonedIso,
} from './time.js';

describe('calendar days in a time zone', () => {
  it('starts a Baku day at 20:00 UTC of the day before', () => {
    expect(zonedDayStart('2025-09-03', 'Asia/Baku').toISOString()).toBe('2025-09-02T20:00:00.000Z');
    expect(zonedDayStart('2025-09-03').toISOString()).toBe('2025-09-02T20:00:00.000Z');
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
    expect(addDays('2025-08-31', 1)).toBe('2025-09-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });
});

describe('conference time', () => {
  it('is Baku wall-clock time, written with its offset', () => {
    const start = zonedInstant('2025-09-03', '09:30');
    expect(start.toISOString()).toBe('2025-09-03T05:30:00.000Z');
    expect(zonedIso(start)).toBe('2025-09-03T09:30:00+04:00');
    expect(formatConferenceTime(start, 'en')).toBe('3 September 2025, 09:30 (Baku, UTC+04:00)');
  });

  it('lists the conference days', () => {
    expect(conferenceDays()).toEqual(['2025-09-03', '2025-09-04', '2025-09-05', '2025-09-06']);
  });
});
