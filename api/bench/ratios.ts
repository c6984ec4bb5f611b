/**
 * `npm run bench:ratios` (part of `npm run bench`): the product side by side with references
 * that do the same work on the bare runtime (reference.ts), in interleaved rounds, reported as
 * the median ratio of each round with its spread. The machine is shared and noisy: a ratio
 * measured within one round is what stays comparable from run to run, not a raw figure.
 *
 * Starts the built server exactly as `npm start` does (its flags, NODE_ENV=production) over a
 * fresh database, seeds users, and measures:
 * - SSR `/`, `GET /api/initial_data` and `GET /api/pages/{slug}` against bare Node `http` serving
 *   the same bytes;
 * - `GET /api/theses` (an author's list) against bare Node + pg doing the same queries;
 * - pages rendered for a signed-in author: server CPU per page against an absolute target;
 * - chat: sockets connected, then concurrent senders; delivery latency and messages/s against a
 *   bare Socket.IO relay with JWT + INSERT.
 * For HTTP: requests/s of a closed loop and the server's CPU per request (from /proc).
 * Writes docs/performance.md (bench/performance-small.md at the small scale) and
 * bench/report-ratios.json.
 *
 * BENCH_SCALE=small (CI: proves the harness runs, under a minute) or full (default).
 * `ratios.ts --publish` only writes the docs sections again from bench/report-ratios.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { signToken } from '../src/auth/tokens.js';
import { createDatabase, testServer } from '../src/test/postgres.js';
import { withOtherSections, writeFormatted } from './publish.js';
import { removeRun } from './server.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SMALL = process.env.BENCH_SCALE === 'small';
const SCALE = {
  rounds: SMALL ? 2 : 5,
  seconds: SMALL ? 1 : 4,
  concurrency: SMALL ? 8 : 16,
  sockets: SMALL ? 50 : 1000,
  senders: SMALL ? 5 : 20,
  messagesPerRound: SMALL ? 50 : 400,
};
const TICK_MS = 1000 / 100; // /proc/<pid>/stat counts CPU in clock ticks (USER_HZ = 100)

const START_FLAGS = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start
  .split(/\s+/)
  .filter((w) => w.startsWith('--'));

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

function spawnNode(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

async function stop(child: ChildProcess | null) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function waitUntilUp(url: string, child: ChildProcess) {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not start within two minutes`);
}

interface HttpTarget {
  url: string;
  headers: Record<string, string>;
  pid: number;
}

/** A closed loop of `concurrency` keep-alive clients for `seconds`: requests/s and CPU/request. */
async function load(target: HttpTarget, seconds: number, concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const one = () =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(target.url, { agent, headers: target.headers }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
    });
  for (let i = 0; i < concurrency; i++) await one(); // warm: connections, caches, JIT
  let done = 0;
  let failed = 0;
  const cpu0 = cpuMs(target.pid);
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const status = await one();
        if (status === 200) done++;
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = cpuMs(target.pid) - cpu0;
  agent.destroy();
  if (failed) throw new Error(`${target.url}: ${failed} answers were not 200`);
  return { rps: done / elapsed, cpuMsPerRequest: cpu / done };
}

type ClientSocket = Socket;

