import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Runs an API source file (`file`, from api/src) in a child Node process as a real start runs
 * it: `node --conditions=source --import tsx`, NODE_ENV=test plus `env`. Its stdout and stderr
 * are collected together (`output()`); `exited` is its exit code (null when killed).
 */
export function runApiSource(file: string, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(import.meta.dirname, '..', file)],
    { env: { ...process.env, NODE_ENV: 'test', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => out };
}
