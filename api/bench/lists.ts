/**
 * `npm run bench:lists`: every paged admin list of the contract, and the dashboard, at the size
 * of a large conference (100,000 users, 100,000 messages, 50,000 abstracts and all that comes
 * with them: lists-seed.ts). A fresh database is migrated and seeded with SQL, then the built
 * server is started as `npm start` starts it, an organiser signs in through the API, and each
 * case of lists-cases.ts (filters, sorts, searches, deep pages) is requested RUNS times, one
 * request at a time over keep-alive, timed from the request leaving to the whole body read.
 * Writes bench/report-lists.json: p50/p99/max per case and the worst per route, against the
 * target p99 < 50 ms; at the full scale also its section of docs/performance.md.
 *
 * Fails when a paged admin route of the contract has no case: a new list gets measured too.
 *
 * BENCH_SCALE=small (2,000 users: proves the harness runs, in seconds) or full (default).
 * BENCH_LISTS_RUNS overrides the requests per case; BENCH_LISTS_ONLY=<route name> runs the
 * cases of one route; BENCH_LISTS_KEEP=1 keeps the seeded database for EXPLAIN ANALYZE by hand,
 * and BENCH_LISTS_REUSE=<its name> measures it again (migrated to the current code, not
 * reseeded: the scale must be the one it was seeded at). `lists.ts --publish` only writes the
 * docs section again from bench/report-lists.json.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { pino } from 'pino';
import { fillPath, listRoutes, type LoginResponse, type NamedRoute } from '@conf/common';
import { migrate } from '../src/db/migrate.js';
import { createSequelize } from '../src/db/sequelize.js';
import { createDatabase, databaseUrl, testServer } from '../src/test/postgres.js';
import { LIST_CASES, type ListCase, type Seeded } from './lists-cases.js';
import { ADMINS, reviewersOf, seedLists, type ListScale } from './lists-seed.js';
import { publishSection, writtenBy } from './publish.js';
import {
  freePort,
  PRODUCTION_ENV,
  ROOT,
  spawnServer,
  startFlags,
  stopServer,
  waitUntilUp,
  removeRun,
} from './server.js';

const SMALL = process.env.BENCH_SCALE === 'small';
const SCALE: ListScale = SMALL
  ? { users: 2_000, messages: 2_000, theses: 1_000 }
  : { users: 100_000, messages: 100_000, theses: 50_000 };
const RUNS = Number(process.env.BENCH_LISTS_RUNS ?? (SMALL ? 3 : 100));
const WARM_UP = SMALL ? 1 : 3;
const TARGET_P99_MS = 50;
const PASSWORD = 'Bench-organiser-1';

/** The paged admin lists of the contract: GET routes behind the admin guard that take a page. */
function pagedAdminRoutes(): NamedRoute[] {
  return listRoutes().filter(({ route }) => {
    if (route.method !== 'GET' || route.access !== 'admin' || !route.query) return false;
    const parsed = route.query.safeParse({});
    return parsed.success && typeof parsed.data === 'object' && 'page' in (parsed.data as object);
  });
}

async function seededFacts(client: pg.Client): Promise<Seeded> {
  const ids = async (sql: string) =>
    (await client.query<{ id: number }>(sql)).rows.map((r) => r.id);
  const reviewers = reviewersOf(SCALE);
  return {
    users: SCALE.users,
    theses: SCALE.theses,
    topics: await ids('SELECT id FROM topics'),
    countries: await ids(`SELECT DISTINCT country_id AS id FROM users WHERE country_id <>
      (SELECT id FROM countries WHERE code = 'AZ')`),
    reviewers: Array.from({ length: reviewers }, (_, i) => ADMINS + 1 + i),
    conversations: await ids('SELECT DISTINCT user_id AS id FROM messages'),
    surnames: (
      await client.query<{ s: string }>('SELECT DISTINCT surname AS s FROM users')
    ).rows.map((r) => r.s),
    words: ['spectral', 'elastic', 'wave', 'stability', 'integral'],
  };
}

