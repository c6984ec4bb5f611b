#!/usr/bin/env node
// Prints the gzip size of the JavaScript each kind of page downloads on first load and fails
// the build when one is over its budget (issue 11). A page's first load is the entry, the page's
// language catalogue (preloaded by the server) and the lazy chunks the page cannot render
// without, each with its static imports: the files the browser fetches (script + modulepreload)
// before the page is usable.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/** The RTK Query store and its react-redux Provider: lazy, loaded with the screens that use them. */
const STORE = ['src/app/StoreRoot.tsx', 'src/app/browser-store.ts'];

/**
 * Each budget names the lazy modules its page renders on arrival (manifest keys); the chunks that
 * import them lazily (the panel's and the console's own chunk, which have no key of their own)
 * count too. `limit` is what the build enforces; `target` is the figure, printed beside it
 * while the limit is above it. The limits stand just above what the build loads now, so no page
 * can grow back, and must only come down from here (measured: home 110.0, login 117.9, panel
 * 290.5, admin 338.6 KB). Where they stand (gzip, first load): the public site reads its data
 * through app/site-data.ts, so Redux, immer and RTK Query load only with the screens that use the
 * store (STORE below); its texts are formatted by app/format-message.ts, so react-intl loads only
 * with the panel and the console (app/IntlArea.tsx); `virtual:contract-routing` has one export
 * per domain, so the first load carries the routes of four domains, not all; and the sign-in page
 * fetches zod with the login schema on the first keystroke (schema-form's lazySchema). What
 * remains of the home page is React DOM (~63 KB), React Router's data router (~25 KB, without
 * its development warnings and the components the site does not render:
 * vite-plugin-router-treeshake.ts), React (~4 KB), the public catalogue (~3 KB) and the site's
 * own code. Every export of the router that any screen uses, lazy ones included, is in the entry
 * chunk, so the site's links, query-string hook and redirect are its own (app/RouterLink.tsx,
 * app/search-params.ts, app/Redirect.tsx). The panel loads a catalogue without the console's
 * texts (virtual:messages/panel), antd's texts of its own language only (app/antd-locale.ts) and
 * no antd Card (Card brings Tabs).
 */
const BUDGETS = [
  { name: 'home', modules: [], target: 110 * KB, limit: 110 * KB },
  { name: 'login', modules: ['src/auth/LoginPage.tsx'], target: 130 * KB, limit: 118 * KB },
  {
    name: 'panel',
    modules: ['src/panel/PanelHome.tsx', 'virtual:messages/panel/en', ...STORE],
    target: 300 * KB,
    limit: 290.5 * KB,
  },
  {
    name: 'admin',
    modules: ['src/admin/dashboard/Dashboard.tsx', 'virtual:messages/all/en', ...STORE],
    target: 350 * KB,
    limit: 339 * KB,
  },
];

const log = (line = '') => process.stdout.write(`${line}\n`);
const clientDir = path.resolve(import.meta.dirname, '../dist/client');
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));

const gzipBytes = (file) => gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
const kb = (n) => `${(n / KB).toFixed(1)} KB`;

/** Files loaded for a manifest entry: its own file and, recursively, its static imports. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`${key} is not in the client manifest (renamed or merged?)`);
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(dep, seen);
  return seen;
}

/** The chunks, other than the entry, that load `key` with a dynamic import. */
const lazyParents = (key) =>
  Object.keys(manifest).filter(
    (k) => !manifest[k].isEntry && (manifest[k].dynamicImports ?? []).includes(key),
  );

function firstLoad(keys) {
  const files = new Set();
  const all = keys.flatMap((key) => [key, ...lazyParents(key)]);
  for (const key of all) for (const k of staticClosure(key)) files.add(manifest[k].file);
  const js = [...files].filter((f) => f.endsWith('.js'));
  return { bytes: js.reduce((sum, f) => sum + gzipBytes(f), 0), count: js.length };
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('no entry in the client manifest');
// The page's language catalogue is a chunk of its own that the server preloads with the entry.
const catalogue = 'virtual:messages/public/en';
const base = manifest[catalogue] ? [entryKey, catalogue] : [entryKey];

log('JavaScript on first load (gzip):');
const over = [];
const measured = [];
for (const { name, modules, target, limit } of BUDGETS) {
  const { bytes, count } = firstLoad([...base, ...modules]);
  measured.push({ name, bytes, files: count, target, limit });
  const verdict = bytes > limit ? 'OVER' : 'ok';
  const goal = target < limit ? ` (issue target ${kb(target)})` : '';
  log(
    `  ${name.padEnd(6)} ${kb(bytes).padStart(9)} in ${String(count).padStart(2)} file(s), budget ${kb(limit)}${goal}: ${verdict}`,
  );
  if (bytes > limit) over.push(`${name} loads ${kb(bytes)}, over its ${kb(limit)} budget`);
}

// For the benchmarks' report (api/bench/bundles.ts): what this build measured.
writeFileSync(
  path.join(clientDir, '../first-load.json'),
  `${JSON.stringify({ at: new Date().toISOString(), pages: measured }, null, 2)}\n`,
);

log('\nLargest client chunks:');
const all = Object.values(manifest)
  .map((m) => m.file)
  .filter((f, i, a) => f.endsWith('.js') && a.indexOf(f) === i)
  .map((f) => [f, gzipBytes(f)])
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8);
for (const [f, n] of all) log(`  ${kb(n).padStart(10)}  ${f}`);

if (over.length) {
  for (const line of over) console.error(`Bundle budget: ${line}.`);
  process.exit(1);
}
