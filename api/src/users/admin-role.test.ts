import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SOCKET_ROOMS, type AdminUserDto } from '@conf/common';
import { startTestApp, type TestApp } from '../test/app.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { connectSocket } from '../test/sockets.js';

// This file has its own database: the "last administrator" rule counts every admin in it.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

let admin: CreatedUser;
beforeEach(async () => {
  // Each case starts with exactly one administrator.
  await app.ctx.models.User.update({ role: 'user' }, { where: { role: 'admin' } });
  admin = await createAdmin(app.ctx);
});

const api = () => request(app.url);
const setRole = (actor: CreatedUser, target: CreatedUser | number, role: unknown, lang = 'en') =>
  api()
    .patch(`/api/admin/users/${typeof target === 'number' ? target : target.user.id}/role`)
    .set('lang-code', lang)
    .set(actor.auth)
    .send({ role });
const roleOf = async (u: CreatedUser) => (await app.ctx.models.User.findByPk(u.user.id))!.role;

describe('PATCH /api/admin/users/:id/role', () => {
  it('promotes an author, who may then use the admin API', async () => {
    const author = await createUser(app.ctx);
    await api().get('/api/admin/users').set(author.auth).expect(403);
    const res = await setRole(admin, author, 'admin').expect(200);
    const dto = res.body as AdminUserDto;
    expect(dto).toMatchObject({
      id: author.user.id,
      role: 'admin',
      abilities: { promote: false, demote: true },
    });
    expect(dto).not.toHaveProperty('passwordHash');
    await api().get('/api/admin/users').set(author.auth).expect(200);
  });

  it('demotes another administrator, who loses the admin API at once', async () => {
    const other = await createAdmin(app.ctx);
    const res = await setRole(admin, other, 'user').expect(200);
    expect(res.body).toMatchObject({ role: 'user', abilities: { promote: true, demote: false } });
    await api().get('/api/admin/users').set(other.auth).expect(403);
  });

  it('refuses to demote the last administrator, oneself included, with 409 in both languages', async () => {
    const en = await setRole(admin, admin, 'user', 'en').expect(409);
    expect(en.body.message).toBe(
      'This is the last administrator. Make another user an administrator first, then change this role',
    );
    const az = await setRole(admin, admin, 'user', 'az').expect(409);
    expect(az.body.message).toBe(
      'Bu, sonuncu administratordur. Əvvəlcə başqa istifadəçini administrator edin, sonra bu rolu dəyişin',
    );
    expect(await roleOf(admin)).toBe('admin');
    const list = await api()
      .get('/api/admin/users')
      .query({ q: admin.user.email })
      .set(admin.auth)
      .expect(200);
    expect(list.body.data[0].abilities).toEqual({ promote: false, demote: false });
  });

  it('drops the demoted organiser’s sockets, which reconnect without the admin flag', async () => {
    const other = await createAdmin(app.ctx);
    const socket = await connectSocket(app.url, { auth: { token: other.token } });
    try {
      const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await setRole(admin, other, 'user').expect(200);
      expect(await dropped).toBe('io server disconnect');
    } finally {
      socket.close();
    }
    const again = await connectSocket(app.url, { auth: { token: other.token } });
    try {
      const server = await app.ctx.realtime
        .server!.in(SOCKET_ROOMS.user(other.user.id))
        .fetchSockets();
      expect(server.map((s) => s.data.isAdmin)).toEqual([false]);
    } finally {
      again.close();
    }
  });

  it('lets an administrator step down while another one remains', async () => {
    const other = await createAdmin(app.ctx);
    await setRole(admin, admin, 'user').expect(200);
    expect(await roleOf(admin)).toBe('user');
    await api().get('/api/admin/users').set(admin.auth).expect(403);
    await setRole(other, other, 'user').expect(409);
  });

  it('keeps one administrator when two demote each other at the same moment', async () => {
    const other = await createAdmin(app.ctx);
    const results = await Promise.all([
      setRole(admin, other, 'user'),
      setRole(other, admin, 'user'),
    ]);
    const statuses = results.map((r) => r.status).sort();
    // Whichever runs second either finds its caller demoted (403) or meets the last-admin rule (409).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await app.ctx.models.User.count({ where: { role: 'admin' } })).toBe(1);
  });

  it('answers a role the user already has with the user unchanged', async () => {
    const res = await setRole(admin, admin, 'admin').expect(200);
    expect(res.body.role).toBe('admin');
  });

  it('refuses an unknown role (422), an unknown user (404), a visitor (401) and an author (403)', async () => {
    const author = await createUser(app.ctx);
    const bad = await setRole(admin, author, 'superuser').expect(422);
    expect(bad.body.errors.role).toEqual(['Choose one of the listed options']);
    await setRole(admin, author, undefined).expect(422);
    const missing = await setRole(admin, 99_999_999, 'admin').expect(404);
    expect(missing.body.message).toBe('User not found');
    await api()
      .patch(`/api/admin/users/${author.user.id}/role`)
      .send({ role: 'admin' })
      .expect(401);
    await setRole(author, author, 'admin').expect(403);
    expect(await roleOf(author)).toBe('user');
  });
});
