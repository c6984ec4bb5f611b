import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@conf/common';
import { startTestApp, type TestApp } from '../test/app.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { fetcherFor } from '../test/reviews.js';
import { createThesis } from '../test/theses.js';
import { foldLine } from './ical.js';

interface ParsedEvent {
  summary: string;
  location: string | null;
  start: Date;
  end: Date;
  tzid: string | null;
}

/** Parses a calendar with ical.js, resolving times through the VTIMEZONE the file carries. */
function parseCalendar(text: string): { zones: string[]; events: ParsedEvent[]; name: string } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      location: event.location ?? null,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      tzid: component.getFirstProperty('dtstart')?.getParameter('tzid')?.toString() ?? null,
    };
  });
  return {
    zones: zones.map((z) => String(z.getFirstPropertyValue('tzid'))),
    events,
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
  };
}

describe('calendar files', () => {
  let app: TestApp;
  let admin: CreatedUser;
  let speaker: CreatedUser;
  let sessionId: number;
  const as = (who: CreatedUser | null, locale = 'en') => fetcherFor(app, who, locale);
  const text = async (res: { status: number; headers: Headers; body: unknown }) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    return res.body as string;
  };

  beforeAll(async () => {
    app = await startTestApp();
    admin = await createAdmin(app.ctx);
    speaker = await createUser(app.ctx, { name: 'Şəhla', surname: 'Əliyeva' });
    const other = await createUser(app.ctx);
    const mine = await createThesis(app.ctx, speaker.user, {
      status: 'accepted',
      title: 'Dalğaların yayılması; waves, and more',
    });
    const theirs = await createThesis(app.ctx, other.user, { status: 'accepted' });
    const fetch = as(admin);
    const hall = await fetch(contract.programme.createRoom, {
      body: { nameEn: 'Hall A', nameAz: 'A zalı' },
    });
    sessionId = (
      await fetch(contract.programme.createSession, {
        body: { kind: 'plenary', roomId: hall.id, day: '2025-09-03', start: '09:00', end: '10:00' },
      })
    ).item.id;
    await fetch(contract.programme.createSession, {
      body: { kind: 'plenary', roomId: hall.id, day: '2025-09-06', start: '15:00', end: '16:00' },
    });
    for (const [thesisId, start, end] of [
      [mine.id, '09:00', '09:30'],
      [theirs.id, '09:30', '10:00'],
    ] as const) {
      await fetch(contract.programme.createSlot, {
        body: { kind: 'talk', sessionId, thesisId, day: '2025-09-03', start, end },
      });
    }
    await fetch(contract.programme.createSlot, {
      body: { kind: 'coffee', day: '2025-09-03', start: '10:00', end: '10:30' },
    });
  });
  afterAll(() => app.close());

  it('is an empty, valid calendar before publication', async () => {
    const parsed = parseCalendar(await text(await as(null).raw(contract.programme.calendar)));
    expect(parsed.events).toEqual([]);
    expect(parsed.zones).toEqual(['Asia/Baku']);
  });

  it('gives the whole programme with Baku times that resolve to the right instants', async () => {
    await as(admin)(contract.programme.publish);
    const body = await text(await as(null).raw(contract.programme.calendar));
    expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const parsed = parseCalendar(body);
    expect(parsed.zones).toEqual(['Asia/Baku']);
    // Two talks, the coffee break, and the second session, which has no slots.
    expect(parsed.events).toHaveLength(4);
    const talk = parsed.events.find((e) => e.summary.startsWith('Dalğaların'))!;
    expect(talk.summary).toBe('Dalğaların yayılması; waves, and more (Şəhla Əliyeva)');
    expect(talk.tzid).toBe('Asia/Baku');
    expect(talk.start.toISOString()).toBe('2025-09-03T05:00:00.000Z');
    expect(talk.end.toISOString()).toBe('2025-09-03T05:30:00.000Z');
    expect(talk.location).toBe('Hall A');
    const closing = parsed.events.at(-1)!;
    expect(closing.start.toISOString()).toBe('2025-09-06T11:00:00.000Z');
  });

  it('speaks the language of the link', async () => {
    const res = await as(null).raw(contract.programme.calendar, { query: { lang: 'az' } });
    const parsed = parseCalendar(await text(res));
    expect(parsed.events.map((e) => e.summary)).toContain('Kofe fasiləsi');
    expect(parsed.name).toContain('Riyaziyyat və Mexanika');
  });

  it('gives one session', async () => {
    const res = await as(null).raw(contract.programme.sessionCalendar, {
      params: { id: sessionId },
    });
    expect(parseCalendar(await text(res)).events).toHaveLength(2);
    const missing = await as(null).raw(contract.programme.sessionCalendar, {
      params: { id: 999999 },
    });
    expect(missing.status).toBe(404);
  });

  it("gives a speaker's own talks, signed in or through a revocable secret link", async () => {
    expect((await as(null).raw(contract.programme.myCalendar)).status).toBe(401);
    const mine = parseCalendar(await text(await as(speaker).raw(contract.programme.myCalendar)));
    expect(mine.events.map((e) => e.start.toISOString())).toEqual(['2025-09-03T05:00:00.000Z']);

    expect(await as(speaker)(contract.programme.calendarLink)).toEqual({
      url: null,
      createdAt: null,
    });
    const link = await as(speaker)(contract.programme.createCalendarLink);
    expect(link.url).toMatch(/\/api\/programme\/calendar-feeds\/[A-Za-z0-9_-]{32}$/);
    const viaLink = await fetch(link.url!);
    expect(viaLink.status).toBe(200);
    expect(parseCalendar(await viaLink.text()).events).toHaveLength(1);

    const replaced = await as(speaker)(contract.programme.createCalendarLink);
    expect((await fetch(link.url!)).status).toBe(404);
    await as(speaker)(contract.programme.revokeCalendarLink);
    expect((await fetch(replaced.url!)).status).toBe(404);
  });

  it('folds long lines without splitting a letter', () => {
    const folded = foldLine(`SUMMARY:${'ə'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`SUMMARY:${'ə'.repeat(60)}`);
  });
});