interface Timed {
  ms: number;
  status: number;
  body: string;
}

async function request(url: string, headers: Record<string, string>): Promise<Timed> {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.text();
  return { ms: performance.now() - t0, status: res.status, body };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const r1 = (x: number) => Math.round(x * 10) / 10;

interface CaseResult {
  route: string;
  path: string;
  label: string;
  example: string;
  total: number | null;
  p50: number;
  p99: number;
  max: number;
  /** `GET /api/auth/user` (the sign-in check every admin request also makes), interleaved. */
  baseline: { p50: number; p99: number };
  /**
   * CPU per request of the server process and of its database connections (null when the
   * database runs elsewhere): what the list costs, which the machine's load does not inflate
   * the way it inflates waiting.
   */
  cpuMs: { app: number; db: number | null };
  pass: boolean;
}

/** The server under test: where it listens and whose CPU counts. */
interface Target {
  base: string;
  headers: Record<string, string>;
  appPid: number;
  /** The server's database connections that are processes of this machine. */
  dbPids: () => Promise<number[]>;
}

const TICK_MS = 10; // /proc/<pid>/stat counts CPU in clock ticks (USER_HZ = 100)

/** CPU time so far of each process that still exists (utime + stime), in ms. */
function cpuOf(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      out.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      // gone (a connection closed)
    }
  }
  return out;
}

/** CPU spent between two readings by the processes present at both. */
const cpuSpent = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + (before.has(pid) ? ms - before.get(pid)! : 0), 0);

async function measure(
  target: Target,
  routes: Map<string, NamedRoute>,
  c: ListCase,
  seeded: Seeded,
): Promise<CaseResult> {
  const { base, headers } = target;
  const { route } = routes.get(c.route)!;
  const url = (query: Record<string, string | number>) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([k, v]) => [k, String(v)]),
    ).toString();
    const wire = `/api${fillPath(route.path, c.params?.(seeded) ?? {})}`;
    return `${base}${wire}${search ? `?${search}` : ''}`;
  };
  const hdrs = { ...headers, 'lang-code': c.locale ?? 'en' };
  let page: number | undefined;
  if (c.deep) {
    const first = await request(url(c.query(seeded)), hdrs);
    const { total, pageSize } = JSON.parse(first.body) as { total: number; pageSize: number };
    const pages = Math.max(1, Math.ceil(total / pageSize));
    page = c.deep === 'last' ? pages : Math.max(1, Math.floor(pages / 2));
  }
  const next = () => url({ ...c.query(seeded), ...(page ? { page } : {}) });
  for (let i = 0; i < WARM_UP; i++) await request(next(), hdrs);
  const times: number[] = [];
  const baseline: number[] = [];
  let example = '';
  let total: number | null = null;
  const dbPids = await target.dbPids();
  let appCpu = 0;
  let dbCpu = 0;
  for (let i = 0; i < RUNS; i++) {
    const wanted = next();
    const [app0, db0] = [cpuOf([target.appPid]), cpuOf(dbPids)];
    const res = await request(wanted, hdrs);
    appCpu += cpuSpent(app0, cpuOf([target.appPid]));
    dbCpu += cpuSpent(db0, cpuOf(dbPids));
    if (res.status !== 200) throw new Error(`${wanted}: ${res.status} ${res.body.slice(0, 300)}`);
    times.push(res.ms);
    baseline.push((await request(`${base}/api/auth/user`, hdrs)).ms);
    if (i === 0) {
      example = wanted.slice(base.length);
      const parsed = JSON.parse(res.body) as { total?: number };
      total = typeof parsed.total === 'number' ? parsed.total : null;
    }
  }
  times.sort((a, b) => a - b);
  baseline.sort((a, b) => a - b);
  const p99 = r1(percentile(times, 99));
  return {
    route: c.route,
    path: route.path,
    label: c.label + (page ? ` (page ${page})` : ''),
    example,
    total,
    p50: r1(percentile(times, 50)),
    p99,
    max: r1(times.at(-1)!),
    baseline: { p50: r1(percentile(baseline, 50)), p99: r1(percentile(baseline, 99)) },
    cpuMs: { app: r1(appCpu / RUNS), db: dbPids.length ? r1(dbCpu / RUNS) : null },
    pass: p99 < TARGET_P99_MS,
  };
}

