import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { startInstancePair } from '../test/instance-pair.js';
import { REDIS_URL, redisAvailable, removeRedisKeys } from '../test/redis.js';
import { connectSocket, nextEvent, recordEvents, type ClientSocket } from '../test/sockets.js';
import { redisPresence } from './presence.js';

/**
 * Two instances over one database and one Redis, as behind a load balancer. Every key and
 * channel of this run carries its own prefix, so parallel runs never meet.
 */
const prefix = `conf-test-${randomBytes(4).toString('hex')}:`;

let a: TestApp;
let b: TestApp;
let admin: CreatedUser;
const open: ClientSocket[] = [];
beforeAll(async () => {
  if (!redisAvailable) return;
  ({ a, b } = await startInstancePair(prefix));
  admin = await createAdmin(a.ctx);
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  if (redisAvailable) await removeRedisKeys(prefix);
});

async function connect(app: TestApp, who: CreatedUser, before?: (s: ClientSocket) => void) {
  const socket = await connectSocket(app.url, { auth: { token: who.token }, before });
  open.push(socket);
  return socket;
}
const quiet = (ms = 300) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!redisAvailable)('across instances', () => {
  it('delivers a message sent over HTTP on A to sockets connected to B', async () => {
    const author = await createUser(a.ctx);
    const stranger = await createUser(a.ctx);
    const authorOnB = await connect(b, author);
    const adminOnB = await connect(b, admin);
    const strangerOnB = await connect(b, stranger);
    const strangerSaw = recordEvents(strangerOnB);

    const toAuthor = nextEvent(authorOnB, 'new_message_user', (m) => m.body === 'across');
    const toAdmin = nextEvent(adminOnB, 'new_message_admin', (m) => m.body === 'across');
    await request(a.url)
      .post(`/api/admin/messages/${author.user.id}`)
      .set(admin.auth)
      .field('body', 'across')
      .expect(201);
    expect(await toAuthor).toMatchObject({ userId: author.user.id, fromAdmin: true });
    expect(await toAdmin).toMatchObject({ userId: author.user.id, fromAdmin: true });

    const reply = nextEvent(adminOnB, 'new_message_admin', (m) => m.body === 'reply');
    await request(a.url)
      .post('/api/user/messages')
      .set(author.auth)
      .field('body', 'reply')
      .expect(201);
    expect(await reply).toMatchObject({ userId: author.user.id, fromAdmin: false });

    const seen = nextEvent(adminOnB, 'read_admin_messages', (e) => e.userId === author.user.id);
    await request(a.url)
      .get(`/api/admin/messages/read/${author.user.id}`)
      .set(admin.auth)
      .expect(200);
    expect(await seen).toEqual({ userId: author.user.id, count: 1 });
    await quiet();
    expect(strangerSaw).toEqual([]);
  });

  it('keeps one presence list for all instances', async () => {
    const author = await createUser(a.ctx);
    const adminOnA = await connect(a, admin);
    const online = nextEvent(adminOnA, 'add_online_user', (u) => u.id === author.user.id);
    const tabOnB = await connect(b, author);
    expect(await online).toEqual({ id: author.user.id, isAdmin: false });
    const listed = await request(a.url).get('/api/admin/users/online').set(admin.auth).expect(200);
    expect(listed.body.data.map((u: { id: number }) => u.id)).toContain(author.user.id);

    // A second tab on the other instance keeps the author online when the first closes.
    const tabOnA = await connect(a, author);
    const saw = recordEvents(adminOnA);
    tabOnB.close();
    await quiet(500);
    expect(saw.filter((e) => e.name === 'remove_online_user')).toEqual([]);

    const gone = nextEvent(adminOnA, 'remove_online_user', (u) => u.id === author.user.id);
    tabOnA.close();
    expect(await gone).toEqual({ id: author.user.id });
    const after = await request(b.url).get('/api/admin/users/online').set(admin.auth).expect(200);
    expect(after.body.data.map((u: { id: number }) => u.id)).not.toContain(author.user.id);
  });
});

describe.skipIf(!redisAvailable)('redis presence', () => {
  it('forgets the users of an instance that stopped beating', async () => {
    const timing = { heartbeatMs: 100, instanceTtlMs: 400 };
    const crashing = createClient({ url: REDIS_URL });
    const surviving = createClient({ url: REDIS_URL });
    await Promise.all([crashing.connect(), surviving.connect()]);
    const ownPrefix = `${prefix}crash:`;
    let pruned = 0;
    const p1 = await redisPresence(crashing, ownPrefix, () => undefined, timing);
    const p2 = await redisPresence(surviving, ownPrefix, () => pruned++, timing);
    try {
      expect(await p1.join({ id: 41, isAdmin: false })).toBe(true);
      expect(await p2.join({ id: 41, isAdmin: false })).toBe(false);
      expect(await p2.join({ id: 42, isAdmin: true })).toBe(true);
      expect(await p2.list()).toEqual(
        expect.arrayContaining([
          { id: 41, isAdmin: false },
          { id: 42, isAdmin: true },
        ]),
      );

      crashing.destroy();
      expect(await p2.leave({ id: 41, isAdmin: false })).toBe(false);
      await quiet(900);
      expect(pruned).toBeGreaterThan(0);
      expect(await p2.list()).toEqual([{ id: 42, isAdmin: true }]);
    } finally {
      await p1.close().catch(() => undefined);
      await p2.close();
      await surviving.close();
    }
  });
});
