import { defineConfig } from 'vitest/config';

// One Vitest run, one project per package (each package's vitest.config.ts). The end-to-end
// suite has its own config (e2e/vitest.config.ts) and runs after a build.
export default defineConfig({
  test: {
    projects: ['{common,api,web,desktop}/vitest.config.ts'],
    maxWorkers: 2,
    // `npm test` runs with --coverage: the summary is printed, and a package under its threshold
    // fails the run. The thresholds are the measured level of the day they were set: raise them
    // as tests grow, never lower them to let a change through.
    coverage: {
      provider: 'v8',
      include: ['{common,api,web,desktop}/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/test/**', '**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      // Per package, floors of the level measured on 2026-11-23 (common: its own tests alone;
      // web and desktop together, since the desktop renderer's tests load web's console: web
      // 71.6/61.0/65.8/73.5, desktop 92.0/86.0/86.6/93.4), two points under it for the day's
      // refactors; api from the whole run in CI after the merges (87.9 statements, 89.9
      // functions, 89.7 lines), one point under. A file enters the count once a test loads it.
      thresholds: {
        'common/src/**': { statements: 75, branches: 39, functions: 51, lines: 77 },
        'api/src/**': { statements: 87, branches: 80, functions: 89, lines: 89 },
        'web/src/**': { statements: 69, branches: 59, functions: 63, lines: 71 },
        'desktop/src/**': { statements: 90, branches: 84, functions: 84, lines: 91 },
      },
    },
  },
});
