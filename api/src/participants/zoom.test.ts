import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSettingsFromEnv } from '../settings/seed.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';

const zoom = { url: 'https://zoom.example.org/j/123', meetingId: '123 456', passcode: 'baku25' };

let app: TestApp;
let admin: CreatedUser;
beforeAll(async () => {
  app = await startTestApp({ config: { zoom } });
  admin = await createAdmin(app.ctx);
});
afterAll(() => app.close());

async function participant(approve: boolean) {
  const who = await createUser(app.ctx);
  const res = await request(app.url).post('/api/participation').set(who.auth).expect(201);
  if (approve) {
    await request(app.url)
      .patch(`/api/admin/participants/${res.body.id}`)
      .set(admin.auth)
      .send({ status: 'accepted' })
      .expect(200);
  }
  return who;
}

describe('GET /api/zoom', () => {
  it('gives the meeting to approved participants only', async () => {
    const approved = await participant(true);
    const res = await request(app.url).get('/api/zoom').set(approved.auth).expect(200);
    expect(res.body).toEqual(zoom);

    const waiting = await participant(false);
    await request(app.url).get('/api/zoom').set(waiting.auth).expect(403);
    const outsider = await createUser(app.ctx);
    await request(app.url).get('/api/zoom').set(outsider.auth).expect(403);
    await request(app.url).get('/api/zoom').expect(401);
  });

  it('follows the settings organisers save: the environment only seeded them', async () => {
    const approved = await participant(true);
    await request(app.url)
      .put('/api/admin/settings')
      .set(admin.auth)
      .send({ zoom: { url: 'https://zoom.example.org/j/999', meetingId: '999', passcode: '' } })
      .expect(200);
    const res = await request(app.url).get('/api/zoom').set(approved.auth).expect(200);
    expect(res.body).toEqual({
      url: 'https://zoom.example.org/j/999',
      meetingId: '999',
      passcode: null,
    });
    // A restart with the environment still set leaves the organisers' meeting alone.
    await seedSettingsFromEnv({ config: { ...app.ctx.config, zoom }, settings: app.ctx.settings });
    const after = await request(app.url).get('/api/zoom').set(approved.auth).expect(200);
    expect(after.body.url).toBe('https://zoom.example.org/j/999');
  });

  it('answers 404 while organisers have not set the meeting', async () => {
    const unset = await startTestApp();
    try {
      const who = await createUser(unset.ctx);
      const id = (await request(unset.url).post('/api/participation').set(who.auth)).body.id;
      const organiser = await createAdmin(unset.ctx);
      await request(unset.url)
        .patch(`/api/admin/participants/${id}`)
        .set(organiser.auth)
        .send({ status: 'accepted' })
        .expect(200);
      await request(unset.url).get('/api/zoom').set(who.auth).expect(404);
    } finally {
      await unset.close();
    }
  });
});
