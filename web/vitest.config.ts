import { defineProject } from 'vitest/config';
import { precompiledMessages } from './vite-plugin-messages.ts';

/**
 * Web tests sit beside the code (`*.test.ts(x)`). Logic runs in the node environment; component
 * tests of forms opt into jsdom with a `// @vitest-environment jsdom` first line. The
 * "source" condition makes '@conf/common' resolve to its TypeScript source (Vitest's default
 * conditions are kept after it).
 */
export default defineProject({
  plugins: [precompiledMessages()],
  resolve: {
    conditions: ['source', 'module', 'node', 'development|production'],
    // Component tests (jsdom) load antd's ES build: its CommonJS build requires an ES-only
    // package (scroll-into-view-if-needed), which the browser-like environment cannot load.
    alias: [{ find: /^antd$/, replacement: 'antd/es' }],
  },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Component tests render antd in jsdom (its first render builds every style): slower than
    // logic tests, and slower still on a busy machine.
    testTimeout: 60_000,
  },
});