async function main() {
  const loadBefore = os.loadavg();
  const routes = new Map(pagedAdminRoutes().map((r) => [r.name, r]));
  routes.set(
    'admin.dashboard',
    listRoutes().find((r) => r.name === 'admin.dashboard')!,
  );
  routes.set(
    'messages.conversation',
    listRoutes().find((r) => r.name === 'messages.conversation')!,
  );
  const uncovered = [...routes.keys()].filter((name) => !LIST_CASES.some((c) => c.route === name));
  const unknown = LIST_CASES.filter((c) => !routes.has(c.route)).map((c) => c.route);
  if (uncovered.length || unknown.length) {
    throw new Error(
      `cases and paged admin routes differ: without cases ${uncovered.join(', ') || '-'}; ` +
        `cases of no paged route ${[...new Set(unknown)].join(', ') || '-'}`,
    );
  }
  const only = process.env.BENCH_LISTS_ONLY;
  const cases = only ? LIST_CASES.filter((c) => c.route === only) : LIST_CASES;

  const work = mkdtempSync(path.join(os.tmpdir(), 'conf-bench-lists-'));
  const pgServer = await testServer();
  const reuse = process.env.BENCH_LISTS_REUSE;
  const dbName = reuse ?? `conf_bench_lists_${randomBytes(4).toString('hex')}`;
  const dbUrl = reuse
    ? databaseUrl(pgServer.adminUrl, reuse)
    : await createDatabase(pgServer.adminUrl, dbName);
  let app: ChildProcess | null = null;
  let observer: pg.Client | null = null;
  try {
    const sequelize = createSequelize(dbUrl);
    await migrate(sequelize, dbUrl, pino({ level: 'warn' })).finally(() => sequelize.close());
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const seedStart = performance.now();
    let seeded: Seeded;
    try {
      if (!reuse) await seedLists(client, SCALE, await bcrypt.hash(PASSWORD, 4));
      seeded = await seededFacts(client);
    } finally {
      await client.end();
    }
    const seedSeconds = r1((performance.now() - seedStart) / 1000);
    console.log(
      `${reuse ? `reused ${reuse}, as seeded with` : 'seeded'} ${SCALE.users} users, ${SCALE.messages} messages, ${SCALE.theses} abstracts in ${seedSeconds} s`,
    );

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const dataDir = path.join(work, 'data');
    const jwtSecret = randomBytes(32).toString('hex');
    app = spawnServer(
      { port, databaseUrl: dbUrl, dataDir, jwtSecret },
      { ...PRODUCTION_ENV, PUBLIC_URL: base },
      [...startFlags(), path.join(ROOT, 'api/dist/main.js')],
    );
    await waitUntilUp(base, app);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'user1@example.org', password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as LoginResponse;
    observer = new pg.Client({ connectionString: dbUrl });
    await observer.connect();
    const watch = observer;
    const target: Target = {
      base,
      headers: { Authorization: `Bearer ${token}` },
      appPid: app.pid!,
      dbPids: async () =>
        (
          await watch.query<{ pid: number }>(
            'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
          )
        ).rows
          .map((r) => r.pid)
          .filter((pid) => {
            try {
              return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres');
            } catch {
              return false;
            }
          }),
    };

    const results: CaseResult[] = [];
    for (const c of cases) {
      const result = await measure(target, routes, c, seeded);
      results.push(result);
      console.log(
        `${result.pass ? 'ok  ' : 'SLOW'} ${c.route.padEnd(26)} ${result.label.padEnd(34)} ` +
          `p50 ${String(result.p50).padStart(6)} ms  p99 ${String(result.p99).padStart(6)} ms  ` +
          `max ${String(result.max).padStart(6)} ms  baseline ${result.baseline.p50}/${result.baseline.p99} ms  ` +
          `CPU ${result.cpuMs.app}+${result.cpuMs.db ?? '?'} ms` +
          `${result.total === null ? '' : `  (${result.total} rows)`}`,
      );
    }
    const byRoute = [...new Set(results.map((r) => r.route))].map((name) => {
      const of = results.filter((r) => r.route === name);
      const worst = of.reduce((a, b) => (b.p99 > a.p99 ? b : a));
      return {
        route: name,
        path: worst.path,
        cases: of.length,
        worstP50: Math.max(...of.map((r) => r.p50)),
        medianP50: percentile(
          of.map((r) => r.p50).sort((a, b) => a - b),
          50,
        ),
        worstP99: worst.p99,
        worstCase: worst.label,
        /** The most CPU a case of this route took per request: server + database. */
        worstCpuMs: r1(Math.max(...of.map((r) => r.cpuMs.app + (r.cpuMs.db ?? 0)))),
        pass: of.every((r) => r.pass),
      };
    });
    const report = {
      pass: results.every((r) => r.pass),
      target: `every paged admin list and the dashboard: p99 < ${TARGET_P99_MS} ms per case`,
      summary: {
        scale: SMALL ? 'small' : 'full',
        ...SCALE,
        cases: results.length,
        slowCases: results.filter((r) => !r.pass).length,
        worstP99Ms: Math.max(...results.map((r) => r.p99)),
        medianP50Ms: r1(
          percentile(
            results.map((r) => r.p50).sort((a, b) => a - b),
            50,
          ),
        ),
        /** Median over the cases of the interleaved `GET /api/auth/user` p50 and p99. */
        baselineMs: {
          p50: r1(
            percentile(
              results.map((r) => r.baseline.p50).sort((a, b) => a - b),
              50,
            ),
          ),
          p99: r1(
            percentile(
              results.map((r) => r.baseline.p99).sort((a, b) => a - b),
              50,
            ),
          ),
        },
        dbCpuMeasured: results.some((r) => r.cpuMs.db !== null),
        seedSeconds,
        reused: Boolean(reuse),
        loadAverage: { before: loadBefore.map(r1), after: os.loadavg().map(r1) },
        cpus: os.cpus().length,
      },
      runsPerCase: RUNS,
      routes: byRoute,
      cases: results,
      date: new Date().toISOString(),
      node: process.version,
    };
    mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench/report-lists.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    if (!SMALL && !only) await publishSection('lists', markdown(report));
    console.log(
      `${report.summary.cases} cases, ${report.summary.slowCases} over ${TARGET_P99_MS} ms at p99; worst p99 ` +
        `${report.summary.worstP99Ms} ms (load ${report.summary.loadAverage.before.join(' / ')} before, ` +
        `${report.summary.loadAverage.after.join(' / ')} after): ${report.pass ? 'target met' : 'TARGET NOT MET'}`,
    );
    process.exitCode = report.pass ? 0 : 1;
  } finally {
    await observer?.end();
    if (app) await stopServer(app);
    const keep = Boolean(process.env.BENCH_LISTS_KEEP || reuse);
    if (keep) console.log(`kept database ${dbName} (${dbUrl})`);
    await removeRun(pgServer, dbName, work, { keep });
  }
}

