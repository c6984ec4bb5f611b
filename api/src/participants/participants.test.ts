import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { asBytes } from '../test/app.js';
import { useTestWorld } from '../test/world.js';
import { countryId, createUser, uniq } from '../test/factories.js';
import { participantCounts } from './service.js';

const world = useTestWorld({ author: false });

const api = () => request(world.app.url);
/** An organiser (or `who`) moves participant `id` to `status`. */
const decide = (id: number | string, status: string, who = world.admin) =>
  api().patch(`/api/admin/participants/${id}`).set(who.auth).send({ status });

async function participant(overrides: Parameters<typeof createUser>[1] = {}, accepted = false) {
  const who = await createUser(world.app.ctx, overrides);
  const res = await api().post('/api/participation').set(who.auth).expect(201);
  if (accepted) {
    await decide(res.body.id, 'accepted').expect(200);
  }
  return { who, id: res.body.id as number };
}

describe('/api/participation', () => {
  it('declares participation once; the second time is a conflict', async () => {
    const user = await createUser(world.app.ctx);
    const none = await api().get('/api/participation').set(user.auth).expect(200);
    expect(none.body).toBeNull();
    const created = await api().post('/api/participation').set(user.auth).expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      status: 'in_confirmation',
      createdAt: expect.any(String),
      decidedAt: null,
    });
    const again = await api().post('/api/participation').set(user.auth).expect(409);
    expect(again.body.message).toBe('You have already declared your participation');
    const mine = await api().get('/api/participation').set(user.auth).expect(200);
    expect(mine.body.id).toBe(created.body.id);
  });

  it('answers 401 to a visitor', async () => {
    await api().get('/api/participation').expect(401);
    await api().post('/api/participation').expect(401);
  });
});

describe('GET /api/participants/public', () => {
  it('lists accepted participants only, by surname, with the country in the reader language', async () => {
    const tag = uniq();
    const b = await participant({ surname: `Bxx${tag}`, countryCode: 'AZ' }, true);
    const a = await participant({ surname: `Axx${tag}`, countryCode: 'DE' }, true);
    await participant({ surname: `Cxx${tag}` });
    const res = await api()
      .get(`/api/participants/public?q=${tag}`)
      .set('lang-code', 'az')
      .expect(200);
    expect(res.body).toMatchObject({ total: 2, page: 1 });
    expect(res.body.data.map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);
    expect(res.body.data[1]).toEqual({
      id: b.id,
      name: b.who.user.name,
      surname: b.who.user.surname,
      institution: b.who.user.institution,
      country: { code: 'AZ', name: 'Azərbaycan' },
    });
    expect(JSON.stringify(res.body)).not.toContain('@');
    const byEmail = await api()
      .get(`/api/participants/public?q=${encodeURIComponent(b.who.user.email)}`)
      .expect(200);
    expect(byEmail.body.total).toBe(0);
  });
});

describe('admin participants', () => {
  it('lists with filters on status, country and text, sorted and paginated', async () => {
    const tag = uniq();
    const az = await participant({ surname: `Az${tag}`, countryCode: 'AZ' });
    await participant({ surname: `De${tag}`, countryCode: 'DE' }, true);
    const azId = await countryId(world.app.ctx, 'AZ');
    const res = await api()
      .get(`/api/admin/participants?status=in_confirmation&countryId=${azId}&q=${tag}`)
      .set(world.admin.auth)
      .expect(200);
    expect(res.body.total).toBe(1);
    expect(res.body.data[0]).toMatchObject({
      id: az.id,
      status: 'in_confirmation',
      user: { email: az.who.user.email, country: { code: 'AZ', name: 'Azerbaijan' } },
      abilities: { accept: true },
    });
    const sorted = await api()
      .get(`/api/admin/participants?q=${tag}&sort=-surname&pageSize=1`)
      .set(world.admin.auth)
      .expect(200);
    expect(sorted.body).toMatchObject({ total: 2, pageSize: 1 });
    expect(sorted.body.data[0].user.surname).toBe(`De${tag}`);
  });

  it('approves a participant once; a second move answers 409', async () => {
    const { id } = await participant();
    const res = await decide(id, 'accepted').expect(200);
    expect(res.body).toMatchObject({
      status: 'accepted',
      decidedAt: expect.any(String),
      abilities: { accept: false },
    });
    const again = await decide(id, 'accepted').expect(409);
    expect(again.body.message).toBe('This participant has already been approved');
  });

  it('refuses a bad status and an unknown participant', async () => {
    const { id } = await participant();
    const bad = await decide(id, 'in_confirmation').expect(422);
    expect(bad.body.errors.status).toEqual(['Choose one of the listed options']);
    const missing = await decide(999999, 'accepted').expect(404);
    expect(missing.body.message).toBe('Participant not found');
  });

  it('exports the filtered list as CSV and XLSX', async () => {
    const tag = uniq();
    await participant({ surname: `Export${tag}`, countryCode: 'AZ' });
    const csv = await api()
      .get(`/api/admin/participants/export?format=csv&q=${tag}`)
      .set(world.admin.auth)
      .set('lang-code', 'az')
      .expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Soyad');
    expect(lines[1]).toContain(`Export${tag}`);
    expect(lines[1]).toContain('Təsdiq gözlənilir');
    const xlsx = await api()
      .get(`/api/admin/participants/export?format=xlsx&q=${tag}`)
      .set(world.admin.auth)
      .buffer(true)
      .parse(asBytes)
      .expect(200);
    expect(xlsx.headers['content-disposition']).toMatch(/participants-.*\.xlsx/);
    expect((xlsx.body as Buffer).subarray(0, 2).toString()).toBe('PK');
    await api().get('/api/admin/participants/export?format=pdf').set(world.admin.auth).expect(422);
  });

  it('counts participants by status for the dashboard', async () => {
    const before = await participantCounts(world.app.ctx);
    await participant();
    await participant({}, true);
    const after = await participantCounts(world.app.ctx);
    expect(after).toEqual({
      inConfirmation: before.inConfirmation + 1,
      accepted: before.accepted + 1,
    });
  });

  it('is for organisers only', async () => {
    const { who, id } = await participant();
    await api().get('/api/admin/participants').expect(401);
    await api().get('/api/admin/participants').set(who.auth).expect(403);
    await decide(id, 'accepted', who).expect(403);
    await api().get('/api/admin/participants/export').set(who.auth).expect(403);
  });
});
