/**
 * `npm run bench:lighthouse`: Lighthouse's mobile run (its defaults: a mid-range phone, slow 4G
 * and a 4x slower CPU, simulated) on the pages issue 11 names, against the built app started as
 * `npm start` runs it on a fresh database. Each page is measured ROUNDS times, pages interleaved,
 * and the median score of each category is judged: performance >= 0.98, accessibility and SEO
 * 1.0. Lighthouse lives in bench/lighthouse (its own lockfile) and is installed there on first
 * use, so the tests' install does not carry it. Chromium is Debian's (CHROMIUM_PATH).
 * Writes bench/report-lighthouse.json and, at the default size, its section of
 * docs/performance.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishSection } from './publish.js';
import { PRODUCTION_ENV, ROOT, startBuiltServer, startFlags } from './server.js';

const PAGES = ['/', '/az/pages/topics', '/user/login'] as const;
const ROUNDS = Number(process.env.BENCH_LIGHTHOUSE_ROUNDS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { performance: 0.98, accessibility: 1, seo: 1 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];
/** The metrics behind the performance score, shown so a miss says where the time went. */
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;
type Metric = keyof typeof METRICS;

const TOOL = path.join(ROOT, 'bench/lighthouse');
const CLI = path.join(TOOL, 'node_modules/lighthouse/cli/index.js');

interface Run {
  scores: Record<Category, number>;
  /** Milliseconds, except CLS (unitless). */
  metrics: Record<Metric, number>;
  /** Lighthouse's own measure of the host's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
}

interface LighthouseResult {
  categories: Record<Category, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
  runWarnings: string[];
}

/**
 * bench/lighthouse/package.json pins two packages in `overrides`: Lighthouse's trace engine asks
 * for them at "latest", which `npm ci` refuses to hold to the lockfile once a newer one is out.
 */
function ensureLighthouse() {
  if (existsSync(CLI)) return;
  console.log('installing Lighthouse into bench/lighthouse (once)');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', TOOL], { stdio: 'inherit' });
}

function lighthouse(url: string, output: string): Run {
  const run = spawnSync(
    process.execPath,
    [
      CLI,
      url,
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${output}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`Lighthouse failed on ${url} (exit ${run.status})`);
  const result = JSON.parse(readFileSync(output, 'utf8')) as LighthouseResult;
  for (const warning of result.runWarnings) console.warn(`${url}: ${warning}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, result.categories[c].score ?? 0]),
  ) as Run['scores'];
  const metrics = Object.fromEntries(
    (Object.keys(METRICS) as Metric[]).map((m) => [m, result.audits[m]?.numericValue ?? NaN]),
  ) as Run['metrics'];
  return { scores, metrics, benchmarkIndex: result.environment.benchmarkIndex };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function summarise(runs: Run[]) {
  const of = (pick: (r: Run) => number) => ({
    median: median(runs.map(pick)),
    min: Math.min(...runs.map(pick)),
    max: Math.max(...runs.map(pick)),
  });
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, of((r) => r.scores[c])])) as Record<
      Category,
      ReturnType<typeof of>
    >,
    metrics: Object.fromEntries(
      (Object.keys(METRICS) as Metric[]).map((m) => [m, median(runs.map((r) => r.metrics[m]))]),
    ) as Record<Metric, number>,
  };
}

const metricText = (m: Metric, value: number) =>
  m === 'cumulative-layout-shift' ? value.toFixed(3) : `${(value / 1000).toFixed(2)} s`;

async function main() {
  ensureLighthouse();
  const server = await startBuiltServer({
    name: 'lighthouse',
    flags: startFlags(),
    probe: '/',
    env: (base) => ({
      ...PRODUCTION_ENV,
      PUBLIC_URL: base,
      WEB_DIST: path.join(ROOT, 'web/dist'),
    }),
  });
  const loadBefore = os.loadavg();
  const runs = new Map<string, Run[]>(PAGES.map((p) => [p, []]));
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // The order flips each round, so no page always runs on the warmest server.
      const order = round % 2 ? [...PAGES].reverse() : PAGES;
      for (const page of order) {
        const run = lighthouse(`${server.base}${page}`, path.join(server.work, 'lighthouse.json'));
        runs.get(page)!.push(run);
        console.log(`round ${round + 1} ${page}: ${JSON.stringify(run.scores)}`);
      }
    }
  } finally {
    await server.stop();
  }
  const loadAfter = os.loadavg();

  const pages = PAGES.map((page) => ({ page, ...summarise(runs.get(page)!) }));
  const cpuIndex = median([...runs.values()].flat().map((r) => r.benchmarkIndex));
  const misses = pages.flatMap(({ page, scores }) =>
    CATEGORIES.filter((c) => scores[c].median < TARGETS[c]).map(
      (c) => `${page} ${c} ${scores[c].median}`,
    ),
  );
  const report = {
    pass: misses.length === 0,
    summary: {
      rounds: ROUNDS,
      ...Object.fromEntries(
        pages.map(({ page, scores }) => [
          page,
          Object.fromEntries(CATEGORIES.map((c) => [c, scores[c].median])),
        ]),
      ),
      misses,
    },
    pages,
    cpuIndex,
    load: { before: loadBefore, after: loadAfter },
    at: new Date().toISOString(),
  };
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench/report-lighthouse.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  console.log(JSON.stringify(report.summary, null, 2));

  if (process.env.BENCH_LIGHTHOUSE_ROUNDS === undefined) {
    const score = (s: { median: number; min: number; max: number }) =>
      s.min === s.max ? `${s.median}` : `**${s.median}** (${s.min}–${s.max})`;
    const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
    await publishSection(
      'lighthouse',
      [
        '## Lighthouse (mobile)',
        '',
        `Written by \`npm run bench:lighthouse\` (\`api/bench/lighthouse.ts\`). Run ${report.at}, Node ${process.version},`,
        `${os.cpus().length} CPUs, load average ${load(loadBefore)} before and ${load(loadAfter)} after.`,
        `Lighthouse 12 with its mobile defaults (simulated slow 4G and a 4x slower CPU) in Debian's Chromium, against`,
        `the built app started as \`npm start\` runs it on a fresh database; ${ROUNDS} rounds, pages interleaved,`,
        'median score (and spread). Targets: performance >= 0.98, accessibility 1.0, SEO 1.0.',
        `Lighthouse's CPU index of the host during the runs (its \`benchmarkIndex\`, median): ${Math.round(cpuIndex)}.`,
        '',
        `| page | performance | accessibility | SEO | ${Object.values(METRICS).join(' | ')} |`,
        `| --- | --- | --- | --- | ${Object.values(METRICS)
          .map(() => '---')
          .join(' | ')} |`,
        ...pages.map(
          ({ page, scores, metrics }) =>
            `| \`${page}\` | ${CATEGORIES.map((c) => score(scores[c])).join(' | ')} | ${(
              Object.keys(METRICS) as Metric[]
            )
              .map((m) => metricText(m, metrics[m]))
              .join(' | ')} |`,
        ),
        '',
        report.pass
          ? 'Every target met.'
          : `**Not met:** ${misses.join('; ')}. Lighthouse times the main thread's real work (TBT above all), so a loaded machine lowers the performance score.`,
      ].join('\n'),
    );
  }
  process.exit(report.pass ? 0 : 1);
}

await main();
