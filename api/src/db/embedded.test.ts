import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const SRC = path.join(import.meta.dirname, '..');

/** A process of this app (`npm start` or a CLI) on the embedded PostgreSQL in `dataDir`. */
function run(script: string, dataDir: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIST: '',
  };
  delete env.EMBEDDED_PG_PORT;
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(SRC, script)],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const printed = async (text: string, ms = 120_000) => {
    const end = Date.now() + ms;
    while (!out.includes(text)) {
      if (Date.now() > end) throw new Error(`no "${text}" from ${script}:\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { child, exited, printed, output: () => out };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const postmasterPid = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

it('survives kill -9 and plain kill with the embedded PostgreSQL, and lets the CLI share it', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conf-embedded-'));
  chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as another user that must enter it
  const state = path.join(dataDir, 'postgres.json');

  const first = run('main.ts', dataDir);
  await first.printed('conference portal listening');
  // The port was chosen free and recorded for the other processes of this install.
  const { port, owner } = JSON.parse(readFileSync(state, 'utf8')) as Record<string, number>;
  expect(owner).toBe(first.child.pid);
  expect(port).toBeGreaterThan(0);

  // The CLI while the app runs: it uses the running server instead of starting a second one.
  const cli = run('cli/migrate.ts', dataDir);
  expect(await cli.exited, cli.output()).toBe(0);
  expect(cli.output()).toContain('using the embedded PostgreSQL running');

  // kill -9: the postmaster outlives the app...
  const orphan = postmasterPid(dataDir);
  first.child.kill('SIGKILL');
  await first.exited;
  expect(alive(orphan)).toBe(true);

  // ...and the next start shuts it down and starts its own.
  const second = run('main.ts', dataDir);
  await second.printed('conference portal listening');
  expect(second.output()).toContain('stopping a PostgreSQL left running by a crash');
  expect(alive(orphan)).toBe(false);
  const own = postmasterPid(dataDir);

  // A plain kill drains and stops the database with the app.
  second.child.kill('SIGTERM');
  expect(await second.exited, second.output()).toBe(0);
  expect(second.output()).toContain('"msg":"shutting down"');
  expect(second.output()).toContain('"msg":"stopped"');
  expect(alive(own)).toBe(false);
  expect(existsSync(state)).toBe(false);
}, 400_000);
