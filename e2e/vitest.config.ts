import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: the built app (`npm run build` first, as `npm run test:e2e` does) started once
 * for the run on a fresh database, driven by Debian's Chromium through playwright-core.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // Fails any test during which a page reported a Content-Security-Policy violation.
    setupFiles: ['e2e/support/csp-guard.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
    // Pages answer within a second or two; bcrypt makes sign-up and sign-in the slow ones.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    // One server and one browser per file; files run one after another to keep timings steady.
    fileParallelism: false,
  },
});
