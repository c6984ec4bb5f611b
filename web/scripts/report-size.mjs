#!/usr/bin/env node
// Prints the gzip size of the JavaScript each kind of page downloads on first load and fails
// when the home page needs more than the budget (acceptance criterion: 150 KB gzip of JS).
// It follows the client manifest from the entry through its static imports, the same set of
// files the browser fetches (script + modulepreload) before the home page is interactive.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const log = (line = '') => process.stdout.write(`${line}\n`);
const clientDir = path.resolve(import.meta.dirname, '../dist/client');
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));

const gzipBytes = (file) => gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Files loaded for a manifest entry: its own file and, recursively, its static imports. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

function report(label, keys) {
  const files = new Set();
  for (const key of keys) for (const k of staticClosure(key)) files.add(manifest[k].file);
  const js = [...files].filter((f) => f.endsWith('.js'));
  const total = js.reduce((sum, f) => sum + gzipBytes(f), 0);
  log(`${label.padEnd(34)} ${kb(total).padStart(10)} gzip in ${js.length} file(s)`);
  return total;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('no entry in the client manifest');
/** Lazy entries whose source path contains `needle` (a chunk merged into another has no key). */
const lazy = (needle) =>
  Object.keys(manifest).filter(
    (k) => (manifest[k].src ?? k).includes(needle) && manifest[k].isDynamicEntry,
  );

log('JavaScript on first load (gzip):');
// The page's language catalogue is a chunk of its own that the server preloads with the entry.
const catalogue = 'virtual:messages/public/en';
const firstLoad = manifest[catalogue] ? [entryKey, catalogue] : [entryKey];
const home = report('home page (public pages)', firstLoad);
for (const [label, needle] of [
  ['sign-in page', 'auth/LoginPage'],
  ['sign-up page', 'auth/RegisterPage'],
  ['user panel', 'src/panel/index'],
  ['admin console', 'src/admin/index'],
]) {
  const keys = lazy(needle);
  if (keys.length) report(label, [...firstLoad, ...keys]);
  else log(`${label.padEnd(34)} (its module shares a chunk; not measured separately)`);
}
log('\nLargest client chunks:');
const all = Object.values(manifest)
  .map((m) => m.file)
  .filter((f, i, a) => f.endsWith('.js') && a.indexOf(f) === i)
  .map((f) => [f, gzipBytes(f)])
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8);
for (const [f, n] of all) log(`  ${kb(n).padStart(10)}  ${f}`);

if (home > BUDGET_BYTES) {
  console.error(`\nThe home page loads ${kb(home)} of JS, over the ${kb(BUDGET_BYTES)} budget.`);
  process.exit(1);
}
log(`\nHome page budget: ${kb(home)} of ${kb(BUDGET_BYTES)} - OK`);
