import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';

/**
 * docs/performance.md is written by several benchmarks: the ratios benchmark writes the head of
 * the file, and each other benchmark owns one section between `<!-- bench:NAME -->` and
 * `<!-- /bench:NAME -->`. A benchmark replaces only its own section, so running one never
 * erases the figures of another. The document is written as Prettier formats it (CI checks the
 * formatting of every file).
 */
export const PERFORMANCE_DOC = path.resolve(import.meta.dirname, '../../docs/performance.md');

const SECTION = /<!-- bench:([\w-]+) -->[\s\S]*?<!-- \/bench:\1 -->\n?/g;

/** The run a section's figures come from: when, on which Node and how many CPUs, under what load. */
export interface BenchRun {
  date: string;
  node: string;
  cpus: number;
  loadAverage: { before: number[]; after: number[] };
}

/**
 * The lines that open a benchmark's section: the command that wrote it (`npm run <script>`, its
 * file under api/bench) and the run, so a reader can weigh the figures against the machine.
 */
export function writtenBy(script: string, file: string, run: BenchRun): string[] {
  const load = run.loadAverage;
  return [
    `Written by \`npm run ${script}\` (\`api/bench/${file}\`). Run ${run.date}, Node ${run.node}, ${run.cpus} CPUs,`,
    `load average ${load.before.join(' / ')} before and ${load.after.join(' / ')} after.`,
  ];
}

/** Replaces (or appends) section `name` of the document with `markdown`. */
export async function publishSection(name: string, markdown: string, file = PERFORMANCE_DOC) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const block = `<!-- bench:${name} -->\n${markdown.trim()}\n<!-- /bench:${name} -->\n`;
  const sections = [...text.matchAll(SECTION)];
  const mine = sections.find((m) => m[1] === name);
  const next = mine ? text.replace(mine[0], block) : `${text.trimEnd()}\n\n${block}`;
  writeFileSync(file, await formatted(next, file));
}

/** Writes the document as Prettier formats it (CI checks the formatting of every file). */
export async function writeFormatted(file: string, text: string) {
  writeFileSync(file, await formatted(text, file));
}

async function formatted(text: string, file: string) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

/** `head` followed by the sections the other benchmarks wrote into the current document. */
export function withOtherSections(head: string, file = PERFORMANCE_DOC): string {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const sections = [...text.matchAll(SECTION)].map((m) => m[0].trimEnd());
  return sections.length ? `${head.trimEnd()}\n\n${sections.join('\n\n')}\n` : head;
}
