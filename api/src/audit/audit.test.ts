import { Op } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { AUTH, contract, type AuditAction } from '@conf/common';
import type { AuditEventModel } from '../db/models/settings-audit.js';
import { useTestWorld } from '../test/world.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { createReviewer, fetcherFor } from '../test/reviews.js';
import { createPayment, createThesis } from '../test/theses.js';

/**
 * Each change an organiser or reviewer makes leaves exactly one audit event, with the fields
 * before and after, written in the change's own transaction.
 */

const world = useTestWorld();

const as = (who: CreatedUser | null, locale = 'en') => fetcherFor(world.app, who, locale);

/** Runs `change` and answers the events it recorded, oldest first. */
async function eventsOf(change: () => Promise<unknown>): Promise<AuditEventModel[]> {
  const last =
    (await world.app.ctx.models.AuditEvent.max<string | null, AuditEventModel>('id')) ?? 0;
  await change();
  return world.app.ctx.models.AuditEvent.findAll({
    where: { id: { [Op.gt]: last } },
    order: [['id', 'ASC']],
  });
}

/** Runs `change` and expects exactly one event, of `action`, by `actor`. */
async function oneEvent(
  action: AuditAction,
  change: () => Promise<unknown>,
  actor: CreatedUser = world.admin,
): Promise<AuditEventModel> {
  const events = await eventsOf(change);
  expect(events.map((e) => e.action)).toEqual([action]);
  expect(events[0]!.actorId).toBe(actor.user.id);
  expect(events[0]!.actorName).toBe(`${actor.user.name} ${actor.user.surname}`);
  return events[0]!;
}

