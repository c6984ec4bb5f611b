import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SOCKET_PATH,
  SOCKET_ROOMS,
  type ClientToServerEvents,
  type InitialData,
  type ContactDto,
  type MessageDto,
  type OnlineUserDto,
  type ServerToClientEvents,
  type UserDto,
} from '@conf/common';
import { usersAdminApi } from '../admin/users/users-api';
import { chatApi } from '../chat/api';
import { flatten } from '../chat/cache';
import { api } from './api';
import { startRealtime } from './socket';
import { createAppStore, type AppStore } from './store';
import { contact } from '../test/fixtures';

/*
 * The socket client against a real Socket.IO server and real HTTP (a small stand-in of the API:
 * token check, rooms, the two endpoints the cache reads). The browser's window, document and
 * navigator are small stand-ins, since the client listens to their online and visibility events.
 */
const AUTHOR: UserDto = { id: 7, name: 'Nigar', surname: 'Example', role: 'user' } as UserDto;
const ORGANISER: UserDto = { id: 1, name: 'Orkhan', surname: 'Example', role: 'admin' } as UserDto;
const TOKEN = 'author-token';
const ADMIN_TOKEN = 'admin-token';

let http: HttpServer;
let io: Server<ClientToServerEvents, ServerToClientEvents>;
let baseUrl = '';
let initialDataRequests = 0;
let unreadForAuthor = 0;
let unreadForOrganisers = 0;
const conversation: MessageDto[] = [];
const now = new Date().toISOString();
const contacts: ContactDto[] = [contact(3, 0, now), contact(AUTHOR.id, 1, now)];
const onlineUser = (id: number): OnlineUserDto => ({
  id,
  name: `Name${id}`,
  surname: 'Example',
  email: `u${id}@example.org`,
  isAdmin: false,
});
let online: OnlineUserDto[] = [onlineUser(3)];

const message = (id: number, over: Partial<MessageDto> = {}): MessageDto => ({
  id,
  userId: AUTHOR.id,
  senderId: 1,
  fromAdmin: true,
  body: `message ${id}`,
  attachment: null,
  isSeen: false,
  seenAt: null,
  createdAt: new Date().toISOString(),
  ...over,
});

beforeAll(async () => {
  http = createServer((req, res) => {
    const json = (body: unknown) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    if (req.url?.startsWith('/api/initial_data')) {
      initialDataRequests += 1;
      return json({
        languages: [],
        countries: [],
        userMessagesCount: unreadForAuthor,
        adminMessagesCount: unreadForOrganisers,
      });
    }
    if (req.url?.startsWith('/api/user/messages'))
      return json({ data: conversation, hasMore: false });
    if (req.url?.startsWith('/api/admin/messages/contacts')) {
      return json({ data: contacts, total: contacts.length, page: 1, pageSize: 20 });
    }
    if (req.url?.startsWith('/api/admin/users/online')) return json({ data: online });
    res.statusCode = 404;
    res.end();
  });
  io = new Server(http, { path: SOCKET_PATH });
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    if (token !== TOKEN && token !== ADMIN_TOKEN) return next(new Error('unauthenticated'));
    next();
  });
  io.on('connection', (socket) => {
    const admin = socket.handshake.auth.token === ADMIN_TOKEN;
    void socket.join(admin ? SOCKET_ROOMS.admins : SOCKET_ROOMS.user(AUTHOR.id));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await io.close();
});

const windowEvents = new EventTarget();
const documentEvents = new EventTarget();
const browser = { onLine: true };
beforeAll(() => {
  vi.stubGlobal('window', windowEvents);
  vi.stubGlobal(
    'document',
    Object.assign(documentEvents, {
      visibilityState: 'visible',
      documentElement: { dataset: {} as Record<string, string> },
    }),
  );
  vi.stubGlobal('navigator', browser);
});
afterAll(() => vi.unstubAllGlobals());

const realtime = () => (document.documentElement.dataset as Record<string, string>).realtime;
const waitFor = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 5_000 });

