#!/usr/bin/env node
// `npm run bench`: runs every benchmark (each prints its own figures and writes
// bench/report-<name>.json), then gathers them into bench/REPORT.md against the targets
// of the issues. The ratios benchmark also writes docs/performance.md. Exits non-zero when a benchmark fails to run or misses its target.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const benches = [
  {
    name: 'ratios',
    script: 'bench:ratios',
    target:
      'side by side with bare-runtime references (docs/performance.md): SSR and initial_data >= 0.5x bare Node, /api/theses >= 0.5x node+pg; chat at 1,000 sockets and 20 senders: p99 < 150 ms and >= 300 msg/s, or >= 0.8x a bare Socket.IO relay; pages rendered for a signed-in author <= 5 ms CPU each',
  },
  {
    name: 'upload',
    script: 'bench:upload',
    target: '50 MB zip upload raises the API resident memory by < 30 MB',
  },
  {
    name: 'audit',
    script: 'bench:audit',
    target: 'audit list at 1,000,000 rows: p50 < 20 ms, p99 < 200 ms for each typical filter',
  },
  {
    name: 'lists',
    script: 'bench:lists',
    target:
      'every paged admin list and the dashboard at 100,000 users / 100,000 messages / 50,000 abstracts: p99 < 50 ms for each filter, sort, search and deep page',
  },
  {
    name: 'sockets',
    script: 'bench:sockets',
    target:
      '5,000 authenticated sockets on loopback connect in < 12 s, presence reaches the organiser as deltas (about one event per connection); delivery latency p50/p99/max and server memory',
  },
  {
    name: 'book',
    script: 'bench:book',
    target:
      'book of abstracts from 300 accepted abstracts: build time < 120 s, peak server RSS < 600 MB',
  },
  {
    name: 'exports',
    script: 'bench:exports',
    target:
      'users export at 100,000 users: every row, server RSS growth < 200 MB and an unrelated GET p99 < 100 ms during the CSV and the XLSX export, CSV < 10 s',
  },
  {
    name: 'bundles',
    script: 'bench:bundles',
    target:
      'first-load JavaScript (gzip): home <= 110 KB, login <= 130 KB, panel <= 300 KB, admin <= 350 KB',
  },
  {
    name: 'lighthouse',
    script: 'bench:lighthouse',
    target:
      'Lighthouse mobile on /, /az/pages/topics and /user/login: performance >= 0.98, accessibility 1.0, SEO 1.0 (median of 3 rounds)',
  },
  {
    name: 'signin',
    script: 'bench:signin',
    target:
      'sign-in latency p50/p99 while others browse and sign in; sign-ins add < 100 ms to an unrelated GET p99',
  },
];

const rows = [];
let failed = false;
for (const bench of benches) {
  console.log(`\n==> npm run ${bench.script}`);
  const run = spawnSync('npm', ['run', bench.script], { stdio: 'inherit' });
  const file = `bench/report-${bench.name}.json`;
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  const ok = run.status === 0 && report !== null && report.pass !== false;
  failed ||= !ok;
  rows.push({ ...bench, ok, report });
}

const lines = [
  '# Benchmark report',
  '',
  `Run at ${new Date().toISOString()} on ${process.platform}/${process.arch}, Node ${process.version}.`,
  '',
  '| benchmark | target | result | figures |',
  '|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.target} | ${r.ok ? 'met' : 'NOT MET'} | ${r.report ? '`' + JSON.stringify(r.report.summary ?? r.report) + '`' : 'no report'} |`,
  ),
  '',
];
writeFileSync('bench/REPORT.md', lines.join('\n'));
console.log(`\n${lines.join('\n')}`);
process.exit(failed ? 1 : 0);
