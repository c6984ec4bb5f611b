/**
 * What the benchmarks share: the built server started in a child process on a fresh database
 * and a free port (as `npm start` starts it), its resident memory, and its clean-up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, dropDatabase, testServer } from '../src/test/postgres.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Kilobytes as megabytes, to one decimal. */
export const mb = (kb: number) => Math.round((kb / 1024) * 10) / 10;

/**
 * The V8 flags of the root `npm start` script, read from package.json so that a benchmark
 * measures the server exactly as it runs in production (BENCH_NODE_FLAGS overrides, as JSON).
 */
export function startFlags(): string[] {
  if (process.env.BENCH_NODE_FLAGS) return JSON.parse(process.env.BENCH_NODE_FLAGS) as string[];
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** A process's resident memory in kB (VmRSS of /proc/<pid>/status); 0 once it has gone. */
export function rssKb(pid: number): number {
  if (!existsSync(`/proc/${pid}/status`)) return 0;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** A settled process's resident memory in kB: the highest of 20 readings 25 ms apart. */
export async function idleRssKb(pid: number): Promise<number> {
  const idle: number[] = [];
  for (let i = 0; i < 20; i++) {
    idle.push(rssKb(pid));
    await new Promise((r) => setTimeout(r, 25));
  }
  return Math.max(...idle);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `path` on the server until it answers, for at most 600 tries. */
export async function waitUntilUp(
  base: string,
  child: { exitCode: number | null },
  { path: probe = '/api/topics', everyMs = 200 } = {},
) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}${probe}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`the server did not start within ${(600 * everyMs) / 1000} s`);
}

/** What the server's environment is made of in every benchmark (the rest is the caller's). */
export interface ServerEnv {
  port: number;
  databaseUrl: string;
  dataDir: string;
  jwtSecret: string;
}

/**
 * Spawns the server (`entry`: node's arguments, the built `api/dist/main.js` by default) with the
 * benchmarks' usual environment: on 127.0.0.1:`port`, no web build, warnings only; `extra` adds
 * to or overrides it. Its output goes nowhere but its errors show.
 */
export function spawnServer(
  { port, databaseUrl, dataDir, jwtSecret }: ServerEnv,
  extra: Record<string, string>,
  entry = [path.join(ROOT, 'api/dist/main.js')],
): ChildProcess {
  return spawn(process.execPath, entry, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Stops a spawned server and waits until it has gone. */
export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The settings of a production-like run: no rate limits (one client sends everything), no Redis. */
export const PRODUCTION_ENV = { NODE_ENV: 'production', RATE_LIMIT: 'off', REDIS_URL: '' };

/**
 * Removes what a run made: its database (unless `keep`), the PostgreSQL it ran on (when the run
 * started one) and its scratch folder.
 */
export async function removeRun(
  pgServer: Awaited<ReturnType<typeof testServer>>,
  dbName: string,
  work: string,
  { keep = false } = {},
) {
  if (!keep) await dropDatabase(pgServer.adminUrl, dbName).catch(() => undefined);
  await pgServer.stop();
  rmSync(work, { recursive: true, force: true });
}

export interface BenchServer {
  base: string;
  /** A scratch folder of the run (the server's DATA_DIR is `data` inside it), removed by stop(). */
  work: string;
  child: ChildProcess;
  pid: number;
  databaseUrl: string;
  dataDir: string;
  jwtSecret: string;
  /** Stops the server, drops its database and removes its files. */
  stop: () => Promise<void>;
}

/**
 * Starts `api/dist/main.js` (build it first) on a fresh database of the test PostgreSQL (or an
 * embedded one) and waits until it answers. `env` adds to or overrides the usual settings.
 */
export async function startBuiltServer({
  name,
  flags = [],
  probe,
  env = () => ({}),
}: {
  /** The benchmark's name, in its working folder's name. */
  name: string;
  /** Node's flags (startFlags() to run it as `npm start` does). */
  flags?: string[];
  /** What is polled until it answers (waitUntilUp's default otherwise). */
  probe?: string;
  env?: (base: string) => Record<string, string>;
}): Promise<BenchServer> {
  const work = mkdtempSync(path.join(os.tmpdir(), `conf-bench-${name}-`));
  const dataDir = path.join(work, 'data');
  const pgServer = await testServer();
  const dbName = `conf_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await createDatabase(pgServer.adminUrl, dbName);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const jwtSecret = randomBytes(32).toString('hex');
  const child = spawnServer({ port, databaseUrl, dataDir, jwtSecret }, env(base), [
    ...flags,
    path.join(ROOT, 'api/dist/main.js'),
  ]);
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`the server stopped during the benchmark: ${code ?? signal}`);
  });
  const stop = async () => {
    stopping = true;
    await stopServer(child);
    await removeRun(pgServer, dbName, work);
  };
  try {
    await waitUntilUp(base, child, probe ? { path: probe } : {});
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, work, child, pid: child.pid!, databaseUrl, dataDir, jwtSecret, stop };
}
