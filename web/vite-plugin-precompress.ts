import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing (maps are not served, so not compressed either). */
const TEXT = /\.(js|mjs|css|svg|json|txt)$/;
/** Below this a compressed twin saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // The manifest is read by the server, never sent.
    if (entry.isDirectory() && entry.name !== '.vite') yield* files(full);
    else if (entry.isFile() && TEXT.test(entry.name)) yield full;
  }
}

/**
 * Writes a .br (quality 11) and a .gz (level 9) twin beside every text file of the client
 * build, once, so the server sends the smallest encoding the browser accepts without
 * compressing per request (src/server/static-files.ts). Client build only.
 */
export function precompress(): Plugin {
  let outDir = '';
  let enabled = false;
  return {
    name: 'conf:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      enabled = !config.build.ssr;
    },
    async closeBundle() {
      if (!enabled) return;
      for await (const file of files(outDir)) {
        if ((await stat(file)).size < MIN_BYTES) continue;
        const body = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzipAsync(body, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }
    },
  };
}
