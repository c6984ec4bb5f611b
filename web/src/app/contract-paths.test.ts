import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('API paths', () => {
  it('are never written by hand in the web app: every request names a contract route', () => {
    // A path under /api in code (the API's base alone is configuration, not a route); comments
    // may name routes.
    // An RTK Query request spelled as a path (`url: '/theses'`, `query: () => '/topics'`).
    const handWritten = /\/api\/[\w:$]|\burl:\s*['"`]\/|=>\s*['"`]\/[a-z]/;
    const code = (file: string) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line));
    const offenders = sources(SRC)
      .filter((file) => code(file).some((line) => handWritten.test(line)))
      .map((file) => path.relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
