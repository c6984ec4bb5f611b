import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { connectSocket, nextEvent, type ClientSocket } from '../test/sockets.js';
import { changeRole } from '../users/admin-service.js';
import { RealtimeHub } from './hub.js';

/** Short, so that a sweep comes round within the test; production sweeps every minute. */
const SWEEP_MS = 150;

let app: TestApp;
let keeper: CreatedUser;
beforeAll(async () => {
  app = await startTestApp({ socket: { sessionSweepMs: SWEEP_MS } });
  // The conference keeps one organiser whatever the tests demote.
  keeper = await createAdmin(app.ctx);
});
afterAll(() => app.close());

const connect = (who: CreatedUser) => connectSocket(app.url, { auth: { token: who.token } });
const disconnected = (socket: ClientSocket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
/** What another process has (the admin CLI): the database, and no sockets to reach. */
const elsewhere = () => ({ models: app.ctx.models, realtime: new RealtimeHub() });

describe('sockets follow changes made outside this server', () => {
  it('drops an organiser demoted from another process, and the new handshake is an author’s', async () => {
    const organiser = await createAdmin(app.ctx);
    const socket = await connect(organiser);
    const gone = disconnected(socket);
    await changeRole(elsewhere(), organiser.user.id, 'user', null);
    expect(await gone).toBe('io server disconnect');

    // Back in as an author: organisers' events reach the remaining organiser, not it.
    const again = await connect(organiser);
    const stillOrganiser = await connect(keeper);
    const author = await createUser(app.ctx);
    const isAuthor = ({ id }: { id: number }) => id === author.user.id;
    const toOrganiser = nextEvent(stillOrganiser, 'add_online_user', isAuthor);
    const toDemoted = nextEvent(again, 'add_online_user', isAuthor, 1_000);
    const authorSocket = await connect(author);
    expect(await toOrganiser).toMatchObject({ id: author.user.id });
    await expect(toDemoted).rejects.toThrow('no add_online_user');
    for (const s of [again, stillOrganiser, authorSocket]) s.close();
  });

  it('drops a socket whose token was revoked elsewhere, and refuses it back', async () => {
    const author = await createUser(app.ctx);
    const socket = await connect(author);
    const gone = disconnected(socket);
    await app.ctx.models.User.increment('tokenVersion', { where: { id: author.user.id } });
    expect(await gone).toBe('io server disconnect');
    await expect(connect(author)).rejects.toThrow('unauthenticated');
  });

  it('keeps the sockets whose users did not change', async () => {
    const author = await createUser(app.ctx);
    const socket = await connect(author);
    const organiser = await connect(keeper);
    await new Promise((r) => setTimeout(r, SWEEP_MS * 5));
    expect(socket.connected).toBe(true);
    expect(organiser.connected).toBe(true);
    for (const s of [socket, organiser]) s.close();
  });
});