/**
 * Before this work (the first full run of this benchmark, before migrations 0061-0062 and
 * findPage; same machine and seed, 10 requests a case): per route the median and the worst p50.
 */
const BEFORE: Record<string, string> = {
  'admin.dashboard': '212 / 212 ms',
  'admin.users': '343 / 822 ms',
  'theses.adminList': '184 / 1683 ms',
  'payments.adminList': '519 / 781 ms',
  'participants.adminList': '306 / 1436 ms',
  'messages.contacts': '1168 / 1188 ms',
  'messages.conversation': '8 / 8 ms',
  'audit.list': '28 / 39 ms',
  'letters.adminList': '298 / 373 ms',
  'certificates.adminList': '26 / 220 ms',
  'reviews.admin.reviewers': '226 / 875 ms',
  'reviews.admin.conflicts': '65 / 71 ms',
  'pages.admin.list': '47 / 65 ms',
  'news.admin.list': '25 / 38 ms',
};

type Report = {
  summary: {
    users: number;
    messages: number;
    theses: number;
    cases: number;
    slowCases: number;
    baselineMs: { p50: number; p99: number };
    dbCpuMeasured: boolean;
    seedSeconds: number;
    /** Measured on a database seeded by an earlier run (BENCH_LISTS_REUSE), then migrated. */
    reused?: boolean;
    loadAverage: { before: number[]; after: number[] };
    cpus: number;
  };
  runsPerCase: number;
  routes: {
    route: string;
    path: string;
    cases: number;
    worstP50: number;
    worstP99: number;
    worstCase: string;
    worstCpuMs: number;
    medianP50?: number;
    pass: boolean;
  }[];
  date: string;
  node: string;
};