function connect(url: string, token: string, arrivals: Map<string, (at: number) => void>) {
  const socket: ClientSocket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  socket.on('new_message_user', (m: { body: string }) => arrivals.get(m.body)?.(performance.now()));
  return new Promise<ClientSocket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

interface ChatTarget {
  base: string;
  sendPath: (authorId: number) => string;
  /** The product takes a form (multipart), the relay JSON: each its own natural body. */
  body: (text: string) => { body: BodyInit; headers: Record<string, string> };
}

/** Connects sockets for every author, then sends from the organiser with `senders` in parallel. */
async function chat(
  target: ChatTarget,
  authors: { id: number; token: string }[],
  adminToken: string,
  messages: number,
  senders: number,
) {
  const arrivals = new Map<string, (at: number) => void>();
  const sockets: ClientSocket[] = [];
  const c0 = performance.now();
  try {
    for (let i = 0; i < authors.length; i += 100) {
      const batch = authors.slice(i, i + 100);
      sockets.push(
        ...(await Promise.all(batch.map((a) => connect(target.base, a.token, arrivals)))),
      );
    }
    const connectMs = performance.now() - c0;
    const latencies: number[] = [];
    let next = 0;
    const s0 = performance.now();
    await Promise.all(
      Array.from({ length: senders }, async () => {
        while (next < messages) {
          const n = next++;
          const author = authors[n % authors.length]!;
          const text = `bench-${n}-${randomBytes(3).toString('hex')}`;
          const t0 = performance.now();
          const delivered = new Promise<number>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`${text} not delivered`)), 15_000);
            arrivals.set(text, (at) => {
              clearTimeout(timer);
              arrivals.delete(text);
              resolve(at);
            });
          });
          const { body, headers } = target.body(text);
          const res = await fetch(target.base + target.sendPath(author.id), {
            method: 'POST',
            headers: { Authorization: `Bearer ${adminToken}`, ...headers },
            body,
          });
          if (res.status !== 201) throw new Error(`send: ${res.status} ${await res.text()}`);
          latencies.push((await delivered) - t0);
        }
      }),
    );
    const sendMs = performance.now() - s0;
    latencies.sort((a, b) => a - b);
    const q = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
    return {
      connectMs,
      messagesPerSecond: (messages / sendMs) * 1000,
      p50: q(0.5),
      p99: q(0.99),
    };
  } finally {
    for (const s of sockets) s.close();
  }
}

async function seed(dbUrl: string, secret: string, authors: number) {
  const hash = await bcrypt.hash(randomBytes(12).toString('hex'), 4);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows: countries } = await client.query<{ id: number }>(
      `SELECT id FROM countries WHERE code = 'AZ'`,
    );
    const inserted = await client.query<{ id: number; role: string }>(
      `INSERT INTO users (name, surname, email, role, password_hash, country_id, city, institution,
         phone_prefix, phone, academic_degree, academic_title, created_at, updated_at)
       SELECT CASE WHEN i = 0 THEN 'Organiser' ELSE 'Author' || i END, 'Bench',
              'bench-' || i || '-' || $3 || '@example.org', CASE WHEN i = 0 THEN 'admin' ELSE 'user' END,
              $1, $2, 'Baku', 'Bench Institute', '+994', '501234567', 'phd', 'professor', now(), now()
       FROM generate_series(0, $4) AS i RETURNING id, role`,
      [hash, countries[0]!.id, randomBytes(3).toString('hex'), authors],
    );
    const admin = inserted.rows.find((r) => r.role === 'admin')!;
    const users = inserted.rows.filter((r) => r.role !== 'admin');
    // The first author has a few abstracts for the list benchmark.
    await client.query(
      `INSERT INTO theses (user_id, title, topic_id, keywords, status, submitted_at, created_at, updated_at)
       SELECT $1, 'Bench abstract ' || i, (SELECT min(id) FROM topics), ARRAY['bench','speed'],
              'in_editor', now() - i * interval '1 day', now(), now()
       FROM generate_series(1, 5) AS i`,
      [users[0]!.id],
    );
    return {
      adminToken: signToken(secret, admin.id, 0),
      authors: users.map((r) => ({ id: r.id, token: signToken(secret, r.id, 0) })),
    };
  } finally {
    await client.end();
  }
}

