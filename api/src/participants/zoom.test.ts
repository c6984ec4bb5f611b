import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seedSettingsFromEnv } from '../settings/seed.js';
import { startTestApp } from '../test/app.js';
import { useTestWorld } from '../test/world.js';
import { createAdmin, createUser } from '../test/factories.js';

const zoom = { url: 'https://zoom.example.org/j/123', meetingId: '123 456', passcode: 'baku25' };

const world = useTestWorld({ author: false, app: { config: { zoom } } });

async function participant(approve: boolean) {
  const who = await createUser(world.app.ctx);
  const res = await request(world.app.url).post('/api/participation').set(who.auth).expect(201);
  if (approve) {
    await request(world.app.url)
      .patch(`/api/admin/participants/${res.body.id}`)
      .set(world.admin.auth)
      .send({ status: 'accepted' })
      .expect(200);
  }
  return who;
}

describe('GET /api/zoom', () => {
  it('gives the meeting to approved participants only', async () => {
    const approved = await participant(true);
    const res = await request(world.app.url).get('/api/zoom').set(approved.auth).expect(200);
    expect(res.body).toEqual(zoom);

    const waiting = await participant(false);
    await request(world.app.url).get('/api/zoom').set(waiting.auth).expect(403);
    const outsider = await createUser(world.app.ctx);
    await request(world.app.url).get('/api/zoom').set(outsider.auth).expect(403);
    await request(world.app.url).get('/api/zoom').expect(401);
  });

  it('follows the settings organisers save: the environment only seeded them', async () => {
    const approved = await participant(true);
    await request(world.app.url)
      .put('/api/admin/settings')
      .set(world.admin.auth)
      .send({ zoom: { url: 'https://zoom.example.org/j/999', meetingId: '999', passcode: '' } })
      .expect(200);
    const res = await request(world.app.url).get('/api/zoom').set(approved.auth).expect(200);
    expect(res.body).toEqual({
      url: 'https://zoom.example.org/j/999',
      meetingId: '999',
      passcode: null,
    });
    // A restart with the environment still set leaves the organisers' meeting alone.
    await seedSettingsFromEnv({
      config: { ...world.app.ctx.config, zoom },
      settings: world.app.ctx.settings,
    });
    const after = await request(world.app.url).get('/api/zoom').set(approved.auth).expect(200);
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
