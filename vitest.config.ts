import { defineConfig } from 'vitest/config';

// One Vitest run, one project per package (each package's vitest.config.ts). The end-to-end
// suite has its own config (e2e/vitest.config.ts) and runs after a build.
export default defineConfig({
  test: {
    projects: ['{common,api,web,desktop}/vitest.config.ts'],
    maxWorkers: 2,
  },
});
