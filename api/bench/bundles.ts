/**
 * `npm run bench:bundles`: the JavaScript each kind of page downloads on first load (gzip), as
 * the web build measured it (web/scripts/report-size.mjs, which also fails the build over a
 * budget), published in docs/performance.md beside the targets. Sizes need no reference
 * run: they are the same on any machine. Writes bench/report-bundles.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publishSection } from './publish.js';
import { ROOT } from './server.js';

interface Measured {
  at: string;
  pages: { name: string; bytes: number; files: number; target: number; limit: number }[];
}

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const measured = JSON.parse(
  readFileSync(path.join(ROOT, 'web/dist/first-load.json'), 'utf8'),
) as Measured;
const misses = measured.pages.filter((p) => p.bytes > p.target).map((p) => p.name);
const report = {
  pass: misses.length === 0,
  summary: Object.fromEntries(measured.pages.map((p) => [p.name, kb(p.bytes)])),
  ...measured,
};
mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench/report-bundles.json'), `${JSON.stringify(report, null, 2)}\n`);

await publishSection(
  'bundles',
  [
    '## First-load JavaScript',
    '',
    `Written by \`npm run bench:bundles\` (\`api/bench/bundles.ts\`) from the web build of ${measured.at}`,
    '(`web/scripts/report-size.mjs`: the entry, the page language’s catalogue and the lazy chunks the page',
    'renders on arrival, each with its static imports; gzip level 9). The build fails when a page grows',
    'past its budget, which stands just above what it loads now.',
    '',
    '| page | first load (gzip) | files | budget | target |',
    '| --- | --- | --- | --- | --- |',
    ...measured.pages.map(
      (p) =>
        `| ${p.name} | ${kb(p.bytes)} | ${p.files} | ${kb(p.limit)} | ${kb(p.target)} ${p.bytes > p.target ? '**not met**' : 'met'} |`,
    ),
  ].join('\n'),
);
console.log(JSON.stringify(report.summary));
process.exit(report.pass ? 0 : 1);
