import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { contract } from '@conf/common';
import { createDatabase, databaseUrl, dropDatabase } from '../../api/src/test/postgres';
import { apiClient } from './api';
import { freePort } from './free-port';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    adminEmail: string;
    adminPassword: string;
  }
}

async function waitForServer(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited early:\n${output()}`);
    try {
      const res = await apiClient(url).raw(contract.initialData.get);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not start within 90 s:\n${output()}`);
}

/**
 * Starts `node api/dist/main.js` on a free port with a database of its own (created on the local
 * PostgreSQL, or on TEST_DATABASE_URL's server) and a temporary DATA_DIR; removes both after.
 */
export default async function setup(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL ?? DEFAULT_SERVER;
  const dbName = `conf_e2e_${Date.now().toString(36)}_${process.pid}`;
  const admin = databaseUrl(server, 'postgres');
  const appDatabase = await createDatabase(admin, dbName);

  const dataDir = await mkdtemp(path.join(tmpdir(), 'conf-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      // As shipped (`npm start`): React's and RTK's production builds render the pages, so a
      // story meets the server's real speed, not the development checks'.
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: appDatabase,
      DATA_DIR: dataDir,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const teardown = async () => {
    const started = Date.now();
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await dropDatabase(admin, dbName);
    await rm(dataDir, { recursive: true, force: true });
    // The app's own log, for when a test fails (e2e/artifacts is not committed).
    const artifacts = path.join(ROOT, 'e2e', 'artifacts');
    await mkdir(artifacts, { recursive: true });
    await writeFile(path.join(artifacts, 'server.log'), output);
    console.log(`e2e teardown took ${Date.now() - started} ms`);
  };

  try {
    await waitForServer(baseUrl, child, () => output);
  } catch (err) {
    await teardown();
    throw err;
  }

  // The first start seeds an organiser account and prints its password once on the console.
  const email = /e-mail:\s+(\S+)/.exec(output)?.[1] ?? '';
  const password = /password:\s+(\S+)/.exec(output)?.[1] ?? '';
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('adminEmail', email);
  project.provide('adminPassword', password);
  return teardown;
}