function markdown(report: Report): string {
  const s = report.summary;
  return [
    '## Admin lists',
    '',
    ...writtenBy('bench:lists', 'lists.ts', { ...report, ...s }),
    s.reused
      ? `On a database an earlier run seeded with SQL (BENCH_LISTS_REUSE), migrated to this code: ${s.users.toLocaleString('en')} users, ${s.messages.toLocaleString('en')} messages,`
      : `Seeded with SQL in ${s.seedSeconds} s: ${s.users.toLocaleString('en')} users, ${s.messages.toLocaleString('en')} messages,`,
    `${s.theses.toLocaleString('en')} abstracts (with authors, reviews, payments, participants, letters, certificates, audit trail).`,
    `${s.cases} cases (filters, sorts, searches, deep pages), ${report.runsPerCase} requests each, one at a time, as an`,
    `organiser over HTTP; target p99 < ${TARGET_P99_MS} ms for every case. Per route, the worst case, and the most CPU a`,
    `case took per request (server${s.dbCpuMeasured ? ' + its database connections' : ''}; CPU is what load does not inflate the way it inflates waiting):`,
    '',
    '| route | cases | p50: median / worst | worst p99 (case) | CPU per request, worst case | before: p50 median / worst | target |',
    '|---|---|---|---|---|---|---|',
    ...report.routes.map(
      (r) =>
        `| \`GET ${r.path}\` | ${r.cases} | ${r.medianP50 ?? '–'} / ${r.worstP50} ms | ${r.worstP99} ms (${r.worstCase}) | ${r1(r.worstCpuMs)} ms | ${BEFORE[r.route] ?? '–'} | ${r.pass ? 'met' : '**not met**'} |`,
    ),
    '',
    `${s.slowCases} of ${s.cases} cases over ${TARGET_P99_MS} ms at p99. In the same moments the server answered`,
    `\`GET /api/auth/user\` (the sign-in check every admin request makes too) in ${s.baselineMs.p50} ms at p50 and ${s.baselineMs.p99} ms at p99`,
    '(medians over the cases): the floor the machine set. Every case is in bench/report-lists.json.',
    "The database CPU is its connections' processes only: a parallel query's workers are not counted.",
    'Totals are exact counts, not estimates (the pager reaches the last page from them), made through only the',
    'joins that can drop a row; the derived filter and sort (reviews complete, reviewer load) read what triggers keep',
    '(migrations 0072-0073) instead of aggregating every assignment per request.',
    "Before: this benchmark's first full run, before migrations 0061-0062 and db/list.ts's findPage (same machine, same",
    'seed, 10 requests a case).',
    '',
  ].join('\n');
}

if (process.argv.includes('--publish')) {
  const report = JSON.parse(
    readFileSync(path.join(ROOT, 'bench/report-lists.json'), 'utf8'),
  ) as Report & { cases: CaseResult[] };
  for (const r of report.routes) {
    const p50s = report.cases.filter((c) => c.route === r.route).map((c) => c.p50);
    r.medianP50 ??= percentile(
      p50s.sort((a, b) => a - b),
      50,
    );
  }
  await publishSection('lists', markdown(report));
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
