import { build } from 'esbuild';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';

/** Evaluates TypeScript of common (bundled, in Node) and answers its exports. */
export async function loadTs(source: string, resolveDir: string): Promise<Record<string, unknown>> {
  const out = await build({
    stdin: { contents: source, resolveDir, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'conf-messages-'));
  try {
    const file = path.join(dir, 'catalogue.mjs');
    await writeFile(file, out.outputFiles[0]!.text);
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
