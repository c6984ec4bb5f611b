import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompiledMessages } from '../web/vite-plugin-messages.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The renderer build: the first-run screen and web's admin module ('@conf/web/admin'), bundled
 * into dist/renderer with relative asset paths (served by the app:// protocol). '@conf/common'
 * resolves to its TypeScript source, as in the web build. build/ (the icons) is the public dir.
 * The admin module needs what web's own client build gives it: the pre-parsed catalogues
 * (web/vite-plugin-messages.ts) and the parser-free ICU runtime.
 */
export default defineConfig({
  root: path.join(here, 'src/renderer'),
  base: './',
  publicDir: path.join(here, 'build'),
  plugins: [precompiledMessages()],
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias: [
      { find: '@conf/web/admin', replacement: path.join(here, '../web/src/admin/index.tsx') },
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    outDir: path.join(here, 'dist/renderer'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'chrome130',
    rollupOptions: {
      onwarn(warning, warn) {
        // React libraries' "use client" markers mean nothing in a client-only bundle.
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
