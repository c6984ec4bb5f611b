import { mkdtempSync } from 'node:fs';
import {
  createServer,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Server } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_CHANNELS, SOCKET_PATH, type ContactDto, type MessageDto } from '@conf/common';
import {
  BrowserWindow,
  Notification,
  Tray,
  app,
  powerMonitor,
  resetFakeElectron,
} from '../test/fake-electron';
import { ConsoleController } from './controller';
import { SettingsStore } from './settings';
import { createTray } from './tray';
import { createMainWindow } from './window';

const TOKEN = 'organiser-token';

/** As the API cuts a contact's last message (api/src/messages/service.ts). */
function excerpt(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 119)}…` : flat;
}

/**
 * A stand-in of the conference server's two catch-up endpoints over real HTTP, and a real
 * Socket.IO server on the same port checking the handshake token as the API does.
 */
class TestServer {
  contacts: ContactDto[] = [];
  adminMessagesCount = 0;
  requests: string[] = [];
  readonly http: HttpServer = createServer((req, res) => this.answer(req, res));
  readonly io = new Server(this.http, { path: SOCKET_PATH });

  constructor() {
    this.io.use((socket, next) => {
      const auth = socket.handshake.auth as { token?: unknown };
      next(auth.token === TOKEN ? undefined : new Error('unauthenticated'));
    });
    this.io.on('connection', (socket) => void socket.join('admins'));
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.http.address() as AddressInfo).port}`;
  }

  private answer(req: IncomingMessage, res: ServerResponse) {
    this.requests.push(req.url ?? '');
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"message":"The token is invalid"}');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://x');
    const body =
      url.pathname === '/api/admin/messages/contacts'
        ? { data: this.contacts, total: this.contacts.length, page: 1, pageSize: 100 }
        : url.pathname === '/api/initial_data'
          ? {
              languages: [],
              countries: [],
              userMessagesCount: 0,
              adminMessagesCount: this.adminMessagesCount,
            }
          : null;
    res
      .writeHead(body ? 200 : 404, { 'content-type': 'application/json' })
      .end(JSON.stringify(body ?? {}));
  }

  /** An author writes: stored (the contact's last message, unread +1), then pushed to admins. */
  authorWrites(message: MessageDto, name: string, surname: string, push = true) {
    const existing = this.contacts.find((c) => c.userId === message.userId);
    const unread = (existing?.unReadedCount ?? 0) + 1;
    this.contacts = [
      {
        userId: message.userId,
        name,
        surname,
        email: `${name.toLowerCase()}@example.org`,
        lastMessage: {
          id: message.id,
          excerpt: excerpt(message.body),
          hasAttachment: false,
          fromAdmin: false,
          createdAt: message.createdAt,
        },
        unReadedCount: unread,
      },
      ...this.contacts.filter((c) => c.userId !== message.userId),
    ];
    this.adminMessagesCount += 1;
    if (push) this.io.to('admins').emit('new_message_admin', message);
  }

  async close() {
    await this.io.close();
  }
}

/** 154 characters: the server's excerpt (119 + "…") ends inside "late". */
const LONG =
  'Thank you! Also, may I present my talk on the second day instead of the first? My flight ' +
  'from Baku to Tashkent lands late on the evening of the third day.';
const LONG_CUT =
  'Thank you! Also, may I present my talk on the second day instead of the first? My flight ' +
  'from Baku to Tashkent lands…';

function msg(id: number, userId: number, body: string): MessageDto {
  return {
    id,
    userId,
    senderId: userId,
    fromAdmin: false,
    body,
    attachment: null,
    isSeen: false,
    seenAt: null,
    createdAt: new Date().toISOString(),
  };
}

let server: TestServer;
let controller: ConsoleController | null = null;

async function startConsole() {
  const serverUrl = await server.listen();
  const settings = new SettingsStore(mkdtempSync(path.join(tmpdir(), 'desktop-conn-')));
  settings.setServerUrl(serverUrl);
  settings.setToken(TOKEN);
  settings.setLocale('en');
  const realWindow = createMainWindow('/p.cjs');
  const realTray = createTray('/icon.png', () => undefined);
  controller = new ConsoleController({
    settings,
    window: () => realWindow,
    tray: () => realTray,
    open: () => undefined,
    quit: () => undefined,
    reconnectionDelay: 50,
  });
  controller.start();
  const win = BrowserWindow.all[0]!;
  const tray = Tray.all[0]!;
  return { controller, settings, win, tray };
}

const titles = () => Notification.shown.map((n) => `${n.options.title}: ${n.options.body}`);

beforeEach(() => {
  resetFakeElectron();
  server = new TestServer();
});

afterEach(async () => {
  controller?.stop();
  controller = null;
  await server.close();
});

