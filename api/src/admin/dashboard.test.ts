import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  CONFERENCE_TIME_ZONE,
  DASHBOARD_ACTIVITY_LIMIT,
  DASHBOARD_CHART_DAYS,
  type AdminInitialData,
  type ThesisStatus,
  zonedDay,
  zonedDayStart,
} from '@conf/common';
import { useTestWorld } from '../test/world.js';
import { createUser, type CreatedUser } from '../test/factories.js';

const world = useTestWorld({ author: false });

const api = () => request(world.app.url);
const dashboard = async (): Promise<AdminInitialData> =>
  (await api().get('/api/admin/initial_data').set(world.admin.auth).expect(200))
    .body as AdminInitialData;

/** Moves a row's creation time: the factories always create "now". */
async function registeredAt(user: CreatedUser, at: Date) {
  await world.app.ctx.models.sequelize.query('UPDATE users SET created_at = :at WHERE id = :id', {
    type: QueryTypes.UPDATE,
    replacements: { at, id: user.user.id },
  });
}

async function thesis(author: CreatedUser, status: ThesisStatus, submittedAt = new Date()) {
  const topic = await world.app.ctx.models.Topic.findOne({ order: [['position', 'ASC']] });
  return world.app.ctx.models.Thesis.create({
    userId: author.user.id,
    title: 'Stability of thin elastic plates',
    topicId: topic!.id,
    keywords: ['plates', 'stability', 'elasticity'],
    status,
    submittedAt,
  });
}

const dayBefore = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};
const bucket = (data: AdminInitialData, date: string) =>
  data.chart.days.find((d) => d.date === date);

describe('GET /api/admin/initial_data', () => {
  it('counts users, today in Baku, abstracts, participants and unread messages from the tables', async () => {
    const before = await dashboard();
    const today = zonedDay(new Date(), CONFERENCE_TIME_ZONE);
    const midnight = zonedDayStart(today, CONFERENCE_TIME_ZONE);

    const now = await createUser(world.app.ctx);
    const atMidnight = await createUser(world.app.ctx);
    await registeredAt(atMidnight, midnight);
    const lateYesterday = await createUser(world.app.ctx);
    await registeredAt(lateYesterday, new Date(midnight.getTime() - 60_000));
    const threeDaysAgo = await createUser(world.app.ctx);
    await registeredAt(threeDaysAgo, new Date(Date.now() - 3 * 86_400_000));
    const longAgo = await createUser(world.app.ctx);
    await registeredAt(longAgo, new Date(Date.now() - 40 * 86_400_000));

    await thesis(now, 'in_editor');
    await thesis(now, 'in_editor');
    await thesis(atMidnight, 'rejected');
    await thesis(atMidnight, 'revised');
    await thesis(lateYesterday, 'accepted', new Date(midnight.getTime() - 60_000));
    await thesis(lateYesterday, 'require_payment', new Date(Date.now() - 3 * 86_400_000));

    const { Participant, Message } = world.app.ctx.models;
    await Participant.create({ userId: now.user.id, status: 'in_confirmation' });
    await Participant.create({ userId: atMidnight.user.id, status: 'in_confirmation' });
    await Participant.create({ userId: lateYesterday.user.id, status: 'accepted' });

    const message = (author: CreatedUser, fromAdmin: boolean, isSeen: boolean) =>
      Message.create({
        userId: author.user.id,
        senderId: fromAdmin ? world.admin.user.id : author.user.id,
        fromAdmin,
        body: 'Hello',
        isSeen,
      });
    await message(now, false, false);
    await message(threeDaysAgo, false, false);
    await message(threeDaysAgo, false, true);
    await message(threeDaysAgo, true, false);

    const after = await dashboard();
    expect(after.success).toBe(true);
    expect(after.users - before.users).toBe(5);
    expect(after.toDayUsers - before.toDayUsers).toBe(2);
    expect(after.thesesInEditor - before.thesesInEditor).toBe(2);
    expect(after.thesesRejected - before.thesesRejected).toBe(1);
    expect(after.thesesRevised - before.thesesRevised).toBe(1);
    expect(after.thesesAccepted - before.thesesAccepted).toBe(1);
    expect(after.participantsInConfirmation - before.participantsInConfirmation).toBe(2);
    expect(after.participantsAccepted - before.participantsAccepted).toBe(1);
    expect(after.messages - before.messages).toBe(2);

    const delta = (date: string, field: 'registrations' | 'submissions') =>
      (bucket(after, date)?.[field] ?? 0) - (bucket(before, date)?.[field] ?? 0);
    expect(delta(today, 'registrations')).toBe(2);
    expect(delta(dayBefore(today, 1), 'registrations')).toBe(1);
    expect(delta(dayBefore(today, 3), 'registrations')).toBe(1);
    expect(delta(today, 'submissions')).toBe(4);
    expect(delta(dayBefore(today, 1), 'submissions')).toBe(1);
    expect(delta(dayBefore(today, 3), 'submissions')).toBe(1);
  });

  it('charts the last 30 Baku days, one entry a day, today last', async () => {
    const { chart } = await dashboard();
    const today = zonedDay(new Date(), CONFERENCE_TIME_ZONE);
    expect(chart.days).toHaveLength(DASHBOARD_CHART_DAYS);
    expect(chart.days.at(-1)!.date).toBe(today);
    expect(chart.days[0]!.date).toBe(dayBefore(today, DASHBOARD_CHART_DAYS - 1));
    for (let i = 1; i < chart.days.length; i++) {
      expect(chart.days[i]!.date).toBe(addDays(chart.days[i - 1]!.date, 1));
    }
    for (const day of chart.days) {
      expect(Number.isInteger(day.registrations) && Number.isInteger(day.submissions)).toBe(true);
    }
  });

  it('lists the latest activity first, with the author and the abstract named', async () => {
    const author = await createUser(world.app.ctx, { name: 'Leyla', surname: 'Mammadova' });
    const first = await thesis(author, 'rejected');
    const { Activity } = world.app.ctx.models;
    await Activity.create({ type: 'thesis_submitted', userId: author.user.id, thesisId: first.id });
    const latest = await Activity.create({
      type: 'thesis_resubmitted',
      userId: author.user.id,
      thesisId: first.id,
    });
    const { recentActivity } = await dashboard();
    expect(recentActivity.length).toBeLessThanOrEqual(DASHBOARD_ACTIVITY_LIMIT);
    expect(recentActivity.slice(0, 2)).toMatchObject([
      {
        id: latest.id,
        type: 'thesis_resubmitted',
        userName: 'Leyla Mammadova',
        title: first.title,
      },
      { type: 'thesis_submitted', userId: author.user.id, thesisId: first.id },
    ]);
  });

  it('is refused to a visitor (401) and an author (403)', async () => {
    await api().get('/api/admin/initial_data').expect(401);
    const author = await createUser(world.app.ctx);
    await api().get('/api/admin/initial_data').set(author.auth).expect(403);
  });
});
