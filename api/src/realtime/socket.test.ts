import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, type MessageDto, type OnlineUser } from '@conf/common';
import { startTestApp, type TestApp } from '../test/app.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { connectSocket, nextEvent, recordEvents, type ClientSocket } from '../test/sockets.js';

let app: TestApp;
let admin: CreatedUser;
const open: ClientSocket[] = [];
beforeAll(async () => {
  app = await startTestApp();
  admin = await createAdmin(app.ctx);
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(() => app.close());

const api = () => request(app.url);
async function connect(who: CreatedUser | string, extra: Parameters<typeof connectSocket>[1] = {}) {
  const token = typeof who === 'string' ? who : who.token;
  const socket = await connectSocket(app.url, { ...extra, auth: { token, ...extra.auth } });
  open.push(socket);
  return socket;
}
/** The organisers write to `author` over HTTP, as the console does. */
const organiserWrites = (author: CreatedUser, body: string) =>
  api()
    .post(`/api/admin/messages/${author.user.id}`)
    .set(admin.auth)
    .field('body', body)
    .expect(201);
const quiet = (ms = 300) => new Promise((r) => setTimeout(r, ms));
const ack = <T>(
  socket: ClientSocket,
  event: 'read_user_messages' | 'read_admin_messages',
  payload: unknown,
) =>
  (
    socket.timeout(5_000) as unknown as { emitWithAck(e: string, p: unknown): Promise<T> }
  ).emitWithAck(event, payload);

describe('the handshake', () => {
  it('refuses a missing, forged or revoked token', async () => {
    await expect(connectSocket(app.url)).rejects.toThrow('unauthenticated');
    await expect(connectSocket(app.url, { auth: { token: 'not-a-jwt' } })).rejects.toThrow(
      'unauthenticated',
    );
    const user = await createUser(app.ctx);
    await user.user.increment('tokenVersion');
    await expect(connectSocket(app.url, { auth: { token: user.token } })).rejects.toThrow(
      'unauthenticated',
    );
  });

  it('answers a crowd of handshakes at once, each by its own user row', async () => {
    // Handshakes that arrive together share one user lookup: each must still get its own answer.
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(app.ctx)));
    const [revoked, deleted] = [users[0]!, users[1]!];
    await revoked.user.increment('tokenVersion');
    await deleted.user.destroy();
    const organiser = await createAdmin(app.ctx);
    const everyone = [...users, organiser];
    const outcomes = await Promise.allSettled(
      everyone.map((who) =>
        connectSocket(app.url, { auth: { token: who.token } }).then((socket) => {
          open.push(socket);
          return socket;
        }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(
      everyone.map((who) => (who === revoked || who === deleted ? 'rejected' : 'fulfilled')),
    );
    // Each socket is who its token says: only the organiser's may mark an author's messages read.
    const socketOf = (i: number) => (outcomes[i] as PromiseFulfilledResult<ClientSocket>).value;
    const markRead = (i: number) =>
      ack<{ success: boolean }>(socketOf(i), 'read_admin_messages', { userId: users[2]!.user.id });
    expect((await markRead(everyone.length - 1)).success).toBe(true);
    expect((await markRead(2)).success).toBe(false);
  }, 90_000);

  it('takes the httpOnly cookie only from the site itself', async () => {
    const user = await createUser(app.ctx);
    const cookie = `auth._token=${user.token}`;
    await expect(
      connectSocket(app.url, { headers: { cookie, origin: 'https://evil.example' } }),
    ).rejects.toThrow('origin not allowed');
    const socket = await connectSocket(app.url, { headers: { cookie, origin: app.url } });
    open.push(socket);
    expect(socket.connected).toBe(true);
  });
});

describe('cross-origin polling', () => {
  it('is open to the desktop console and closed to other sites', async () => {
    const poll = (origin: string) =>
      api().get('/socket.io/?EIO=4&transport=polling').set('Origin', origin).expect(200);
    const desktop = await poll('app://console');
    expect(desktop.headers['access-control-allow-origin']).toBe('app://console');
    const evil = await poll('https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('message events', () => {
  it('reach the author and the organisers, and nobody else whatever they claim', async () => {
    const author = await createUser(app.ctx);
    const intruder = await createUser(app.ctx);
    const adminTab = await connect(admin);
    const authorTab = await connect(author);
    const claims = { userId: author.user.id, isAdmin: true, room: 'admins' };
    const intruderTab = await connect(intruder, {
      auth: claims,
      query: { userId: String(author.user.id), isAdmin: 'true' },
    });
    const intruderSaw = recordEvents(intruderTab);

    const toAuthor = nextEvent(authorTab, 'new_message_user', (m) => m.body === 'hello from us');
    const echo = nextEvent(adminTab, 'new_message_admin', (m) => m.body === 'hello from us');
    await organiserWrites(author, 'hello from us');
    expect(await toAuthor).toMatchObject({
      userId: author.user.id,
      fromAdmin: true,
      senderId: admin.user.id,
    });
    expect(await echo).toMatchObject({ userId: author.user.id, fromAdmin: true });

    const toAdmins = nextEvent(adminTab, 'new_message_admin', (m) => m.body === 'hello organisers');
    const ownEcho = nextEvent(authorTab, 'new_message_user', (m) => m.body === 'hello organisers');
    const sent = await api()
      .post('/api/user/messages')
      .set(author.auth)
      .field('body', 'hello organisers')
      .expect(201);
    expect(await toAdmins).toEqual(sent.body as MessageDto);
    await ownEcho;

    // The intruder may not mark the author's messages read, however it asks.
    const refused = await ack<{ success: boolean; message: string }>(
      intruderTab,
      'read_admin_messages',
      {
        userId: author.user.id,
      },
    );
    expect(refused).toEqual({ success: false, message: formatMessage('en', 'error.forbidden') });
    await quiet();
    expect(intruderSaw).toEqual([]);
    const adminView = await api()
      .get(`/api/admin/messages/${author.user.id}`)
      .set(admin.auth)
      .expect(200);
    expect(adminView.body.data.at(-1)).toMatchObject({ body: 'hello organisers', isSeen: false });
  });

  it('marks messages read over the socket and tells the other side', async () => {
    const author = await createUser(app.ctx);
    const adminTab = await connect(admin);
    const otherAdminTab = await connect(admin);
    const authorTab = await connect(author);

    await organiserWrites(author, 'one');
    await organiserWrites(author, 'two');
    const initial = async (who: CreatedUser) =>
      (await api().get('/api/initial_data').set(who.auth).expect(200)).body;
    expect((await initial(author)).userMessagesCount).toBe(2);

    const seenByAuthor = nextEvent(
      adminTab,
      'read_user_messages',
      (e) => e.userId === author.user.id,
    );
    expect(await ack(authorTab, 'read_user_messages', {})).toEqual({ success: true, count: 2 });
    expect(await seenByAuthor).toEqual({ userId: author.user.id, count: 2 });
    expect((await initial(author)).userMessagesCount).toBe(0);

    await api().post('/api/user/messages').set(author.auth).field('body', 'thanks').expect(201);
    const before = (await initial(admin)).adminMessagesCount;
    expect(before).toBeGreaterThanOrEqual(1);
    const toAuthor = nextEvent(authorTab, 'read_admin_messages');
    const toOtherTab = nextEvent(
      otherAdminTab,
      'read_admin_messages',
      (e) => e.userId === author.user.id,
    );
    expect(await ack(adminTab, 'read_admin_messages', { userId: author.user.id })).toEqual({
      success: true,
      count: 1,
    });
    expect(await toAuthor).toEqual({ userId: author.user.id, count: 1 });
    expect(await toOtherTab).toEqual({ userId: author.user.id, count: 1 });
    expect((await initial(admin)).adminMessagesCount).toBe(before - 1);

    const bad = await ack<{ success: boolean }>(adminTab, 'read_admin_messages', {
      userId: 'everyone',
    });
    expect(bad.success).toBe(false);
  });

  it('lets a client that was offline fetch what it missed from the history', async () => {
    const author = await createUser(app.ctx);
    const first = await connect(author);
    const got = nextEvent(first, 'new_message_user');
    await organiserWrites(author, 'before');
    const lastSeen = (await got).id;
    first.close();

    await organiserWrites(author, 'missed 1');
    await organiserWrites(author, 'missed 2');

    await connect(author);
    const history = await api().get('/api/user/messages').set(author.auth).expect(200);
    const missed = (history.body.data as MessageDto[])
      .filter((m) => m.id > lastSeen)
      .map((m) => m.body);
    expect(missed).toEqual(['missed 1', 'missed 2']);
  });
});

describe('presence', () => {
  it('tells organisers who comes online and who leaves, counting tabs', async () => {
    const author = await createUser(app.ctx);
    const adminTab = await connect(admin);
    const arrival = nextEvent(adminTab, 'add_online_user', (u) => u.id === author.user.id);
    const tab1 = await connect(author);
    // A delta: the newcomer alone, not the whole list again.
    expect(await arrival).toEqual<OnlineUser>({ id: author.user.id, isAdmin: false });
    const everyone = await app.ctx.realtime.onlineUsers();
    expect(everyone).toContainEqual<OnlineUser>({ id: admin.user.id, isAdmin: true });

    const online = await api().get('/api/admin/users/online').set(admin.auth).expect(200);
    expect(online.body.data).toContainEqual({
      id: author.user.id,
      name: author.user.name,
      surname: author.user.surname,
      email: author.user.email,
      isAdmin: false,
    });

    const saw = recordEvents(adminTab);
    const tab2 = await connect(author);
    tab1.close();
    await quiet();
    // A second tab is no arrival, and closing the first is no departure.
    expect(
      saw.filter((e) => e.name === 'remove_online_user' || e.name === 'add_online_user'),
    ).toEqual([]);

    const gone = nextEvent(adminTab, 'remove_online_user', (u) => u.id === author.user.id);
    tab2.close();
    expect(await gone).toEqual({ id: author.user.id });
    const after = await api().get('/api/admin/users/online').set(admin.auth).expect(200);
    expect(after.body.data.map((u: { id: number }) => u.id)).not.toContain(author.user.id);
  });

  it('sends an organiser the list when it connects, and authors nothing', async () => {
    const author = await createUser(app.ctx);
    const authorTab = await connect(author);
    const authorSaw = recordEvents(authorTab);
    let adminSaw: ReturnType<typeof recordEvents> = [];
    open.push(
      await connectSocket(app.url, {
        auth: { token: admin.token },
        before: (s) => (adminSaw = recordEvents(s)),
      }),
    );
    await quiet();
    const lists = adminSaw
      .filter((e) => e.name === 'online_users')
      .map((e) => e.payload as OnlineUser[]);
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.at(-1)).toContainEqual({ id: author.user.id, isAdmin: false });
    expect(
      authorSaw.filter((e) => e.name === 'online_users' || e.name === 'remove_online_user'),
    ).toEqual([]);
  });
});

describe('revocation', () => {
  it("closes a user's open sockets when asked (logout, password reset)", async () => {
    const author = await createUser(app.ctx);
    const tab = await connect(author);
    const closed = new Promise<string>((resolve) => tab.once('disconnect', resolve));
    app.ctx.realtime.disconnectUser(author.user.id);
    expect(await closed).toBe('io server disconnect');
  });
});