describe('every audited action records one event with the fields before and after', () => {
  it('abstracts: acceptance and rejection', async () => {
    const accepted = await createThesis(world.app.ctx, world.author.user);
    const accept = await oneEvent('thesis.accept', () =>
      as(world.admin)(contract.theses.accept, { params: { id: accepted.id } }),
    );
    expect(accept).toMatchObject({
      resource: 'thesis',
      resourceId: String(accepted.id),
      before: { status: 'in_editor' },
      after: { status: 'require_payment', feeAmount: 50, feeCurrency: 'EUR' },
    });
    const rejected = await createThesis(world.app.ctx, world.author.user);
    const reject = await oneEvent('thesis.reject', () =>
      as(world.admin)(contract.theses.reject, {
        params: { id: rejected.id },
        body: { reason: 'Out of scope' },
      }),
    );
    expect(reject).toMatchObject({
      before: { status: 'in_editor' },
      after: { status: 'rejected', reason: 'Out of scope' },
    });
  });

  it('payments: acceptance (moving the abstract) and rejection with its reason', async () => {
    const thesis = await createThesis(world.app.ctx, world.author.user, {
      status: 'require_payment',
    });
    const rejectedPayment = await createPayment(world.app.ctx, thesis);
    const reject = await oneEvent('payment.reject', () =>
      as(world.admin)(contract.payments.decide, {
        params: { id: rejectedPayment.id },
        body: { status: 'rejected', reason: 'Unreadable receipt' },
      }),
    );
    expect(reject).toMatchObject({
      resource: 'payment',
      resourceId: String(rejectedPayment.id),
      before: { status: 'pending', thesisId: thesis.id },
      after: { status: 'rejected', reason: 'Unreadable receipt' },
    });
    const payment = await createPayment(world.app.ctx, thesis);
    const accept = await oneEvent('payment.accept', () =>
      as(world.admin)(contract.payments.decide, {
        params: { id: payment.id },
        body: { status: 'accepted' },
      }),
    );
    expect(accept.after).toMatchObject({ status: 'accepted', thesisStatus: 'accepted' });
  });

  it('participants: approval', async () => {
    const participant = await world.app.ctx.models.Participant.create({
      userId: world.author.user.id,
    });
    const event = await oneEvent('participant.accept', () =>
      as(world.admin)(contract.participants.decide, {
        params: { id: participant.id },
        body: { status: 'accepted' },
      }),
    );
    expect(event).toMatchObject({
      resource: 'participant',
      resourceId: String(participant.id),
      before: { status: 'in_confirmation' },
      after: { status: 'accepted', userId: world.author.user.id },
    });
  });

  it('users: role changes, and organisers’ (not authors’) own account edits', async () => {
    const user = await createUser(world.app.ctx);
    const role = await oneEvent('user.role', () =>
      as(world.admin)(contract.admin.changeRole, {
        params: { id: user.user.id },
        body: { role: 'admin' },
      }),
    );
    expect(role).toMatchObject({
      resource: 'user',
      resourceId: String(user.user.id),
      before: { role: 'user' },
      after: { role: 'admin' },
    });

    const profile = (who: CreatedUser, city: string) => ({
      name: who.user.name,
      surname: who.user.surname,
      email: who.user.email,
      countryId: who.user.countryId,
      city,
      institution: who.user.institution,
      phonePrefix: who.user.phonePrefix,
      phone: who.user.phone,
      academicDegree: who.user.academicDegree,
      academicTitle: who.user.academicTitle,
      newPassword: 'a-brand-new-password',
      currentPassword: who.password,
    });
    // A new password signs out every other session; this one carries on with its fresh token.
    const editOwn = async (who: CreatedUser, city: string) => {
      const res = await as(who).raw(contract.auth.editAccount, { body: profile(who, city) });
      expect(res.status).toBe(200);
      const token = res.headers.get(AUTH.renewedTokenHeader)!;
      Object.assign(who, { token, auth: { Authorization: `Bearer ${token}` } });
    };
    const edit = await oneEvent('user.update', () => editOwn(world.admin, 'Baku'));
    expect(edit.before).toEqual({ city: 'London' });
    expect(edit.after).toEqual({ city: 'Baku', credentialsChanged: true });
    expect(JSON.stringify(edit.after)).not.toMatch(/\$2[aby]\$/);
    expect(await eventsOf(() => editOwn(world.author, 'Paris'))).toEqual([]);
  });

  it('reviewing: topics, assignment, withdrawal, reviews, declared conflicts', async () => {
    const reviewer = await createReviewer(world.app.ctx, [world.topics[0]!]);
    const topicsEvent = await oneEvent('reviewer.topics', () =>
      as(world.admin)(contract.reviews.admin.topics, {
        params: { id: reviewer.user.id },
        body: { topicIds: [world.topics[1]!, world.topics[0]!] },
      }),
    );
    expect(topicsEvent).toMatchObject({
      resource: 'user',
      resourceId: String(reviewer.user.id),
      before: { topicIds: [world.topics[0]] },
      after: { topicIds: [world.topics[0], world.topics[1]] },
    });

    const thesis = await createThesis(world.app.ctx, world.author.user);
    const assign = () =>
      as(world.admin)(contract.reviews.admin.assign, {
        params: { id: thesis.id },
        body: { reviewerId: reviewer.user.id },
      });
    const assigned = await oneEvent('review.assign', assign);
    expect(assigned).toMatchObject({
      resource: 'thesis',
      resourceId: String(thesis.id),
      before: null,
      after: { reviewerId: reviewer.user.id },
    });
    const withdrawn = await oneEvent('review.unassign', () =>
      as(world.admin)(contract.reviews.admin.unassign, {
        params: { id: thesis.id, reviewerId: reviewer.user.id },
      }),
    );
    expect(withdrawn).toMatchObject({ before: { reviewerId: reviewer.user.id }, after: null });

    const conflict = await oneEvent('review.conflict.add', () =>
      as(world.admin)(contract.reviews.admin.addConflict, {
        body: { reviewerId: reviewer.user.id, thesisId: thesis.id, reason: 'Same lab' },
      }),
    );
    expect(conflict.after).toMatchObject({ reviewerId: reviewer.user.id, reason: 'Same lab' });
    const declared = await world.app.ctx.models.ReviewConflict.findOne({
      where: { thesisId: thesis.id },
    });
    const removed = await oneEvent('review.conflict.remove', () =>
      as(world.admin)(contract.reviews.admin.removeConflict, { params: { id: declared!.id } }),
    );
    expect(removed.before).toMatchObject({ reason: 'Same lab' });

    await assign();
    const body = {
      originality: 3,
      relevance: 4,
      clarity: 5,
      recommendation: 'revise' as const,
      commentForAuthor: 'Tighten the proof.',
      confidentialComment: '',
    };
    const created = await oneEvent(
      'review.create',
      () => as(reviewer)(contract.reviews.save, { params: { id: thesis.id }, body }),
      reviewer,
    );
    expect(created).toMatchObject({
      resource: 'thesis',
      resourceId: String(thesis.id),
      before: null,
      after: { ...body, version: 0 },
    });
    const updated = await oneEvent(
      'review.update',
      () =>
        as(reviewer)(contract.reviews.save, {
          params: { id: thesis.id },
          body: { ...body, clarity: 2, recommendation: 'reject' },
        }),
      reviewer,
    );
    expect(updated.before).toEqual({ clarity: 5, recommendation: 'revise' });
    expect(updated.after).toEqual({ clarity: 2, recommendation: 'reject' });
    // Saving the same review again changes nothing and records nothing.
    const same = await eventsOf(() =>
      as(reviewer)(contract.reviews.save, {
        params: { id: thesis.id },
        body: { ...body, clarity: 2, recommendation: 'reject' },
      }),
    );
    expect(same).toEqual([]);
  });

  it('pages and news: creation, edit, publication, deletion', async () => {
    const page = {
      slug: `audit-${Date.now()}`,
      title: 'Visa',
      body: '<p>Rules</p>',
      locale: 'en' as const,
    };
    const createdPage = await oneEvent('page.create', () =>
      as(world.admin)(contract.pages.admin.create, { body: page }),
    );
    expect(createdPage).toMatchObject({
      resource: 'page',
      before: null,
      after: { slug: page.slug, title: 'Visa', isPublished: true },
    });
    const id = Number(createdPage.resourceId);
    const edited = await oneEvent('page.update', () =>
      as(world.admin)(contract.pages.admin.update, {
        params: { id },
        body: { slug: page.slug, title: 'Visa rules', body: '<p>Rules</p>' },
      }),
    );
    expect(edited.before).toEqual({ title: 'Visa' });
    expect(edited.after).toEqual({ title: 'Visa rules' });
    const hidden = await oneEvent('page.publish', () =>
      as(world.admin)(contract.pages.admin.publish, {
        params: { id },
        body: { isPublished: false },
      }),
    );
    expect(hidden).toMatchObject({ before: { isPublished: true }, after: { isPublished: false } });
    const deleted = await oneEvent('page.delete', () =>
      as(world.admin)(contract.pages.admin.remove, { params: { id } }),
    );
    expect(deleted).toMatchObject({ before: { slug: page.slug }, after: null });

    const news = {
      title: 'Registration opens',
      body: '<p>Now</p>',
      locale: 'en' as const,
      publishedAt: new Date().toISOString(),
    };
    const createdNews = await oneEvent('news.create', () =>
      as(world.admin)(contract.news.admin.create, { body: news }),
    );
    const newsId = Number(createdNews.resourceId);
    const editedNews = await oneEvent('news.update', () =>
      as(world.admin)(contract.news.admin.update, {
        params: { id: newsId },
        body: { ...news, title: 'Registration is open' },
      }),
    );
    expect(editedNews.after).toEqual({ title: 'Registration is open' });
    await oneEvent('news.publish', () =>
      as(world.admin)(contract.news.admin.publish, {
        params: { id: newsId },
        body: { isPublished: false },
      }),
    );
    await oneEvent('news.delete', () =>
      as(world.admin)(contract.news.admin.remove, { params: { id: newsId } }),
    );
  });

  it('exports: who exported which list, with which filters', async () => {
    const users = await oneEvent('export.users', () =>
      as(world.admin)(contract.admin.usersExport, { query: { format: 'csv', role: 'admin' } }),
    );
    expect(users).toMatchObject({
      resource: 'user',
      resourceId: null,
      after: { format: 'csv', filters: { role: 'admin' }, rows: expect.any(Number) },
    });
    const theses = await oneEvent('export.theses', () =>
      as(world.admin)(contract.theses.adminExport, {
        query: { format: 'xlsx', status: 'rejected' },
      }),
    );
    expect(theses.after).toMatchObject({ format: 'xlsx', filters: { status: 'rejected' } });
    await oneEvent('export.participants', () =>
      as(world.admin)(contract.participants.adminExport, { query: { format: 'csv' } }),
    );
    const audit = await oneEvent('export.audit', () =>
      as(world.admin)(contract.audit.export, { query: { action: 'thesis.reject' } }),
    );
    expect(audit.after).toMatchObject({ filters: { action: 'thesis.reject' }, rows: 1 });
  });

  it('a demoted reviewer: the role, the topics and each open assignment withdrawn', async () => {
    const reviewer = await createReviewer(world.app.ctx, [world.topics[0]!]);
    const thesis = await createThesis(world.app.ctx, world.author.user);
    await as(world.admin)(contract.reviews.admin.assign, {
      params: { id: thesis.id },
      body: { reviewerId: reviewer.user.id },
    });
    const events = await eventsOf(() =>
      as(world.admin)(contract.reviews.admin.demote, { params: { id: reviewer.user.id } }),
    );
    expect(events.map((e) => [e.action, e.resourceId])).toEqual([
      ['reviewer.topics', String(reviewer.user.id)],
      ['review.unassign', String(thesis.id)],
      ['user.role', String(reviewer.user.id)],
    ]);
    expect(
      await world.app.ctx.models.ReviewAssignment.count({ where: { thesisId: thesis.id } }),
    ).toBe(0);
  });
});

