import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledMessages } from './vite-plugin-messages.ts';
import { precompress } from './vite-plugin-precompress.ts';
import { antdFormContext } from './vite-plugin-antd-form-context.ts';
import { routerTreeShake } from './vite-plugin-router-treeshake.ts';
import { NONCE_PLACEHOLDER } from './src/server/csp.ts';

/**
 * Two builds from one config: the client bundle (`vite build`) and the server renderer
 * (`vite build --ssr src/entry-server.tsx`). '@conf/common' resolves to its TypeScript source
 * through the "source" export condition, so the web build never waits for common's own build;
 * Vite's default conditions stay after it for every other package.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompiledMessages(), antdFormContext(), routerTreeShake(), precompress()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // Messages arrive pre-parsed (see vite-plugin-messages.ts): the browser needs no ICU parser.
    alias: isSsrBuild
      ? []
      : [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
  },
  // Every script, modulepreload and style tag of index.html gets this nonce, and Vite adds the
  // <meta property="csp-nonce"> its preloader copies onto the chunks it loads later; the
  // server gives each response its own value (src/server/csp.ts).
  html: { cspNonce: NONCE_PLACEHOLDER },
  ssr: {
    resolve: {
      conditions: ['source', ...defaultServerConditions],
      externalConditions: ['node'],
    },
  },
  // `npm run dev -w @conf/web`: the client alone with hot reload, rendered in the browser, talking
  // to an API started separately (`npm run dev`) on port 3000. Production renders on the server.
  server: {
    proxy: {
      '/api': process.env.API_ORIGIN ?? 'http://localhost:3000',
      '/socket.io': { target: process.env.API_ORIGIN ?? 'http://localhost:3000', ws: true },
    },
  },
  build: {
    manifest: !isSsrBuild,
    ssrManifest: false,
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    // Maps are written for debugging a build but not referenced from the bundles; the server
    // refuses to serve them (src/server/static-files.ts).
    sourcemap: 'hidden',
    target: 'es2022',
    rollupOptions: isSsrBuild ? { output: { entryFileNames: '[name].js' } } : undefined,
  },
}));
