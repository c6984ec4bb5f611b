// Builds the three parts of the desktop console into dist/: the main process and the preload
// with esbuild (each one CommonJS bundle: the sandboxed preload can require only 'electron',
// and the packaged main needs no node_modules), the renderer with Vite.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build as vite } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await rm(path.join(root, 'dist'), { recursive: true, force: true });

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node22',
  external: ['electron'],
  conditions: ['source'],
  sourcemap: false,
  logLevel: 'warning',
};
await esbuild({
  ...common,
  entryPoints: [path.join(root, 'src/main/index.ts')],
  outfile: path.join(root, 'dist/main/index.cjs'),
});
// The preload needs only a few constants of @conf/common: treating every module as free of
// side effects lets esbuild drop the rest (zod, the catalogues) from the renderer's first script.
const sideEffectFree = {
  name: 'side-effect-free',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === 'inner' || args.path === 'electron') return undefined;
      const result = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'inner',
      });
      return result.errors.length > 0 ? undefined : { ...result, sideEffects: false };
    });
  },
};
await esbuild({
  ...common,
  entryPoints: [path.join(root, 'src/preload/index.ts')],
  outfile: path.join(root, 'dist/preload/index.cjs'),
  plugins: [sideEffectFree],
});
await vite({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
process.stdout.write('desktop: built dist/main, dist/preload, dist/renderer\n');