describe('the audit list (/admin/audit)', () => {
  it('filters by person, resource, action and day, newest first, in bounded pages', async () => {
    const other = await createAdmin(world.app.ctx);
    const thesis = await createThesis(world.app.ctx, world.author.user);
    await as(other)(contract.theses.reject, { params: { id: thesis.id }, body: { reason: 'No' } });

    const byPerson = await as(world.admin)(contract.audit.list, {
      query: { actorId: other.user.id },
    });
    expect(byPerson).toMatchObject({ total: 1, totalCapped: false });
    expect(byPerson.data[0]).toMatchObject({
      action: 'thesis.reject',
      resource: 'thesis',
      resourceId: String(thesis.id),
      actor: { id: other.user.id, role: 'admin' },
    });
    const byRecord = await as(world.admin)(contract.audit.list, {
      query: { resource: 'thesis', resourceId: String(thesis.id) },
    });
    expect(byRecord.data.map((e) => e.action)).toEqual(['thesis.reject']);

    const all = await as(world.admin)(contract.audit.list, { query: { pageSize: 100 } });
    const times = all.data.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await as(world.admin)(contract.audit.list, { query: { page: 2, pageSize: 2 } });
    expect(second.data.map((e) => e.id)).toEqual(all.data.slice(2, 4).map((e) => e.id));

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Baku' });
    const dated = await as(world.admin)(contract.audit.list, {
      query: { from: today, to: today, action: 'thesis.reject' },
    });
    expect(dated.total).toBeGreaterThanOrEqual(1);
    const past = await as(world.admin)(contract.audit.list, {
      query: { from: '2020-01-01', to: '2020-01-31' },
    });
    expect(past.total).toBe(0);
  });

  it('refuses pages too deep and reversed ranges, in the caller language', async () => {
    const deep = await as(world.admin, 'az').raw(contract.audit.list, {
      query: { page: 101, pageSize: 100 },
    });
    expect(deep.status).toBe(422);
    expect(deep.body).toMatchObject({ errors: { page: [expect.stringMatching(/filtr/)] } });
    const reversed = await as(world.admin).raw(contract.audit.list, {
      query: { from: '2025-09-06', to: '2025-09-03' },
    });
    expect(reversed.status).toBe(422);
  });

  it('exports CSV in the organiser language', async () => {
    const res = await as(world.admin, 'az').raw(contract.audit.export, {
      query: { format: 'csv', action: 'thesis.reject' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="?audit-\d{4}/);
    const csv = String(res.body);
    expect(csv).toContain('Əməliyyat');
    expect(csv).toContain('Tezis rədd edildi');
  });

  it('is for organisers only', async () => {
    const reviewer = await createReviewer(world.app.ctx, []);
    expect((await as(null).raw(contract.audit.list)).status).toBe(401);
    expect((await as(world.author).raw(contract.audit.list)).status).toBe(403);
    expect((await as(reviewer).raw(contract.audit.list)).status).toBe(403);
    expect((await as(reviewer).raw(contract.audit.export)).status).toBe(403);
  });
});
