import { defineConfig } from 'vitest/config';

// One Vitest run, one project per package. Packages resolve @conf/common from its TypeScript
// source (the "source" export condition), so tests never need a prior build.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: ['common', 'api', 'web', 'desktop'].map((name) => `${name}/vitest.config.ts`),
  },
});
