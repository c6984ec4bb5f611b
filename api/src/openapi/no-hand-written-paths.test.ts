import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Clients call the API through the contract in common (`createFetcher`, `requestFor`, `apiPath`,
 * the web's base query), so that a path or a payload the server does not define is a type error.
 * A path spelled by hand (a string that starts with /api/, or a template that appends /api/… to
 * an origin) would escape that check: this test finds them in every source tree.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** /api/ right after a quote, a backtick or an interpolation: a path written out in code. */
const HAND_WRITTEN = /['"`}]\/api\//;

const WIRE_TEST =
  'an integration test of the HTTP surface: it sends requests to the wire paths as clients ' +
  'in the wild and the specification spell them, so that a route that moves fails here';

/**
 * Files that spell API paths on purpose, each with the reason. An entry that no longer spells
 * one fails too, so the list cannot go stale.
 */
const DELIBERATE: Record<string, string> = {
  'api/src/admin/admin.test.ts': 'checks that every mounted path under /api/admin is guarded',
  'api/src/admin/dashboard.test.ts': WIRE_TEST,
  'api/src/auth/auth.test.ts': WIRE_TEST,
  'api/src/auth/security.test.ts':
    'replays the security review on the wire: raw headers, cookies, origins and spellings ' +
    'of the findings (docs/security.md) that a typed client would never send',
  'api/src/files/files.test.ts': WIRE_TEST,
  'api/src/files/hostile-uploads.test.ts':
    'sends malformed multipart bodies and aborted uploads, which no typed client can produce',
  'api/src/http/input-bounds.test.ts':
    'sends ids past PostgreSQL integer, NUL bytes and dates that the typed inputs refuse to build',
  'api/src/http/logging.test.ts': 'checks which paths the request log records, and how',
  'api/src/initial-data/initial-data.test.ts': WIRE_TEST,
  'api/src/messages/messages.test.ts': WIRE_TEST,
  'api/src/news/news.test.ts': WIRE_TEST,
  'api/src/pages/pages.test.ts': WIRE_TEST,
  'api/src/participants/participants.test.ts': WIRE_TEST,
  'api/src/participants/zoom.test.ts': WIRE_TEST,
  'api/src/payments/payments.test.ts': WIRE_TEST,
  'api/src/realtime/redis.test.ts': WIRE_TEST,
  'api/src/realtime/socket.test.ts': WIRE_TEST,
  'api/src/server.test.ts': WIRE_TEST,
  'api/src/theses/theses.test.ts': WIRE_TEST,
  'api/src/users/admin-role.test.ts': WIRE_TEST,
  'api/src/users/admin-users.test.ts': WIRE_TEST,
  'desktop/src/main/connection.test.ts':
    'its stand-in server checks the paths the main process requests on the wire',
  'web/src/app/socket.test.ts': 'its stand-in server answers the wire paths the app requests',
  'web/src/server/render.test.tsx':
    'its stand-in API answers the wire paths server rendering requests',
  'web/src/admin/shell/list-params.test.ts': 'checks the wire path an export link resolves to',
  'web/src/panel/theses/thesis-form.test.ts': 'a DTO fixture carries the link the API presents',
};

/** An RTK Query request spelled as a path (`url: '/theses'`, `query: () => '/topics'`). */
const WEB_REQUEST_PATH = /\burl:\s*['"`]\/|=>\s*['"`]\/[a-z]/;

/** The contract itself is where paths are written, once. */
const CONTRACT = 'common/src/contract/';

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      return ['node_modules', 'dist'].includes(entry.name) ? [] : sourceFiles(relative);
    }
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [relative] : [];
  });
}

/** `file:line  text` of every hand-written path in the trees. */
function handWritten(trees: string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of trees.flatMap(sourceFiles)) {
    if (file.startsWith(CONTRACT)) continue;
    const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
    const hits = lines.flatMap((line, i) =>
      HAND_WRITTEN.test(line) ? [`${file}:${i + 1}  ${line.trim()}`] : [],
    );
    if (hits.length) found.set(file, hits);
  }
  return found;
}

const unexpected = (found: Map<string, string[]>) =>
  [...found].filter(([file]) => !DELIBERATE[file]).flatMap(([, hits]) => hits);

describe('API paths are written only in the contract', () => {
  it('in the API, the desktop app, the end-to-end tests and common', () => {
    expect(unexpected(handWritten(['api/src', 'desktop/src', 'e2e', 'common/src']))).toEqual([]);
  });

  // The web app calls through the contract as well (its RTK Query base query); this part lists
  // every path it still spells.
  it('in the web app', () => {
    expect(unexpected(handWritten(['web/src']))).toEqual([]);
    const requests = sourceFiles('web/src')
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            WEB_REQUEST_PATH.test(line) ? [`${file}:${i + 1}  ${line.trim()}`] : [],
          ),
      );
    expect(requests).toEqual([]);
  });

  it('lists only files that still spell a path, each with a reason', () => {
    const found = handWritten(['api/src', 'desktop/src', 'e2e', 'common/src', 'web/src']);
    const stale = Object.keys(DELIBERATE).filter((file) => !found.has(file));
    expect(stale).toEqual([]);
    for (const reason of Object.values(DELIBERATE)) expect(reason.length).toBeGreaterThan(20);
  });
});
