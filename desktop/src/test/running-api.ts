import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, contract, createFetcher, type Fetcher } from '@conf/common';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  withAdminClient,
} from '../../../api/src/test/postgres';
import { registerConfirmed } from '../../../e2e/support/accounts';
import { freePort } from '../../../e2e/support/free-port';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The conference server, started from api/src in a process of its own on a fresh database. */
export interface RunningApi {
  /** Its origin, http://127.0.0.1:<port> (the API is under /api, the socket at /socket.io). */
  url: string;
  /** A registered account (an author), signed in through the API. */
  register(name: string, surname: string): Promise<Account>;
  /** Makes an account an organiser, as `npm run admin -- promote` would. */
  promote(email: string): Promise<void>;
  /** A client of its API, signed in with `token` when one is given. */
  fetcher(token?: string): Fetcher;
  /** What the server printed, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

export interface Account {
  id: number;
  email: string;
  password: string;
  token: string;
}

/**
 * Starts `api/src/main.ts` (through tsx, so the test never runs a stale build) in a database
 * of its own, which the server migrates on start: a new database on TEST_DATABASE_URL's server
 * when that is set, otherwise the server's own embedded PostgreSQL in a temporary folder (as
 * `npm test` does everywhere else). `corsOrigins` may call it with a bearer token.
 */
export async function startApi(options: { corsOrigins: string[] }): Promise<RunningApi> {
  const server = process.env.TEST_DATABASE_URL;
  const dbName = `conf_desktop_${Date.now().toString(36)}_${process.pid}`;
  const embeddedPort = 50_000 + Math.floor(Math.random() * 4_000);
  const admin = server ? databaseUrl(server, 'postgres') : null;
  const appDatabase = admin
    ? await createDatabase(admin, dbName)
    : `postgres://postgres:embedded@127.0.0.1:${embeddedPort}/conference`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'conf-desktop-e2e-'));
  // As root, the embedded PostgreSQL runs as a system user of its own that must enter the folder.
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const fetcher = (token?: string) =>
    createFetcher({
      apiBase: `${url}${API_PREFIX}`,
      headers: () => ({
        'lang-code': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      }),
    });

  let log = '';
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'api/src/main.ts'],
    {
      cwd: REPO,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        ...(server
          ? { DATABASE_URL: appDatabase }
          : { DATABASE_URL: '', EMBEDDED_PG_PORT: String(embeddedPort) }),
        DATA_DIR: dataDir,
        WEB_DIST: '',
        CORS_ORIGINS: options.corsOrigins.join(','),
        RATE_LIMIT: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    if (admin) await dropDatabase(admin, dbName);
    await rm(dataDir, { recursive: true, force: true });
  };

  // Migrating a new database takes a few seconds, more on a busy machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the API exited while starting:\n${log}`);
    }
    const ready = await fetcher()
      .raw(contract.initialData.get)
      .then(
        (res) => res.status === 200,
        () => false,
      );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the API did not start within 120 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    async register(name, surname) {
      const initial = await fetcher()(contract.initialData.get);
      const country = initial.countries.find((c) => c.code === 'AZ') ?? initial.countries[0];
      const email = `${name}.${surname}.${Date.now().toString(36)}@example.org`.toLowerCase();
      const password = `${surname}-password-1`;
      // The account opens with the link mailed to the address (the outbox, without SMTP).
      const login = await registerConfirmed(url, dataDir, {
        name,
        surname,
        email,
        password,
        countryId: country?.id ?? 1,
        city: 'Baku',
        institution: 'Institute of Mathematics and Mechanics',
        phonePrefix: '+994',
        phone: '501234567',
        academicDegree: 'phd',
        academicTitle: 'professor',
      });
      return { id: login.user.id, email, password, token: login.token };
    },
    async promote(email) {
      await withAdminClient(appDatabase, (c) =>
        c.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [email]),
      );
    },
    fetcher,
    output: () => log,
    stop,
  };
}
