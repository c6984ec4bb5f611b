/**
 * Socket delivery benchmark (`npm run bench:sockets`): starts the real server as a child process
 * on loopback over a fresh database, connects 1,000 authenticated sockets, sends messages from an
 * organiser to authors over HTTP and measures, per message, the time from the POST leaving the
 * client to the `new_message_user` event arriving at the author's socket. Prints p50/p99/max and
 * the server's memory, and writes bench/report-sockets.json. Bounded in count and time.
 *
 * Environment: TEST_DATABASE_URL (an admin URL of a PostgreSQL server; default the local one),
 * BENCH_SOCKETS (default 1000), BENCH_MESSAGES (default 500), BENCH_CONCURRENCY (default 20).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
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

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const CONNECT_BATCH = 100;
const DEADLINE_MS = 180_000;
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

  await admin((c) => c.query(`CREATE DATABASE "${dbName}"`));
  const dbUrl = withDatabase(ADMIN_URL, dbName);
  const guard = setTimeout(() => {
    console.error(`benchmark exceeded ${DEADLINE_MS / 1000} s, stopping`);
    server?.kill('SIGKILL');
    process.exit(2);
  }, DEADLINE_MS);
  try {
    server = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', path.join(ROOT, 'api/src/main.ts')],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: dbUrl,
          DATA_DIR: dataDir,
          JWT_SECRET: secret,
          RATE_LIMIT: 'off',
          WEB_DIST: '',
          LOG_LEVEL: 'warn',
          REDIS_URL: '',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const pid = server.pid!;
    await waitForServer(url, server);
    console.log(`server pid ${pid} on ${url}, rss ${rssMb(pid).rss} MB`);

    const { adminToken, authors } = await seedUsers(dbUrl, secret, SOCKETS);
    console.log(`${authors.length} authors inserted`);

    const arrivals: Arrivals = new Map();
    const connectStart = performance.now();
    for (let i = 0; i < authors.length; i += CONNECT_BATCH) {
      const batch = authors.slice(i, i + CONNECT_BATCH);
      sockets.push(...(await Promise.all(batch.map((a) => connect(url, a.token, arrivals)))));
    }
    const connectMs = performance.now() - connectStart;
    const afterConnect = rssMb(pid);
    console.log(
      `${sockets.length} sockets connected in ${Math.round(connectMs)} ms, rss ${afterConnect.rss} MB`,
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

    const report = {
      date: new Date().toISOString(),
      node: process.version,
      sockets: sockets.length,
      messages: latencies.length,
      concurrency: CONCURRENCY,
      connectMs: Math.round(connectMs),
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
        `server RSS ${afterSend.rss} MB (peak ${afterSend.peak} MB) with ${sockets.length} sockets`,
      ].join('\n'),
    );
    mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
    const out = path.join(ROOT, 'bench/report-sockets.json');
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`report written to ${path.relative(ROOT, out)}`);
  } finally {
    clearTimeout(guard);
    for (const s of sockets) s.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await admin((c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)).catch(
      () => undefined,
    );
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

function connect(url: string, token: string, arrivals: Arrivals): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  socket.on('new_message_user', (m: MessageDto) =>
    arrivals.get(m.body)?.(performance.now(), Date.now() - Date.parse(m.createdAt)),
  );
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

type Arrivals = Map<string, (at: number, afterStoreMs: number) => void>;

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

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (v: number) => Math.round(v * 100) / 100;
  return { p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted.at(-1) ?? 0) };
}

function rssMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

async function waitForServer(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/initial_data`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start within 60 s');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function withDatabase(adminUrl: string, name: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