/** The bytes and headers the product answers, for the bare server to answer identically. */
async function capture(url: string, headers: Record<string, string>) {
  const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(url, { headers }, resolve).on('error', reject),
  );
  const chunks: Buffer[] = [];
  for await (const c of res) chunks.push(c as Buffer);
  const keep = ['content-type', 'content-encoding', 'cache-control', 'vary', 'etag'];
  return {
    headers: Object.fromEntries(
      keep.filter((k) => res.headers[k]).map((k) => [k, String(res.headers[k])]),
    ),
    body: Buffer.concat(chunks).toString('base64'),
    bytes: Buffer.concat(chunks).length,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const r2 = (x: number) => Math.round(x * 100) / 100;
const r3 = (x: number) => Math.round(x * 1000) / 1000;

async function main() {
  const loadBefore = os.loadavg();
  const work = mkdtempSync(path.join(os.tmpdir(), 'conf-ratios-'));
  const pgServer = await testServer();
  const dbName = `conf_ratios_${randomBytes(4).toString('hex')}`;
  const dbUrl = await createDatabase(pgServer.adminUrl, dbName);
  const secret = randomBytes(32).toString('hex');
  let app: ChildProcess | null = null;
  let ref: ChildProcess | null = null;
  try {
    const appPort = 20_000 + Math.floor(Math.random() * 20_000);
    app = spawnNode([...START_FLAGS, path.join(ROOT, 'api/dist/main.js')], {
      NODE_ENV: 'production',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      DATA_DIR: path.join(work, 'data'),
      JWT_SECRET: secret,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
    });
    const appBase = `http://127.0.0.1:${appPort}`;
    await waitUntilUp(`${appBase}/api/topics`, app);
    const { adminToken, authors } = await seed(dbUrl, secret, SCALE.sockets);

    const browser = { 'accept-encoding': 'br, gzip', 'lang-code': 'en' };
    const captured = {
      home: await capture(`${appBase}/`, browser),
      initialData: await capture(`${appBase}/api/initial_data`, browser),
      page: await capture(`${appBase}/api/pages/venue`, browser),
    };
    const bytesFile = path.join(work, 'bytes.json');
    writeFileSync(bytesFile, JSON.stringify(captured));
    ref = spawnNode(['--import', 'tsx', path.join(ROOT, 'api/bench/reference.ts')], {
      DATABASE_URL: dbUrl,
      JWT_SECRET: secret,
      BYTES_FILE: bytesFile,
    });
    const refPort = await new Promise<number>((resolve, reject) => {
      ref!.stdout!.once('data', (d: Buffer) => resolve(Number(String(d).trim())));
      ref!.once('exit', () => reject(new Error('the reference server exited')));
    });
    const refBase = `http://127.0.0.1:${refPort}`;

    const author = { Authorization: `Bearer ${authors[0]!.token}` };
    // The pages an author opens signed in, rendered for them (the session cookie, as a browser):
    // the home page, a list and a content page (each read through the site's data layer), and
    // the panel's shell.
    const signedIn = { ...browser, cookie: `auth._token=${authors[0]!.token}` };
    const signedInPages = ['/', '/participants', '/venue', '/user/panel'].map((p) => ({
      what: `\`${p}\``,
      target: { url: `${appBase}${p}`, headers: signedIn, pid: app!.pid! },
    }));
    const signedInRounds: Record<string, { rps: number; cpuMsPerRequest: number }[]> = {};
    const pairs = [
      {
        what: 'SSR `/` (anonymous; accepts br, gzip)',
        here: { url: `${appBase}/`, headers: browser, pid: app.pid! },
        reference: { url: `${refBase}/bytes/home`, headers: browser, pid: ref.pid! },
        referenceName: 'bare Node http, same bytes',
      },
      {
        what: '`GET /api/initial_data` (accepts br, gzip)',
        here: { url: `${appBase}/api/initial_data`, headers: browser, pid: app.pid! },
        reference: { url: `${refBase}/bytes/initialData`, headers: browser, pid: ref.pid! },
        referenceName: 'bare Node http, same bytes',
      },
      {
        what: '`GET /api/pages/{slug}` (`venue`; accepts br, gzip)',
        here: { url: `${appBase}/api/pages/venue`, headers: browser, pid: app.pid! },
        reference: { url: `${refBase}/bytes/page`, headers: browser, pid: ref.pid! },
        referenceName: 'bare Node http, same bytes',
      },
      {
        what: '`GET /api/theses` (author)',
        here: { url: `${appBase}/api/theses`, headers: author, pid: app.pid! },
        reference: { url: `${refBase}/api/theses`, headers: author, pid: ref.pid! },
        referenceName: 'node + pg, same queries',
      },
    ];

    const rounds: Record<string, { here: number; ref: number; hereCpu: number; refCpu: number }[]> =
      {};
    const chatRounds: {
      here: Awaited<ReturnType<typeof chat>>;
      ref: Awaited<ReturnType<typeof chat>>;
    }[] = [];
    const appChat: ChatTarget = {
      base: appBase,
      sendPath: (id) => `/api/admin/messages/${id}`,
      body: (text) => {
        const form = new FormData();
        form.append('body', text);
        return { body: form, headers: {} };
      },
    };
    const refChat: ChatTarget = {
      base: refBase,
      sendPath: (id) => `/messages/${id}`,
      body: (text) => ({
        body: JSON.stringify({ body: text }),
        headers: { 'content-type': 'application/json' },
      }),
    };

    for (let round = 0; round < SCALE.rounds; round++) {
      // Interleaved, and the order flips each round, so that drift hits both sides alike.
      const hereFirst = round % 2 === 0;
      for (const pair of pairs) {
        const run = (t: HttpTarget) => load(t, SCALE.seconds, SCALE.concurrency);
        const a = await run(hereFirst ? pair.here : pair.reference);
        const b = await run(hereFirst ? pair.reference : pair.here);
        const [here, reference] = hereFirst ? [a, b] : [b, a];
        (rounds[pair.what] ??= []).push({
          here: here.rps,
          ref: reference.rps,
          hereCpu: here.cpuMsPerRequest,
          refCpu: reference.cpuMsPerRequest,
        });
        console.log(
          `round ${round + 1} ${pair.what}: ${Math.round(here.rps)} req/s (${r2(here.cpuMsPerRequest)} ms CPU)` +
            ` vs ${Math.round(reference.rps)} req/s (${r2(reference.cpuMsPerRequest)} ms CPU)`,
        );
      }
      for (const page of signedInPages) {
        const r = await load(page.target, SCALE.seconds, SCALE.concurrency);
        (signedInRounds[page.what] ??= []).push(r);
      }
      const c1 = await chat(
        hereFirst ? appChat : refChat,
        authors,
        adminToken,
        SCALE.messagesPerRound,
        SCALE.senders,
      );
      const c2 = await chat(
        hereFirst ? refChat : appChat,
        authors,
        adminToken,
        SCALE.messagesPerRound,
        SCALE.senders,
      );
      const [hereChat, refChatResult] = hereFirst ? [c1, c2] : [c2, c1];
      chatRounds.push({ here: hereChat, ref: refChatResult });
      console.log(
        `round ${round + 1} chat: ${Math.round(hereChat.messagesPerSecond)} msg/s p99 ${Math.round(hereChat.p99)} ms` +
          ` vs relay ${Math.round(refChatResult.messagesPerSecond)} msg/s p99 ${Math.round(refChatResult.p99)} ms`,
      );
    }

    const rows = pairs.map((pair) => {
      const rs = rounds[pair.what]!;
      const ratios = rs.map((r) => r.here / r.ref);
      return {
        what: pair.what,
        reference: pair.referenceName,
        hereRps: Math.round(median(rs.map((r) => r.here))),
        hereCpuMs: r3(median(rs.map((r) => r.hereCpu))),
        refRps: Math.round(median(rs.map((r) => r.ref))),
        refCpuMs: r3(median(rs.map((r) => r.refCpu))),
        ratio: r3(median(ratios)),
        spread: [r3(Math.min(...ratios)), r3(Math.max(...ratios))],
      };
    });
    const signedInRows = signedInPages.map(({ what }) => {
      const rs = signedInRounds[what]!;
      return {
        what,
        rps: Math.round(median(rs.map((r) => r.rps))),
        cpuMs: r2(median(rs.map((r) => r.cpuMsPerRequest))),
        spread: [
          r2(Math.min(...rs.map((r) => r.cpuMsPerRequest))),
          r2(Math.max(...rs.map((r) => r.cpuMsPerRequest))),
        ],
      };
    });
    const chatRatios = chatRounds.map((c) => c.here.messagesPerSecond / c.ref.messagesPerSecond);
    const chatRow = {
      sockets: SCALE.sockets,
      senders: SCALE.senders,
      messagesPerRound: SCALE.messagesPerRound,
      here: {
        messagesPerSecond: Math.round(median(chatRounds.map((c) => c.here.messagesPerSecond))),
        p50: Math.round(median(chatRounds.map((c) => c.here.p50))),
        p99: Math.round(median(chatRounds.map((c) => c.here.p99))),
        connectMs: Math.round(median(chatRounds.map((c) => c.here.connectMs))),
      },
      reference: {
        messagesPerSecond: Math.round(median(chatRounds.map((c) => c.ref.messagesPerSecond))),
        p50: Math.round(median(chatRounds.map((c) => c.ref.p50))),
        p99: Math.round(median(chatRounds.map((c) => c.ref.p99))),
        connectMs: Math.round(median(chatRounds.map((c) => c.ref.connectMs))),
      },
      ratio: r3(median(chatRatios)),
      spread: [r3(Math.min(...chatRatios)), r3(Math.max(...chatRatios))],
    };
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      loadAverage: { before: loadBefore.map(r2), after: os.loadavg().map(r2) },
      scale: SMALL ? 'small' : 'full',
      settings: SCALE,
      startFlags: START_FLAGS,
      bytes: {
        home: captured.home.bytes,
        homeEncoding: captured.home.headers['content-encoding'] ?? 'identity',
        initialData: captured.initialData.bytes,
        initialDataEncoding: captured.initialData.headers['content-encoding'] ?? 'identity',
      },
      http: rows,
      signedIn: signedInRows,
      chat: chatRow,
      // What `npm run bench` reads to say whether issue 11's targets were met.
      pass:
        rows.every((r) => r.ratio >= HTTP_TARGET) &&
        signedInRows.every((r) => r.cpuMs <= SIGNED_IN_CPU_MS) &&
        chatMet(chatRow),
    };
    mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench/report-ratios.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    // The small scale (CI) proves the harness runs; only a full run rewrites the published report,
    // keeping the sections the other benchmarks wrote into it (publish.ts).
    await writeFormatted(
      path.join(ROOT, SMALL ? 'bench/performance-small.md' : 'docs/performance.md'),
      SMALL ? markdown(report) : withOtherSections(markdown(report)),
    );
    console.log(markdown(report));
  } finally {
    await stop(ref);
    await stop(app);
    await removeRun(pgServer, dbName, work);
  }
}