let open: { close(): void } | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

async function signedInStore(token = TOKEN): Promise<AppStore> {
  const store = createAppStore(
    { baseUrl: `${baseUrl}/api`, forwardHeaders: { authorization: `Bearer ${token}` } },
    'en',
  );
  await store.dispatch(api.endpoints.getInitialData.initiate('en'));
  await store.dispatch(chatApi.endpoints.getMyConversation.initiate());
  return store;
}

/** Connected, and the refetch every connection starts with has come back. */
async function live(store: AppStore) {
  await waitFor(() => realtime() === 'connected' && io.sockets.sockets.size === 1);
  await waitFor(() =>
    Object.values(store.getState().api.queries).every((q) => q?.status !== 'pending'),
  );
}

const counts = (store: AppStore) =>
  api.endpoints.getInitialData.select('en')(store.getState()).data as InitialData;
const mine = (store: AppStore) =>
  flatten(chatApi.endpoints.getMyConversation.select()(store.getState()).data);

describe('the socket client', () => {
  it('puts a new organiser message into the conversation and raises the badge', async () => {
    const store = await signedInStore();
    open = startRealtime(store, AUTHOR);
    await live(store);

    unreadForAuthor = 1;
    io.to(SOCKET_ROOMS.user(AUTHOR.id)).emit('new_message_user', message(101));
    await waitFor(() => mine(store).some((m) => m.id === 101));
    expect(counts(store).userMessagesCount).toBe(1);

    // The organisers read my message: my ✓ become ✓✓; my reading theirs clears the badge.
    io.to(SOCKET_ROOMS.user(AUTHOR.id)).emit(
      'new_message_user',
      message(102, { fromAdmin: false, senderId: AUTHOR.id }),
    );
    await waitFor(() => mine(store).some((m) => m.id === 102));
    io.to(SOCKET_ROOMS.user(AUTHOR.id)).emit('read_admin_messages', {
      userId: AUTHOR.id,
      count: 1,
    });
    await waitFor(() => mine(store).find((m) => m.id === 102)?.isSeen === true);
    expect(mine(store).find((m) => m.id === 101)?.isSeen).toBe(false);
    unreadForAuthor = 0;
    io.to(SOCKET_ROOMS.user(AUTHOR.id)).emit('read_user_messages', { userId: AUTHOR.id, count: 1 });
    await waitFor(() => counts(store).userMessagesCount === 0);
    expect(mine(store).find((m) => m.id === 101)?.isSeen).toBe(true);
  });

  it('lets go when the browser goes offline, and catches up on what it missed when back online', async () => {
    conversation.length = 0;
    unreadForAuthor = 0;
    const store = await signedInStore();
    open = startRealtime(store, AUTHOR);
    await live(store);

    browser.onLine = false;
    windowEvents.dispatchEvent(new Event('offline'));
    await waitFor(() => io.sockets.sockets.size === 0);
    expect(realtime()).toBe('paused');

    // While away an organiser wrote; the event went nowhere.
    conversation.push(message(201));
    unreadForAuthor = 1;
    io.to(SOCKET_ROOMS.user(AUTHOR.id)).emit('new_message_user', message(201));
    const requestsBefore = initialDataRequests;

    browser.onLine = true;
    windowEvents.dispatchEvent(new Event('online'));
    await waitFor(() => realtime() === 'connected');
    await waitFor(() => mine(store).some((m) => m.id === 201));
    await waitFor(() => counts(store).userMessagesCount === 1);
    expect(initialDataRequests).toBeGreaterThan(requestsBefore);
  });

  it('stops, without retrying, when the server refuses the session', async () => {
    const store = await signedInStore('revoked-token');
    open = startRealtime(store, AUTHOR);
    await waitFor(() => realtime() === 'off');
    expect(io.sockets.sockets.size).toBe(0);
  });

  it('keeps the organisers contact list, unread total and online list in step', async () => {
    const store = createAppStore(
      { baseUrl: `${baseUrl}/api`, forwardHeaders: { authorization: `Bearer ${ADMIN_TOKEN}` } },
      'en',
    );
    await store.dispatch(api.endpoints.getInitialData.initiate('en'));
    const args = { page: 1, pageSize: 20 };
    await store.dispatch(chatApi.endpoints.getContacts.initiate(args));
    await store.dispatch(usersAdminApi.endpoints.listOnlineUsers.initiate());
    open = startRealtime(store, ORGANISER);
    await live(store);
    const listed = () =>
      chatApi.endpoints.getContacts.select(args)(store.getState()).data?.data ?? [];
    const onlineIds = () =>
      (usersAdminApi.endpoints.listOnlineUsers.select()(store.getState()).data?.data ?? []).map(
        (u) => u.id,
      );
    const total = () => counts(store).adminMessagesCount;

    unreadForOrganisers = 1;
    io.to(SOCKET_ROOMS.admins).emit(
      'new_message_admin',
      message(301, { fromAdmin: false, senderId: AUTHOR.id }),
    );
    await waitFor(() => listed()[0]?.userId === AUTHOR.id);
    expect(listed().map((c) => [c.userId, c.unReadedCount])).toEqual([
      [AUTHOR.id, 2],
      [3, 0],
    ]);
    expect(total()).toBe(1);

    unreadForOrganisers = 0;
    io.to(SOCKET_ROOMS.admins).emit('read_admin_messages', { userId: AUTHOR.id, count: 1 });
    await waitFor(() => listed()[0]?.unReadedCount === 0);
    expect(total()).toBe(0);

    // Someone new comes online: the list asks the server for their name; then they leave.
    online = [onlineUser(3), onlineUser(AUTHOR.id)];
    io.to(SOCKET_ROOMS.admins).emit(
      'online_users',
      online.map((u) => ({ id: u.id, isAdmin: false })),
    );
    await waitFor(() => onlineIds().includes(AUTHOR.id));
    io.to(SOCKET_ROOMS.admins).emit('remove_online_user', { id: 3 });
    await waitFor(() => !onlineIds().includes(3));
    expect(onlineIds()).toEqual([AUTHOR.id]);

    // An arrival comes as a delta: the list asks for the newcomer's name.
    online = [onlineUser(AUTHOR.id), onlineUser(4)];
    io.to(SOCKET_ROOMS.admins).emit('add_online_user', { id: 4, isAdmin: false });
    await waitFor(() => onlineIds().includes(4));
    expect(onlineIds()).toEqual([AUTHOR.id, 4]);
  });

  it('settles the unread total on the server’s count when an answer already held the event', async () => {
    unreadForOrganisers = 0;
    const store = createAppStore(
      { baseUrl: `${baseUrl}/api`, forwardHeaders: { authorization: `Bearer ${ADMIN_TOKEN}` } },
      'en',
    );
    await store.dispatch(api.endpoints.getInitialData.initiate('en'));
    open = startRealtime(store, ORGANISER);
    await live(store);
    const total = () => counts(store).adminMessagesCount;

    // The message is committed and a refetch (a reconnect's, say) counts it before its event
    // arrives: the event's +1 lands on a total that had it already.
    unreadForOrganisers = 1;
    await store.dispatch(
      api.endpoints.getInitialData.initiate('en', { subscribe: false, forceRefetch: true }),
    );
    expect(total()).toBe(1);
    const requestsBefore = initialDataRequests;
    io.to(SOCKET_ROOMS.admins).emit(
      'new_message_admin',
      message(401, { fromAdmin: false, senderId: AUTHOR.id }),
    );
    await waitFor(() => total() === 2);
    // Once the events are quiet the total is fetched again, and is the server's.
    await waitFor(() => initialDataRequests > requestsBefore && total() === 1);

    unreadForOrganisers = 0;
    io.to(SOCKET_ROOMS.admins).emit('read_admin_messages', { userId: AUTHOR.id, count: 1 });
    await waitFor(() => total() === 0);
  });
});
