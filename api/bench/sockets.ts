/**
 * Socket benchmark (`npm run bench:sockets`): starts the real server as a child process on
 * loopback over a fresh database, with an organiser's console connected, then
 * 1. connects 5,000 authenticated authors' sockets, 100 at a time: the time until all are
 *    connected (target < 12 s), and the presence traffic the organiser's socket receives
 *    meanwhile, events and bytes (target: deltas, about one small event per connection; a full
 *    online list per connection would be O(n²));
 * 2. sends messages from the organiser to authors over HTTP and measures, per message, the time
 *    from the POST leaving the client to the `new_message_user` event arriving at the author's
 *    socket (p50/p99/max), and the server's memory;
 * 3. closes the authors' sockets: the organiser's `remove_online_user` events.
 * Writes bench/report-sockets.json (pass: connect and presence targets met); at the full scale
 * also its section of docs/performance.md. Bounded in count and time.
 *
 * Environment: TEST_DATABASE_URL (an admin URL of a PostgreSQL server; default the local one),
 * BENCH_SCALE=small (50 sockets: proves the harness runs, in seconds) or full (default),
 * BENCH_SOCKETS (default 5000), BENCH_MESSAGES (default 500), BENCH_CONCURRENCY (default 20).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type MessageDto,
  type ServerToClientEvents,
} from '@conf/common';
import { signToken } from '../src/auth/tokens.js';
import { createDatabase, dropDatabase } from '../src/test/postgres.js';
import { PRODUCTION_ENV, ROOT, freePort, spawnServer, stopServer, waitUntilUp } from './server.js';
import { publishSection, writtenBy, type BenchRun } from './publish.js';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const SMALL = process.env.BENCH_SCALE === 'small';
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? (SMALL ? 50 : 5000));
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? (SMALL ? 50 : 500));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? (SMALL ? 5 : 20));
const CONNECT_BATCH = 100;
const DEADLINE_MS = 300_000;
/** Issue 11: 5,000 sockets connect in less than this. */
const TARGET_CONNECT_MS = 12_000;
/** Presence as deltas: about one event per connection (the organiser's own list, then deltas). */
const TARGET_EVENTS_PER_CONNECTION = 1.1;
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main() {
  checkFileLimit();
  const dbName = `conf_bench_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conf-bench-'));
  const secret = randomBytes(32).toString('hex');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const sockets: ClientSocket[] = [];
  let server: ChildProcess | null = null;

  const dbUrl = await createDatabase(ADMIN_URL, dbName);
  const guard = setTimeout(() => {
    console.error(`benchmark exceeded ${DEADLINE_MS / 1000} s, stopping`);
    server?.kill('SIGKILL');
    process.exit(2);
  }, DEADLINE_MS);
  try {
    // From the sources (tsx), in production mode.
    server = spawnServer({ port, databaseUrl: dbUrl, dataDir, jwtSecret: secret }, PRODUCTION_ENV, [
      '--import',
      'tsx',
      '--conditions=source',
      path.join(ROOT, 'api/src/main.ts'),
    ]);
    const pid = server.pid!;
    await waitUntilUp(url, server, { path: '/api/initial_data', everyMs: 100 });
    console.log(`server pid ${pid} on ${url}, rss ${rssMb(pid).rss} MB`);

    const { adminToken, authors } = await seedUsers(dbUrl, secret, SOCKETS);
    console.log(`${authors.length} authors inserted`);

    const arrivals: Arrivals = new Map();
    // The organiser's console: every presence event it receives, with its size on the wire.
    const presence = new PresenceTally();
    // Listening from before the handshake: the list can arrive in the same frame as the connect.
    const console_ = await connect(url, adminToken, new Map(), (socket) => presence.listen(socket));
    await presence.until((p) => p.events.online_users >= 1, 10_000);
    // From here on only what the authors' sockets cause (the console's own list and its own
    // arrival are not theirs).
    presence.reset();
    const loadBefore = os.loadavg();
    const connectStart = performance.now();
    const [serverCpu0, clientCpu0] = [cpuMs(pid), process.cpuUsage()];
    for (let i = 0; i < authors.length; i += CONNECT_BATCH) {
      const batch = authors.slice(i, i + CONNECT_BATCH);
      sockets.push(...(await Promise.all(batch.map((a) => connect(url, a.token, arrivals)))));
    }
    const connectMs = performance.now() - connectStart;
    // Where the time went: the server's CPU and this process's (the 5,000 clients) meanwhile.
    const connectCpu = {
      serverMs: cpuMs(pid) - serverCpu0,
      clientMs: Math.round(
        (process.cpuUsage(clientCpu0).user + process.cpuUsage(clientCpu0).system) / 1000,
      ),
    };
    const afterConnect = rssMb(pid);
    console.log(
      `${sockets.length} sockets connected in ${Math.round(connectMs)} ms, rss ${afterConnect.rss} MB`,
    );
    // Each author's first socket is announced once; wait until the organiser has seen them all.
    await presence.until((p) => p.events.add_online_user >= sockets.length, 60_000);
    const seenAllMs = performance.now() - connectStart;
    const onConnect = presence.snapshot();
    console.log(
      `organiser saw all ${sockets.length} online after ${Math.round(seenAllMs)} ms: ` +
        `${onConnect.events.add_online_user} add_online_user, ${onConnect.events.online_users} online_users ` +
        `(${onConnect.bytes} bytes of presence in all)`,
    );

    const latencies: number[] = [];
    const afterStore: number[] = [];
    const httpTimes: number[] = [];
    let next = 0;
    const sendOne = async () => {
      while (next < MESSAGES) {
        const n = next++;
        const author = authors[n % authors.length]!;
        const nonce = `bench-${n}-${randomBytes(3).toString('hex')}`;
        const t0 = performance.now();
        const delivered = waitFor(arrivals, nonce, 10_000);
        const res = await fetch(`${url}/api/admin/messages/${author.id}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${adminToken}` },
          body: form({ body: nonce }),
        });
        httpTimes.push(performance.now() - t0);
        if (res.status !== 201) throw new Error(`send failed: ${res.status} ${await res.text()}`);
        const { at, afterStoreMs } = await delivered;
        latencies.push(at - t0);
        afterStore.push(afterStoreMs);
      }
    };
    const sendStart = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, sendOne));
    const sendMs = performance.now() - sendStart;
    const afterSend = rssMb(pid);
    const closeStart = performance.now();
    for (const socket of sockets.splice(0)) socket.close();
    await presence.until((p) => p.events.remove_online_user >= authors.length, 60_000);
    const seenAllGoneMs = performance.now() - closeStart;
    const atEnd = presence.snapshot();
    console_.close();
    const connections = authors.length;
    const eventsPerConnection =
      (onConnect.events.online_users + onConnect.events.add_online_user) / connections;

    const connectPass = connectMs < TARGET_CONNECT_MS || SMALL;
    const presencePass = eventsPerConnection <= TARGET_EVENTS_PER_CONNECTION;
    const report = {
      pass: connectPass && presencePass,
      target: `${SOCKETS} sockets connect in < ${TARGET_CONNECT_MS / 1000} s; presence as deltas (<= ${TARGET_EVENTS_PER_CONNECTION} events per connection to an organiser)`,
      summary: {
        sockets: connections,
        connectMs: Math.round(connectMs),
        presenceEventsPerConnection: Math.round(eventsPerConnection * 1000) / 1000,
        presenceBytesOnConnect: onConnect.bytes,
        deliveryP99Ms: 0,
        loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
      },
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      scale: SMALL ? 'small' : 'full',
      loadAverage: {
        before: loadBefore.map((l) => Math.round(l * 10) / 10),
        after: os.loadavg().map((l) => Math.round(l * 10) / 10),
      },
      sockets: connections,
      messages: latencies.length,
      concurrency: CONCURRENCY,
      connectMs: Math.round(connectMs),
      /** CPU while connecting: the server's, per connection, and the benchmark's own clients'. */
      connectCpu: {
        ...connectCpu,
        serverMsPerConnection: Math.round((connectCpu.serverMs / connections) * 100) / 100,
      },
      /** What the organiser's console received: its own list once, then one delta per change. */
      organiserPresence: {
        onConnect: onConnect,
        allOnlineSeenAfterMs: Math.round(seenAllMs),
        onDisconnect: {
          events: {
            remove_online_user:
              atEnd.events.remove_online_user - onConnect.events.remove_online_user,
          },
          bytes: atEnd.bytes - onConnect.bytes,
        },
        allGoneSeenAfterMs: Math.round(seenAllGoneMs),
        eventsPerConnection: Math.round(eventsPerConnection * 1000) / 1000,
      },
      sendMs: Math.round(sendMs),
      messagesPerSecond: Math.round((latencies.length / sendMs) * 1000),
      deliveryLatencyMs: summary(latencies),
      /** From the server stamping the message (just before its INSERT) to the socket event. */
      storeToSocketMs: summary(afterStore),
      httpResponseMs: summary(httpTimes),
      serverMemoryMb: { afterConnect, afterSend },
    };
    console.log(
      [
        `delivery latency (POST start -> new_message_user): p50 ${report.deliveryLatencyMs.p50} ms, ` +
          `p99 ${report.deliveryLatencyMs.p99} ms, max ${report.deliveryLatencyMs.max} ms`,
        `stored -> new_message_user: p50 ${report.storeToSocketMs.p50} ms, ` +
          `p99 ${report.storeToSocketMs.p99} ms, max ${report.storeToSocketMs.max} ms`,
        `HTTP response: p50 ${report.httpResponseMs.p50} ms, p99 ${report.httpResponseMs.p99} ms`,
        `${report.messages} messages in ${report.sendMs} ms (${report.messagesPerSecond}/s)`,
        `server RSS ${afterSend.rss} MB (peak ${afterSend.peak} MB) with ${connections} sockets`,
        `sockets closed: organiser saw all gone after ${Math.round(seenAllGoneMs)} ms ` +
          `(${report.organiserPresence.onDisconnect.events.remove_online_user} remove_online_user)`,
        `connect ${report.connectMs} ms (target < ${TARGET_CONNECT_MS} ms; CPU meanwhile: server ` +
          `${report.connectCpu.serverMs} ms, clients ${report.connectCpu.clientMs} ms), presence ` +
          `${report.organiserPresence.eventsPerConnection} events per connection: ` +
          `${report.pass ? 'targets met' : 'TARGET NOT MET'}`,
      ].join('\n'),
    );
    report.summary.deliveryP99Ms = report.deliveryLatencyMs.p99;
    mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
    const out = path.join(ROOT, 'bench/report-sockets.json');
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`report written to ${path.relative(ROOT, out)}`);
    if (!SMALL) await publishSection('sockets', markdown(report));
    process.exitCode = report.pass ? 0 : 1;
  } finally {
    clearTimeout(guard);
    for (const s of sockets) s.close();
    if (server) await stopServer(server);
    await dropDatabase(ADMIN_URL, dbName).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every socket holds a descriptor in this process and one in the server: stay well under both. */
function checkFileLimit() {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const soft = Number(line?.split(/\s+/)[3]);
  const needed = SOCKETS + 200;
  if (Number.isFinite(soft) && soft < needed) {
    throw new Error(
      `ulimit -n is ${soft}; ${SOCKETS} sockets need about ${needed}. Raise it or lower BENCH_SOCKETS.`,
    );
  }
}

async function seedUsers(dbUrl: string, secret: string, count: number) {
  // One bcrypt hash for all: the benchmark measures sockets, not password hashing.
  const hash = await bcrypt.hash(randomBytes(12).toString('hex'), 10);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const country = await client.query<{ id: number }>(
      `SELECT id FROM countries WHERE code = 'AZ'`,
    );
    const countryId = country.rows[0]!.id;
    const rows = Array.from({ length: count + 1 }, (_, i) => [
      i === 0 ? 'Organiser' : `Author${i}`,
      'Bench',
      `bench-${i}-${randomBytes(3).toString('hex')}@example.org`,
      i === 0 ? 'admin' : 'user',
    ]);
    const values = rows
      .map(
        (
          _,
          i,
        ) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4}, $${rows.length * 4 + 1}, $${rows.length * 4 + 2},
        'Baku', 'Bench Institute', '+994', '501234567', 'phd', 'professor', now(), now())`,
      )
      .join(',');
    const inserted = await client.query<{ id: number; role: string }>(
      `INSERT INTO users (name, surname, email, role, password_hash, country_id, city, institution,
         phone_prefix, phone, academic_degree, academic_title, created_at, updated_at)
       VALUES ${values} RETURNING id, role`,
      [...rows.flat(), hash, countryId],
    );
    const adminRow = inserted.rows.find((r) => r.role === 'admin')!;
    return {
      adminToken: signToken(secret, adminRow.id, 0),
      authors: inserted.rows
        .filter((r) => r.role !== 'admin')
        .map((r) => ({ id: r.id, token: signToken(secret, r.id, 0) })),
    };
  } finally {
    await client.end();
  }
}

