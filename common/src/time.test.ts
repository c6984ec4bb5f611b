import { describe, expect, it } from 'vitest';
import {
  addDays,
  conferenceDays,
  formatConferenceTime,
  formatMoment,
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

  it('reads the same wall clock as the time-zone data around offset changes, cached or not', () => {
    // The reference is the runtime's own formatting, uncached, in a locale that writes the day
    // and time as "2025-09-03 00:30:00" (Swedish).
    const reference = (instant: Date, zone: string) =>
      instant.toLocaleString('sv-SE', { timeZone: zone }).slice(0, 16);
    // Daylight saving (Berlin, New York, Baku until 2016), half and quarter hours (St John's,
    // Kathmandu) and a 30-minute change (Lord Howe), each across a change, twice (the cache).
    const cases: [string, string][] = [
      ['Europe/Berlin', '2025-03-30T00:00:00Z'],
      ['Europe/Berlin', '2025-10-26T00:00:00Z'],
      ['America/New_York', '2025-11-02T04:00:00Z'],
      ['Asia/Baku', '2015-10-24T22:00:00Z'],
      ['America/St_Johns', '2025-03-09T04:00:00Z'],
      ['Asia/Kathmandu', '1985-12-31T18:00:00Z'],
      ['Australia/Lord_Howe', '2025-04-05T14:00:00Z'],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [zone, from] of cases) {
        for (let s = 0; s < 6 * 3600; s += 7 * 60 + 13) {
          const instant = new Date(Date.parse(from) + s * 1000);
          expect(zonedDateTime(instant, zone), `${zone} ${instant.toISOString()}`).toBe(
            reference(instant, zone),
          );
        }
      }
    }
    expect(zonedIso(new Date('2025-03-30T01:30:00Z'), 'Europe/Berlin')).toBe(
      '2025-03-30T03:30:00+02:00',
    );
    expect(() => zonedDay(new Date(Number.NaN))).toThrow(RangeError);
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

describe('formatMoment: one format for every moment shown', () => {
  const at = '2026-11-22T19:28:00.000Z';
  it('shows conference events in Baku time, labelled, in both languages', () => {
    expect(formatMoment(at, 'en', { conference: true, zone: 'America/New_York' })).toBe(
      '\u206622.11.2026 23:28 (Baku)\u2069',
    );
    expect(formatMoment(at, 'az', { conference: true })).toBe(
      '\u206622.11.2026 23:28 (Bakı)\u2069',
    );
  });

  it("shows personal events in the reader's zone, unlabelled", () => {
    expect(formatMoment(at, 'en', { zone: 'Europe/Berlin' })).toBe('\u206622.11.2026 20:28\u2069');
    expect(formatMoment(new Date(at), 'az', { zone: 'Asia/Tokyo' })).toBe(
      '\u206623.11.2026 04:28\u2069',
    );
  });

  it('keeps date before time on a right-to-left page (isolated) and passes bad input through', () => {
    const shown = formatMoment(at, 'en', { zone: 'UTC' });
    expect(shown.startsWith('\u2066') && shown.endsWith('\u2069')).toBe(true);
    expect(formatMoment('not a date', 'en')).toBe('not a date');
  });
});
