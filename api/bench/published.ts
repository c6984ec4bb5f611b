import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/performance.md is rewritten whole by the ratios benchmark; the other benchmarks publish
 * their figures there as marked sections, which that rewrite carries over.
 */
export const PERFORMANCE_DOC = path.resolve(import.meta.dirname, '../../docs/performance.md');

const begin = (name: string) => `<!-- bench:${name} -->`;
const end = (name: string) => `<!-- /bench:${name} -->`;
const SECTION = /<!-- bench:([\w-]+) -->[\s\S]*?<!-- \/bench:\1 -->\n?/g;

/** Writes (or replaces) the section `name` of docs/performance.md. */
export function publishSection(name: string, markdown: string): void {
  const doc = existsSync(PERFORMANCE_DOC) ? readFileSync(PERFORMANCE_DOC, 'utf8') : '';
  const section = `${begin(name)}\n${markdown.trimEnd()}\n${end(name)}\n`;
  const kept = doc.replace(SECTION, (whole, found: string) => (found === name ? '' : whole));
  writeFileSync(PERFORMANCE_DOC, `${kept.trimEnd()}\n\n${section}`);
}

/** The sections other benchmarks published in the current docs/performance.md. */
export function publishedSections(): string {
  if (!existsSync(PERFORMANCE_DOC)) return '';
  const found = readFileSync(PERFORMANCE_DOC, 'utf8').match(SECTION) ?? [];
  return found.map((s) => `\n${s.trimEnd()}\n`).join('');
}