describe('the main-process connection', () => {
  it('on connecting, counts the unread messages already there without notifying about them', async () => {
    server.authorWrites(msg(1, 10, 'An old question'), 'Leyla', 'Mammadova', false);
    server.authorWrites(msg(2, 11, 'Another old one'), 'Elvin', 'Aliyev', false);
    const { tray } = await startConsole();
    await vi.waitFor(() => expect(app.badgeCount).toBe(2));
    expect(tray.tooltip).toBe('Conference Console: 2 unread messages');
    expect(Notification.shown).toEqual([]);
    expect(server.requests).toContain('/api/admin/messages/contacts?pageSize=100');
    expect(server.requests).toContain('/api/initial_data');
  });

  it('notifies a live message with the sender name; a click focuses the window on that conversation', async () => {
    server.authorWrites(msg(1, 10, 'Hello'), 'Leyla', 'Mammadova', false);
    const { win } = await startConsole();
    await vi.waitFor(() => expect(app.badgeCount).toBe(1));
    server.authorWrites(
      msg(2, 10, 'Could you confirm that my abstract arrived? Thank you'),
      'Leyla',
      'Mammadova',
    );
    await vi.waitFor(() =>
      expect(titles()).toEqual([
        'Leyla Mammadova: Could you confirm that my abstract arrived? Thank you',
      ]),
    );
    expect(app.badgeCount).toBe(2);
    expect(win.isVisible()).toBe(false);
    Notification.shown[0]!.click();
    expect(win.isVisible() && win.isFocused()).toBe(true);
    expect(win.webContents.sent).toEqual([
      { channel: DESKTOP_CHANNELS.navigate, args: ['/admin/messages/10'] },
    ]);
  });

  it('learns the name of a first-time author before notifying', async () => {
    await startConsole();
    await vi.waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(2));
    server.authorWrites(msg(5, 20, 'First message'), 'Nigar', 'Huseynova');
    await vi.waitFor(() => expect(titles()).toEqual(['Nigar Huseynova: First message']));
    await new Promise((r) => setTimeout(r, 100));
    expect(Notification.shown).toHaveLength(1);
  });

  it("cuts a first-time author's long message at a word, like anyone else's", async () => {
    await startConsole();
    await vi.waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(2));
    // The catch-up that learns the name sees only the server's excerpt, cut mid-word.
    server.authorWrites(msg(6, 21, LONG), 'Nigar', 'Huseynova');
    await vi.waitFor(() => expect(Notification.shown).toHaveLength(1));
    expect(Notification.shown[0]!.options).toEqual({ title: 'Nigar Huseynova', body: LONG_CUT });
    await new Promise((r) => setTimeout(r, 100));
    expect(Notification.shown).toHaveLength(1);
  });

  it('cuts the excerpt of a message missed while offline at a word too', async () => {
    server.authorWrites(msg(1, 10, 'Hello'), 'Leyla', 'Mammadova', false);
    const { controller: console } = await startConsole();
    await vi.waitFor(() => expect(app.badgeCount).toBe(1));
    server.authorWrites(msg(2, 10, LONG), 'Leyla', 'Mammadova', false);
    await console.currentConnection!.catchUp();
    expect(Notification.shown.map((n) => n.options.body)).toEqual([LONG_CUT]);
  });

  it('does not notify the conversation the focused window shows, but counts it', async () => {
    server.authorWrites(msg(1, 10, 'Hello'), 'Leyla', 'Mammadova', false);
    const { controller: console, win } = await startConsole();
    await vi.waitFor(() => expect(app.badgeCount).toBe(1));
    win.show();
    win.focus();
    await console.handlers.setCurrentRoute('/admin/messages/10');
    server.authorWrites(msg(2, 10, 'Are you there?'), 'Leyla', 'Mammadova');
    await vi.waitFor(() => expect(app.badgeCount).toBe(2));
    expect(Notification.shown).toEqual([]);
    await console.handlers.setNotificationsEnabled(false);
    await console.handlers.setCurrentRoute('/admin/messages/99');
    server.authorWrites(msg(3, 10, 'Hello again'), 'Leyla', 'Mammadova');
    await vi.waitFor(() => expect(app.badgeCount).toBe(3));
    expect(Notification.shown).toEqual([]);
  });

  it('after a dropped connection, catches up: one notification per missed message, none repeated', async () => {
    server.authorWrites(msg(1, 10, 'Hello'), 'Leyla', 'Mammadova', false);
    const { controller: console } = await startConsole();
    await vi.waitFor(() => expect(app.badgeCount).toBe(1));
    server.authorWrites(msg(2, 10, 'Live one'), 'Leyla', 'Mammadova');
    await vi.waitFor(() => expect(Notification.shown).toHaveLength(1));

    const socket = console.currentConnection!.socket;
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    // The network drops: the server loses the transport, the client will retry by itself.
    for (const s of server.io.sockets.sockets.values()) s.conn.close();
    await disconnected;
    server.authorWrites(msg(3, 11, 'Sent while you were offline'), 'Elvin', 'Aliyev', false);

    await vi.waitFor(() =>
      expect(titles()).toEqual([
        'Leyla Mammadova: Live one',
        'Elvin Aliyev: Sent while you were offline',
      ]),
    );
    expect(app.badgeCount).toBe(3);
    // The server replays a message the console already has: no second notification.
    server.io.to('admins').emit('new_message_admin', msg(3, 11, 'Sent while you were offline'));
    server.io.to('admins').emit('new_message_admin', msg(2, 10, 'Live one'));
    await new Promise((r) => setTimeout(r, 150));
    expect(Notification.shown).toHaveLength(2);
    expect(app.badgeCount).toBe(3);
  });

  it('reconnects after the computer wakes up and catches up without repeating', async () => {
    server.authorWrites(msg(1, 10, 'Hello'), 'Leyla', 'Mammadova', false);
    const { controller: console } = await startConsole();
    await vi.waitFor(() => expect(app.badgeCount).toBe(1));
    const socket = console.currentConnection!.socket;
    const firstId = socket.id;
    server.authorWrites(msg(2, 10, 'While asleep'), 'Leyla', 'Mammadova', false);
    powerMonitor.emit('resume');
    await vi.waitFor(() => expect(titles()).toEqual(['Leyla Mammadova: While asleep']));
    expect(socket.id).not.toBe(firstId);
    powerMonitor.emit('resume');
    await vi.waitFor(() => expect(socket.connected).toBe(true));
    await console.currentConnection!.catchUp();
    expect(Notification.shown).toHaveLength(1);
    expect(app.badgeCount).toBe(2);
  });

  it('lowers the count when an organiser reads a conversation, and on the renderer say-so', async () => {
    server.authorWrites(msg(1, 10, 'a'), 'Leyla', 'Mammadova', false);
    server.authorWrites(msg(2, 10, 'b'), 'Leyla', 'Mammadova', false);
    const { controller: console, tray } = await startConsole();
    await vi.waitFor(() => expect(app.badgeCount).toBe(2));
    server.io.to('admins').emit('read_admin_messages', { userId: 10, count: 2 });
    await vi.waitFor(() => expect(app.badgeCount).toBe(0));
    expect(tray.tooltip).toBe('Conference Console');
    await console.handlers.setUnreadCount(5);
    expect(app.badgeCount).toBe(5);
  });

  it('stays offline without a token, and stops when the server refuses it', async () => {
    const { controller: console, settings } = await startConsole();
    await vi.waitFor(() => expect(console.currentConnection?.socket.connected).toBe(true));
    await console.handlers.setToken(null);
    expect(console.currentConnection).toBeNull();
    expect(settings.token).toBeNull();
    await console.handlers.setToken('a-revoked-token');
    await vi.waitFor(() => expect(console.currentConnection).toBeNull());
  });

  it('raises workflow notifications once each', async () => {
    await startConsole();
    await vi.waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(2));
    const payload = {
      type: 'thesis_submitted',
      thesisId: 5,
      title: 'On thin plates',
      userName: 'Elvin Aliyev',
      createdAt: '2025-05-01T10:00:00.000Z',
    };
    server.io.to('admins').emit('new_notification', payload);
    server.io.to('admins').emit('new_notification', payload);
    server.io.to('admins').emit('new_notification', { nonsense: true });
    await vi.waitFor(() =>
      expect(titles()).toEqual(['New abstract from Elvin Aliyev: On thin plates']),
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(Notification.shown).toHaveLength(1);
    Notification.shown[0]!.click();
    expect(BrowserWindow.all[0]!.webContents.sent.at(-1)?.args).toEqual(['/admin/theses/view/5']);

    // A reviewer declined: the organisers must reassign, so it leads to the abstract too.
    server.io.to('admins').emit('new_notification', {
      ...payload,
      type: 'review_declined',
      userName: 'Leyla Mammadova',
      createdAt: '2025-05-02T09:00:00.000Z',
    });
    await vi.waitFor(() =>
      expect(titles().at(-1)).toBe('Leyla Mammadova declined to review: On thin plates'),
    );
    Notification.shown[1]!.click();
    expect(BrowserWindow.all[0]!.webContents.sent.at(-1)?.args).toEqual(['/admin/theses/view/5']);
  });

  it('tells the organisers once when all reviews of an abstract are in', async () => {
    await startConsole();
    await vi.waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(2));
    const payload = {
      thesisId: 8,
      title: 'Spectral solvers',
      assigned: 2,
      done: 2,
      mean: 4.2,
      createdAt: '2025-05-02T10:00:00.000Z',
    };
    server.io.to('admins').emit('reviews_complete', payload);
    server.io.to('admins').emit('reviews_complete', payload);
    server.io.to('admins').emit('reviews_complete', { nonsense: true });
    await vi.waitFor(() => expect(titles()).toEqual(['All reviews are in: Spectral solvers']));
    await new Promise((r) => setTimeout(r, 100));
    expect(Notification.shown).toHaveLength(1);
    expect(Notification.shown[0]!.options.body).toBe('Spectral solvers');
    Notification.shown[0]!.click();
    expect(BrowserWindow.all[0]!.webContents.sent.at(-1)?.args).toEqual(['/admin/theses/view/8']);
  });
});