function connect(
  url: string,
  token: string,
  arrivals: Arrivals,
  before?: (socket: ClientSocket) => void,
): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  before?.(socket);
  socket.on('new_message_user', (m: MessageDto) =>
    arrivals.get(m.body)?.(performance.now(), Date.now() - Date.parse(m.createdAt)),
  );
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

type Arrivals = Map<string, (at: number, afterStoreMs: number) => void>;

const PRESENCE_EVENTS = ['online_users', 'add_online_user', 'remove_online_user'] as const;
type PresenceEvent = (typeof PRESENCE_EVENTS)[number];

/**
 * The presence events one socket receives and their bytes on the wire (a Socket.IO text frame of
 * the default namespace: `42` and the JSON array of the event's name and payload).
 */
class PresenceTally {
  events: Record<PresenceEvent, number> = {
    online_users: 0,
    add_online_user: 0,
    remove_online_user: 0,
  };
  bytes = 0;
  /** The longest `online_users` list received: a whole list sent on each change would show here. */
  largestList = 0;
  private waiters: (() => void)[] = [];

  listen(socket: ClientSocket) {
    socket.onAny((event: string, ...args: unknown[]) => {
      if (!(PRESENCE_EVENTS as readonly string[]).includes(event)) return;
      this.events[event as PresenceEvent]++;
      this.bytes += Buffer.byteLength(`42${JSON.stringify([event, ...args])}`);
      if (event === 'online_users') {
        this.largestList = Math.max(this.largestList, (args[0] as unknown[]).length);
      }
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  reset() {
    this.events = { online_users: 0, add_online_user: 0, remove_online_user: 0 };
    this.bytes = 0;
    this.largestList = 0;
  }

  snapshot() {
    return { events: { ...this.events }, bytes: this.bytes, largestList: this.largestList };
  }

  /** Resolves when `done` holds, checked at each presence event; rejects after `ms`. */
  async until(done: (tally: PresenceTally) => boolean, ms: number) {
    const deadline = Date.now() + ms;
    while (!done(this)) {
      if (Date.now() > deadline) {
        throw new Error(`presence: gave up waiting, saw ${JSON.stringify(this.snapshot())}`);
      }
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }
}

/**
 * Resolves when the socket listener sees message `key`: its arrival time, and the wall-clock time
 * since the server stamped the message before storing it (one machine, one clock).
 */
function waitFor(
  arrivals: Arrivals,
  key: string,
  ms: number,
): Promise<{ at: number; afterStoreMs: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${key} not delivered in ${ms} ms`)), ms);
    arrivals.set(key, (at, afterStoreMs) => {
      clearTimeout(timer);
      arrivals.delete(key);
      resolve({ at, afterStoreMs });
    });
  });
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}

function markdown(
  report: BenchRun & {
    sockets: number;
    connectMs: number;
    connectCpu: { serverMs: number; clientMs: number; serverMsPerConnection: number };
    organiserPresence: {
      onConnect: { events: Record<PresenceEvent, number>; bytes: number; largestList: number };
      allOnlineSeenAfterMs: number;
      onDisconnect: { events: { remove_online_user: number }; bytes: number };
      allGoneSeenAfterMs: number;
      eventsPerConnection: number;
    };
    messages: number;
    concurrency: number;
    messagesPerSecond: number;
    deliveryLatencyMs: { p50: number; p99: number; max: number };
    serverMemoryMb: { afterConnect: { rss: number }; afterSend: { rss: number; peak: number } };
    pass: boolean;
  },
): string {
  const p = report.organiserPresence;
  const d = report.deliveryLatencyMs;
  return [
    '## Chat at scale',
    '',
    ...writtenBy('bench:sockets', 'sockets.ts', report),
    `An organiser's console connected, then ${report.sockets.toLocaleString('en')} authors' sockets, ${CONNECT_BATCH} at a time, over loopback`,
    '(server started from the sources with NODE_ENV=production). One run: no spread.',
    '',
    '| what | measured | target |',
    '|---|---|---|',
    `| connect ${report.sockets.toLocaleString('en')} sockets | ${report.connectMs} ms | < ${TARGET_CONNECT_MS} ms |`,
    `| CPU while connecting | server ${report.connectCpu.serverMs} ms (${report.connectCpu.serverMsPerConnection} ms per connection), the benchmark's clients ${report.connectCpu.clientMs} ms | |`,
    `| organiser sees all online | ${p.allOnlineSeenAfterMs} ms after the first connect | |`,
    `| presence events to the organiser while they connect | ${p.onConnect.events.add_online_user} \`add_online_user\`, ${p.onConnect.events.online_users} \`online_users\` (largest list ${p.onConnect.largestList}) | deltas |`,
    `| presence bytes to the organiser while they connect | ${p.onConnect.bytes.toLocaleString('en')} B | O(n) |`,
    `| events per connection | ${p.eventsPerConnection} | <= ${TARGET_EVENTS_PER_CONNECTION} |`,
    `| all closed: \`remove_online_user\` to the organiser | ${p.onDisconnect.events.remove_online_user} (${p.onDisconnect.bytes.toLocaleString('en')} B), all seen after ${p.allGoneSeenAfterMs} ms | |`,
    `| delivery with all connected, ${report.messages} messages, ${report.concurrency} senders | p50 ${d.p50} ms, p99 ${d.p99} ms, max ${d.max} ms, ${report.messagesPerSecond} msg/s | |`,
    `| server RSS | ${report.serverMemoryMb.afterConnect.rss} MB connected, peak ${report.serverMemoryMb.afterSend.peak} MB | |`,
    '',
    `Before (issue 11): 5,000 sockets connected in 37 s, and each connection sent the whole online list to every organiser (5,001 events, ~345 MB of JSON).`,
    `Connect target ${report.connectMs < TARGET_CONNECT_MS ? 'met' : '**not met**'}; presence target ${p.eventsPerConnection <= TARGET_EVENTS_PER_CONNECTION ? 'met' : '**not met**'}.`,
    '',
  ].join('\n');
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (v: number) => Math.round(v * 100) / 100;
  return { p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted.at(-1) ?? 0) };
}

/** CPU time so far of a process (utime + stime; /proc counts clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

// `sockets.ts --publish` only writes the docs section again from bench/report-sockets.json.
if (process.argv.includes('--publish')) {
  await publishSection(
    'sockets',
    markdown(
      JSON.parse(readFileSync(path.join(ROOT, 'bench/report-sockets.json'), 'utf8')) as Parameters<
        typeof markdown
      >[0],
    ),
  );
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