/** Issue 11's targets: every HTTP ratio at least this. */
const HTTP_TARGET = 0.5;
/** A page rendered for a signed-in author: at most this much server CPU. */
const SIGNED_IN_CPU_MS = 5;
/** Chat at 1,000 sockets and 20 senders: p99 and throughput, or this share of the bare relay. */
const CHAT_TARGET = { p99Ms: 150, messagesPerSecond: 300, ratio: 0.8 };
const verdict = (met: boolean) => (met ? 'met' : '**not met**');
type ChatFigures = { ratio: number; here: { p99: number; messagesPerSecond: number } };
const chatMet = (c: ChatFigures) =>
  (c.here.p99 < CHAT_TARGET.p99Ms && c.here.messagesPerSecond >= CHAT_TARGET.messagesPerSecond) ||
  c.ratio >= CHAT_TARGET.ratio;

/** Before this work (issue 11's measurements on this machine, same method). */
const BEFORE: Record<string, string> = {
  'SSR `/` (anonymous; accepts br, gzip)': '0.0014 (50 ms CPU per page)',
  '`GET /api/initial_data` (accepts br, gzip)': '0.034 (1.4 ms CPU)',
  '`GET /api/theses` (author)': '0.18 (5.1 ms CPU)',
};

function markdown(report: {
  date: string;
  node: string;
  cpus: number;
  loadAverage: { before: number[]; after: number[] };
  scale: string;
  settings: typeof SCALE;
  startFlags: string[];
  bytes: { home: number; homeEncoding: string; initialData: number; initialDataEncoding: string };
  signedIn?: { what: string; rps: number; cpuMs: number; spread: number[] }[];
  http: {
    what: string;
    reference: string;
    hereRps: number;
    hereCpuMs: number;
    refRps: number;
    refCpuMs: number;
    ratio: number;
    spread: number[];
  }[];
  chat: {
    sockets: number;
    senders: number;
    messagesPerRound: number;
    here: { messagesPerSecond: number; p50: number; p99: number; connectMs: number };
    reference: { messagesPerSecond: number; p50: number; p99: number; connectMs: number };
    ratio: number;
    spread: number[];
  };
}): string {
  const s = report.settings;
  const c = report.chat;
  return [
    '# Performance',
    '',
    'Written by `npm run bench` (`api/bench/ratios.ts`); do not edit by hand. Each figure of the',
    'product is measured beside a reference doing the same work on the bare runtime',
    '(`api/bench/reference.ts`), in interleaved rounds whose order flips each round; the ratio is',
    "the median of the rounds' ratios (here ÷ reference, higher is better), the spread their",
    'minimum and maximum. The machine is shared, so ratios, not raw figures, are what compare.',
    '',
    `Run ${report.date}, Node ${report.node}, ${report.cpus} CPUs, load average ${report.loadAverage.before.join(' / ')} before and ${report.loadAverage.after.join(' / ')} after;`,
    `scale ${report.scale}: ${s.rounds} rounds of ${s.seconds} s per side, ${s.concurrency} keep-alive clients;`,
    `server started as \`npm start\` does (NODE_ENV=production${report.startFlags.length ? `, ${report.startFlags.join(' ')}` : ', default V8 flags'}).`,
    '',
    '## HTTP',
    '',
    `| what | here (req/s, CPU per request) | reference | reference (req/s, CPU) | ratio (spread) | before | target ${HTTP_TARGET}× |`,
    '|---|---|---|---|---|---|---|',
    ...report.http.map(
      (r) =>
        `| ${r.what} | ${r.hereRps} req/s, ${r.hereCpuMs} ms | ${r.reference} | ${r.refRps} req/s, ${r.refCpuMs} ms | **${r.ratio}** (${r.spread.join('–')}) | ${BEFORE[r.what] ?? '–'} | ${verdict(r.ratio >= HTTP_TARGET)} |`,
    ),
    '',
    `Bytes on the wire: home page ${report.bytes.home} B (${report.bytes.homeEncoding}: a cached page is gzipped once, each response's nonce spliced in), initial_data ${report.bytes.initialData} B (${report.bytes.initialDataEncoding}).`,
    '',
    ...(report.signedIn
      ? [
          '## Signed-in pages',
          '',
          'Rendered for an author signed in with the session cookie (not cached: the page shows them),',
          `the same closed loop; server CPU per page, median of the rounds (spread). Target: at most ${SIGNED_IN_CPU_MS} ms.`,
          // An absolute figure, unlike the ratios: it moves with the machine's speed, which the
          // bare server's CPU per request shows (it has varied twofold between runs on one VM).
          `For scale: in this run the bare Node server took ${report.http[0]!.refCpuMs} ms of CPU per request.`,
          '',
          '| page | pages/s | CPU per page | target |',
          '|---|---|---|---|',
          ...report.signedIn.map(
            (r) =>
              `| ${r.what} | ${r.rps} | ${r.cpuMs} ms (${r.spread.join('–')}) | ${verdict(r.cpuMs <= SIGNED_IN_CPU_MS)} |`,
          ),
          '',
        ]
      : []),
    '## Chat',
    '',
    `${c.sockets} authors' sockets connected, then an organiser sends ${c.messagesPerRound} messages per round with ${c.senders} senders in parallel;`,
    'latency is from the POST leaving the client to `new_message_user` arriving at the author.',
    '',
    '| | messages/s | delivery p50 | delivery p99 | connect all sockets |',
    '|---|---|---|---|---|',
    `| here | ${c.here.messagesPerSecond} | ${c.here.p50} ms | ${c.here.p99} ms | ${c.here.connectMs} ms |`,
    `| bare Socket.IO relay, JWT + INSERT | ${c.reference.messagesPerSecond} | ${c.reference.p50} ms | ${c.reference.p99} ms | ${c.reference.connectMs} ms |`,
    '',
    `Throughput ratio **${c.ratio}** (${c.spread.join('–')}); before: 0.40× (1,000 sockets, 20 senders: 91 msg/s, p99 449 ms).`,
    `Target: delivery p99 < ${CHAT_TARGET.p99Ms} ms and at least ${CHAT_TARGET.messagesPerSecond} msg/s, or at least ${CHAT_TARGET.ratio}× the relay's throughput: ${verdict(chatMet(c))}.`,
    '',
  ].join('\n');
}

if (process.argv.includes('--publish')) {
  const report = JSON.parse(
    readFileSync(path.join(ROOT, 'bench/report-ratios.json'), 'utf8'),
  ) as Parameters<typeof markdown>[0];
  await writeFormatted(path.join(ROOT, 'docs/performance.md'), withOtherSections(markdown(report)));
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
