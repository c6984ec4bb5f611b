import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The Electron binary cannot run here, so 'electron' resolves to a recording stand-in
 * (src/test/fake-electron.ts) for every main-process module under test. dist/ is built once
 * before the run (src/test/build-once.ts) for the packaging and renderer tests.
 */
export default defineProject({
  resolve: {
    conditions: ['source', 'module', 'node', 'development|production'],
    alias: { electron: path.join(here, 'src/test/fake-electron.ts') },
  },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'desktop',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['src/test/build-once.ts'],
    // Chromium-driven renderer tests share two cores with the rest of the suite.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
