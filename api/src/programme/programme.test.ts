import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCallError, contract, type AdminSlotDto, type SlotInput } from '@conf/common';
import { emlText, startTestApp, type TestApp } from '../test/app.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { fetcherFor } from '../test/reviews.js';
import { createThesis } from '../test/theses.js';

const DAY1 = '2025-09-03';
const DAY2 = '2025-09-04';

describe('the programme', () => {
  let app: TestApp;
  let admin: CreatedUser;
  let shahla: CreatedUser;
  let other: CreatedUser;
  let stranger: CreatedUser;
  let talkA: number;
  let talkB: number;
  let talkC: number;
  let pending: number;
  let hallA: number;
  let hallB: number;
  let plenary: number;
  let topicSession: number;
  let topicId: number;
  const as = (who: CreatedUser | null, locale = 'en') => fetcherFor(app, who, locale);
  const slot = (over: Partial<SlotInput>): SlotInput => ({
    kind: 'talk',
    sessionId: plenary,
    day: DAY1,
    start: '09:00',
    end: '09:20',
    ...over,
  });

  beforeAll(async () => {
    app = await startTestApp();
    admin = await createAdmin(app.ctx);
    shahla = await createUser(app.ctx, { name: 'Şəhla', surname: 'Əliyeva', locale: 'az' });
    other = await createUser(app.ctx, { name: 'Ada', surname: 'Byron' });
    stranger = await createUser(app.ctx);
    topicId = (await app.ctx.models.Topic.findOne({ order: [['position', 'DESC']] }))!.id;
    talkA = (
      await createThesis(app.ctx, shahla.user, {
        status: 'accepted',
        title: 'Ənənəvi üsullar in elasticity',
      })
    ).id;
    talkB = (await createThesis(app.ctx, shahla.user, { status: 'accepted', topicId })).id;
    talkC = (await createThesis(app.ctx, other.user, { status: 'accepted', topicId })).id;
    pending = (await createThesis(app.ctx, other.user, { status: 'in_editor' })).id;
  });
  afterAll(() => app.close());

  it('is edited by organisers only', async () => {
    expect((await as(null).raw(contract.programme.adminGet)).status).toBe(401);
    expect((await as(stranger).raw(contract.programme.adminGet)).status).toBe(403);
    const res = await as(stranger).raw(contract.programme.createRoom, {
      body: { nameEn: 'Hall', nameAz: 'Zal' },
    });
    expect(res.status).toBe(403);
  });

  it('builds rooms and sessions in Baku time, stored as instants', async () => {
    const fetch = as(admin);
    hallA = (
      await fetch(contract.programme.createRoom, {
        body: { nameEn: 'Hall A', nameAz: 'A zalı', position: 1 },
      })
    ).id;
    hallB = (
      await fetch(contract.programme.createRoom, {
        body: { nameEn: 'Hall B', nameAz: 'B zalı', position: 2 },
      })
    ).id;
    const created = await fetch(contract.programme.createSession, {
      body: {
        kind: 'plenary',
        roomId: hallA,
        chairs: ['Prof. Rəşid Məmmədov'],
        day: DAY1,
        start: '09:00',
        end: '11:00',
      },
    });
    plenary = created.item.id;
    expect(created.item).toMatchObject({
      day: DAY1,
      start: '09:00',
      end: '11:00',
      startsAt: '2025-09-03T09:00:00+04:00',
      endsAt: '2025-09-03T11:00:00+04:00',
    });
    expect(created.warnings).toEqual([]);
    const [row] = (await app.ctx.models.sequelize.query(
      `SELECT starts_at AT TIME ZONE 'UTC' AS utc FROM programme_sessions WHERE id = ${plenary}`,
      { type: 'SELECT' },
    )) as { utc: Date | string }[];
    expect(String(row!.utc)).toMatch(/05:00:00/);

    topicSession = (
      await fetch(contract.programme.createSession, {
        body: { kind: 'topic', topicId, roomId: hallB, day: DAY1, start: '09:00', end: '10:30' },
      })
    ).item.id;
  });

  it('refuses bad input field by field and what cannot be scheduled', async () => {
    const fetch = as(admin);
    const outside = await fetch.raw(contract.programme.createSession, {
      body: { kind: 'topic', roomId: hallA, day: '2025-09-10', start: '10:00', end: '09:00' },
    });
    expect(outside.status).toBe(422);
    expect(Object.keys((outside.body as { errors: object }).errors).sort()).toEqual([
      'day',
      'end',
      'topicId',
    ]);
    const notAccepted = await fetch.raw(contract.programme.createSlot, {
      body: slot({ thesisId: pending }),
    });
    expect(notAccepted.status).toBe(409);
    expect(notAccepted.body).toEqual({ message: 'Only accepted abstracts can be scheduled' });
    const wrongSpeaker = await fetch.raw(contract.programme.createSlot, {
      body: slot({ thesisId: talkC, speakerAuthorId: 999999 }),
    });
    expect(wrongSpeaker.status).toBe(422);
    const item = await fetch.raw(contract.programme.createSlot, {
      body: slot({ kind: 'other', sessionId: null, roomId: null }),
    });
    expect(item.status).toBe(422);
    expect((item.body as { errors: object }).errors).toHaveProperty('titleEn');
  });

  it('warns, on every edit, of overlaps in a room, a speaker in two places, a slot outside its session', async () => {
    const fetch = as(admin);
    const first = await fetch(contract.programme.createSlot, { body: slot({ thesisId: talkA }) });
    expect(first.warnings).toEqual([]);
    expect(first.item).toMatchObject({
      speakerName: 'Şəhla Əliyeva',
      roomId: hallA,
      startsAt: '2025-09-03T09:00:00+04:00',
    });

    // Şəhla also speaks in Hall B at 09:10: two places at once.
    const second = await fetch(contract.programme.createSlot, {
      body: slot({ thesisId: talkB, sessionId: topicSession, start: '09:10', end: '09:30' }),
    });
    expect(second.warnings.map((w) => w.type)).toEqual(['speakerOverlap']);
    expect(second.warnings[0]!.message).toContain('Şəhla Əliyeva is due to speak in two places');

    // Same room, overlapping the first talk.
    const third = await fetch(contract.programme.createSlot, {
      body: slot({ thesisId: talkC, start: '09:15', end: '09:35' }),
    });
    expect(third.warnings.map((w) => w.type)).toEqual(['roomOverlap']);

    // Moved past the end of its session: outside it, and no longer overlapping.
    const moved = await fetch(contract.programme.updateSlot, {
      params: { id: third.item.id },
      body: slot({ thesisId: talkC, start: '10:50', end: '11:10' }),
    });
    expect(moved.warnings.map((w) => w.type)).toEqual(['slotOutsideSession']);

    const coffee = await fetch(contract.programme.createSlot, {
      body: slot({ kind: 'coffee', sessionId: null, roomId: null, start: '11:00', end: '11:30' }),
    });
    expect(coffee.item.titleEn).toBe('');

    const all = await as(admin, 'az')(contract.programme.conflicts);
    expect(all.map((c) => c.type).sort()).toEqual(['slotOutsideSession', 'speakerOverlap']);
    expect(all.find((c) => c.type === 'speakerOverlap')!.message).toContain(
      'eyni vaxtda iki yerdə',
    );

    const duplicate = await fetch.raw(contract.programme.createSlot, {
      body: slot({ thesisId: talkA, start: '10:00', end: '10:20' }),
    });
    expect(duplicate.status).toBe(409);

    // Back inside its session and away from Şəhla's other talk: no conflict remains.
    await fetch(contract.programme.updateSlot, {
      params: { id: third.item.id },
      body: slot({ thesisId: talkC, start: '09:40', end: '10:00' }),
    });
    await fetch(contract.programme.updateSlot, {
      params: { id: second.item.id },
      body: slot({ thesisId: talkB, sessionId: topicSession, start: '09:30', end: '09:50' }),
    });
    expect(await fetch(contract.programme.conflicts)).toEqual([]);
  });

  it('records every organiser edit in the audit trail', async () => {
    const events = await app.ctx.models.AuditEvent.findAll({
      where: { resource: ['programme_room', 'programme_session', 'programme_slot'] },
    });
    expect(events.filter((e) => e.action === 'programme.create')).toHaveLength(2 + 2 + 4);
    expect(events.filter((e) => e.action === 'programme.update')).toHaveLength(3);
    expect(events.every((e) => e.actorId === admin.user.id)).toBe(true);
  });

  it('shows nothing publicly before the first publication', async () => {
    const programme = await as(null)(contract.programme.public);
    expect(programme).toMatchObject({
      version: null,
      sessions: [],
      items: [],
      timeZone: 'Asia/Baku',
    });
    expect(programme.days).toEqual(['2025-09-03', '2025-09-04', '2025-09-05', '2025-09-06']);
  });

  it('publishes a frozen version and mails each speaker their slot in their language', async () => {
    const before = app.outbox().length;
    app.ctx.now = () => new Date('2025-08-01T08:00:00Z');
    const version = await as(admin)(contract.programme.publish);
    expect(version).toMatchObject({ version: 1, notifiedSpeakers: 3 });
    const mails = app.outbox().slice(before).map(emlText);
    expect(mails).toHaveLength(3);
    const toShahla = mails.filter((m) => m.includes('Şəhla Əliyeva'));
    expect(toShahla).toHaveLength(2);
    expect(toShahla[0]).toContain('Konfransın proqramı dərc olunub');
    expect(toShahla.join()).toContain('3 sentyabr 2025, 09:00–09:20 (Bakı, UTC+04:00), A zalı');
    expect(toShahla[0]).toContain('3 avqust 2025, 12:00 (Bakı, UTC+04:00)');
    expect(mails.find((m) => m.includes('Ada Byron'))).toContain(
      'report it from your panel within 48 hours',
    );
    expect(await app.ctx.models.AuditEvent.count({ where: { action: 'programme.publish' } })).toBe(
      1,
    );
  });

  it('answers the published programme, filtered and searchable', async () => {
    const all = await as(null)(contract.programme.public);
    expect(all.version).toBe(1);
    expect(all.updatedAt).toBeNull();
    expect(all.sessions.map((s) => s.title)).toEqual(['Plenary session', expect.any(String)]);
    expect(all.items.map((i) => i.title)).toEqual(['Coffee break']);
    expect(all.sessions[0]!.slots[0]).toMatchObject({
      speaker: 'Şəhla Əliyeva',
      room: 'Hall A',
      startsAt: '2025-09-03T09:00:00+04:00',
    });
    expect(JSON.stringify(all)).not.toContain('@example.org');

    const az = await as(null, 'az')(contract.programme.public);
    expect(az.items[0]!.title).toBe('Kofe fasiləsi');
    expect(az.sessions[0]!.room.name).toBe('A zalı');

    const search = await as(null)(contract.programme.public, { query: { q: 'sahla aliyeva' } });
    expect(search.sessions.flatMap((s) => s.slots.map((t) => t.thesisId)).sort()).toEqual(
      [talkA, talkB].sort(),
    );
    const byTitle = await as(null)(contract.programme.public, { query: { q: 'ənənəvi' } });
    expect(byTitle.sessions.flatMap((s) => s.slots.map((t) => t.thesisId))).toEqual([talkA]);
    const byRoom = await as(null)(contract.programme.public, { query: { roomId: hallB } });
    expect(byRoom.sessions.map((s) => s.id)).toEqual([topicSession]);
    expect(byRoom.items).toEqual([]);
    const byTopic = await as(null)(contract.programme.public, { query: { topicId } });
    expect(byTopic.sessions.map((s) => s.id)).toEqual([topicSession]);
    const otherDay = await as(null)(contract.programme.public, { query: { day: DAY2 } });
    expect(otherDay.sessions).toEqual([]);
  });

  it('lets a speaker report a timing problem within 48 hours, and refuses after, saying until when', async () => {
    app.ctx.now = () => new Date('2025-08-03T07:00:00Z'); // 47 hours after publishing
    const mine = await as(shahla)(contract.programme.myTalks);
    expect(mine.talks.map((t) => t.thesisId).sort()).toEqual([talkA, talkB].sort());
    expect(mine.talks[0]).toMatchObject({
      canReport: true,
      reportUntil: '2025-08-03T08:00:00.000Z',
    });
    const report = await as(shahla)(contract.programme.reportTiming, {
      params: { thesisId: talkA },
      body: { message: 'I arrive on the 4th; could I speak then?' },
    });
    expect(report).toMatchObject({ status: 'open', thesisId: talkA });

    // Not their talk: as if it did not exist.
    const foreign = await as(other).raw(contract.programme.reportTiming, {
      params: { thesisId: talkA },
      body: { message: 'x' },
    });
    expect(foreign.status).toBe(404);

    app.ctx.now = () => new Date('2025-08-03T09:00:00Z'); // 49 hours after
    const late = await as(shahla, 'az').raw(contract.programme.reportTiming, {
      params: { thesisId: talkB },
      body: { message: 'Too late?' },
    });
    expect(late.status).toBe(409);
    expect((late.body as { message: string }).message).toBe(
      'Vaxtla bağlı problemləri 3 avqust 2025, 12:00 (Bakı, UTC+04:00) tarixinədək bildirmək mümkün idi; zəhmət olmasa, təşkilatçılara yazın',
    );
    // The caller's language, not the account's.
    const lateEn = await as(shahla, 'en').raw(contract.programme.reportTiming, {
      params: { thesisId: talkB },
      body: { message: 'Too late?' },
    });
    expect((lateEn.body as { message: string }).message).toMatch(
      /^Timing problems could be reported until 3 August 2025, 12:00 \(Baku, UTC\+04:00\)/,
    );
    const after = await as(shahla)(contract.programme.myTalks);
    expect(after.talks.every((t) => !t.canReport && t.reportUntil !== null)).toBe(true);
    expect(after.talks.find((t) => t.thesisId === talkA)!.reports).toHaveLength(1);
  });

  it('lets organisers list and resolve the reports, audited', async () => {
    const open = await as(admin)(contract.programme.timingReports, { query: { status: 'open' } });
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      reporter: 'Şəhla Əliyeva',
      version: 1,
      slot: { start: '09:00', end: '09:20', day: DAY1 },
    });
    const resolved = await as(admin)(contract.programme.resolveTimingReport, {
      params: { id: open[0]!.id },
      body: { status: 'resolved', note: 'Moved to the 4th' },
    });
    expect(resolved.status).toBe('resolved');
    const again = await as(admin).raw(contract.programme.resolveTimingReport, {
      params: { id: open[0]!.id },
      body: { status: 'resolved' },
    });
    expect(again.status).toBe(409);
    const event = await app.ctx.models.AuditEvent.findOne({
      where: { action: 'timing_report.resolve' },
    });
    expect(event?.after).toMatchObject({ status: 'resolved', note: 'Moved to the 4th' });
  });

  it('versions changes: the public page stays frozen until the next publication, which mails only the moved speaker', async () => {
    const fetch = as(admin);
    const { slots } = await fetch(contract.programme.adminGet);
    const first = slots.find((s) => s.thesisId === talkA) as AdminSlotDto;
    await fetch(contract.programme.updateSlot, {
      params: { id: first.id },
      body: slot({ thesisId: talkA, day: DAY1, start: '10:00', end: '10:20' }),
    });
    const state = await fetch(contract.programme.adminGet);
    expect(state.unpublishedChanges).toBe(true);
    const frozen = await as(null)(contract.programme.public);
    expect(frozen.sessions[0]!.slots.find((s) => s.thesisId === talkA)!.start).toBe('09:00');

    const before = app.outbox().length;
    app.ctx.now = () => new Date('2025-08-10T08:00:00Z');
    const v2 = await fetch(contract.programme.publish);
    expect(v2).toMatchObject({ version: 2, notifiedSpeakers: 1 });
    const mails = app.outbox().slice(before).map(emlText);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('versiya 2');
    expect(mails[0]).toContain('10:00–10:20');

    const updated = await as(null)(contract.programme.public);
    expect(updated.version).toBe(2);
    expect(updated.updatedAt).toBe('2025-08-10T08:00:00.000Z');
    expect(updated.sessions[0]!.slots.find((s) => s.thesisId === talkA)!.start).toBe('10:00');

    // The moved talk's window opened again; the unmoved one stays closed.
    app.ctx.now = () => new Date('2025-08-11T08:00:00Z');
    const mine = await as(shahla)(contract.programme.myTalks);
    expect(mine.talks.find((t) => t.thesisId === talkA)).toMatchObject({ canReport: true });
    expect(mine.talks.find((t) => t.thesisId === talkB)).toMatchObject({ canReport: false });

    const unchanged = await fetch.raw(contract.programme.publish);
    expect(unchanged.status).toBe(409);
    const versions = await fetch(contract.programme.versions);
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
  });

  it('mails a speaker whose talk left the programme', async () => {
    const fetch = as(admin);
    const { slots } = await fetch(contract.programme.adminGet);
    await fetch(contract.programme.deleteSlot, {
      params: { id: slots.find((s) => s.thesisId === talkC)!.id },
    });
    const before = app.outbox().length;
    await fetch(contract.programme.publish);
    const mails = app.outbox().slice(before).map(emlText);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('is no longer scheduled');
    const gone = await as(other).raw(contract.programme.reportTiming, {
      params: { thesisId: talkC },
      body: { message: 'Where is my talk?' },
    });
    expect(gone.status).toBe(404);
  });

  it('refuses to delete a room in use', async () => {
    const res = await as(admin).raw(contract.programme.deleteRoom, { params: { id: hallA } });
    expect(res.status).toBe(409);
    const fetch = as(admin);
    const spare = await fetch(contract.programme.createRoom, {
      body: { nameEn: 'Spare', nameAz: 'Ehtiyat' },
    });
    await fetch(contract.programme.deleteRoom, { params: { id: spare.id } });
    await expect(
      fetch(contract.programme.updateRoom, {
        params: { id: spare.id },
        body: { nameEn: 'x', nameAz: 'y' },
      }),
    ).rejects.toBeInstanceOf(ApiCallError);
  });
});
