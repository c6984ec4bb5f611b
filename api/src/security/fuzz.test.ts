import fc from 'fast-check';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, isMultipart, listRoutes, type Access, type NamedRoute } from '@conf/common';
import { startTestApp, type TestApp } from '../test/app.js';
import { requestBy } from '../test/routes.js';
import { bookBuildsSettled, buildMatrixWorld, type MatrixWorld } from './identities.js';
import { hostileRequest, MARK, type HostileForm, type HostileRequest } from './hostile.js';

/**
 * Property-based fuzzing of every route of the contract (issue 10, "keep it closed"): hostile
 * params, queries and bodies generated from each route's own schemas, sent by a caller the route
 * lets in, against a real server on real PostgreSQL. Whatever comes in, the answer is below 500,
 * an error is the documented `{ message, errors? }`, nothing shows a stack trace, and no error
 * or HTML page echoes the input. `npm test` runs a few cases per route; `npm run fuzz` runs
 * FUZZ_RUNS (default 200) per route, FUZZ_SEED to replay a failure.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Who sends the fuzz: someone the route lets in, so the input reaches the handler. */
const CALLER: Record<Access, 'anonymous' | 'authorA' | 'reviewer' | 'organiser'> = {
  public: 'anonymous',
  account: 'authorA',
  user: 'authorA',
  reviewer: 'reviewer',
  admin: 'organiser',
};
/**
 * Routes fuzzed anonymously whatever their access: signing out would end the caller's session
 * for the routes after it, and a book build renders the whole book (seconds of CPU) each time.
 */
const ANONYMOUSLY = new Set(['auth.logout', 'auth.logoutByGet', 'book.build']);

const STACK = /\n\s+at [\w$.<>[\] ]+ \(|node_modules|\.[cm]?[jt]s:\d+:\d+|SequelizeDatabaseError/;

/** A URL cannot carry half a UTF-16 pair: such a value goes as the replacement character. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function send(
  app: TestApp,
  world: MatrixWorld,
  { name, route }: NamedRoute,
  input: HostileRequest,
) {
  const who = ANONYMOUSLY.has(name) ? 'anonymous' : CALLER[route.access];
  // Filled by hand: an empty or malformed value is part of the attack, not a client mistake.
  const path = route.path.replace(/:(\w+)/g, (_m, k: string) =>
    encodeURIComponent((input.params[k] ?? '').replace(LONE_SURROGATE, '\uFFFD')),
  );
  let call = requestBy(app.url, route.method.toLowerCase(), API_PREFIX + path)
    .set('lang-code', 'en')
    .set(world.headers[who])
    .query(input.query)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });
  if (route.method === 'GET') return call;
  if (isMultipart(route.body) && typeof input.body === 'object' && input.body !== null) {
    const form = input.body as HostileForm;
    for (const [k, v] of Object.entries(form.fields)) call = call.field(k, v);
    if (form.file) call = call.attach(route.body.file.field, Buffer.from(form.file), 'x.bin');
    return call;
  }
  if (isMultipart(route.body)) {
    return call.set('content-type', 'multipart/form-data; boundary=fz').send(String(input.body));
  }
  // Any JSON value, a bare number or string included, as a client can send it.
  return call.set('content-type', 'application/json').send(JSON.stringify(input.body) ?? 'null');
}

/** What every answer must be, whatever was sent. */
function judge(res: Response): void {
  const text = String(res.body ?? '');
  const type = String(res.headers['content-type'] ?? '');
  expect(res.status, text.slice(0, 300)).toBeLessThan(500);
  // Node's HTTP parser refuses a request line over 16 KiB before the app sees it: empty answer.
  if (res.status === 431) return expect(text).toBe('');
  expect(text, 'a stack trace or internals in the answer').not.toMatch(STACK);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  if (type.includes('html')) expect(text, 'input echoed into HTML').not.toContain(MARK);
  if (res.status >= 400) {
    expect(type, 'an error answers JSON').toContain('application/json');
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(body).filter((k) => k !== 'message' && k !== 'errors')).toEqual([]);
    expect(typeof body.message).toBe('string');
    if (body.errors !== undefined) {
      for (const messages of Object.values(body.errors as object)) {
        expect(Array.isArray(messages) && messages.every((m) => typeof m === 'string')).toBe(true);
      }
    }
    expect(text, 'input echoed in an error').not.toContain(MARK);
  }
}

describe('fuzzing every route of the contract', () => {
  let app: TestApp;
  let world: MatrixWorld;

  beforeAll(async () => {
    app = await startTestApp();
    world = await buildMatrixWorld(app);
  }, 300_000);
  afterAll(async () => {
    if (!app) return;
    await bookBuildsSettled(app);
    await app.close();
  });

  it.each(listRoutes().map((r) => [r.name, r] as const))(
    '%s never fails, leaks or echoes',
    async (_name, named) => {
      await fc.assert(
        fc.asyncProperty(hostileRequest(named.route), async (input) => {
          judge(await send(app, world, named, input));
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: RUNS <= 10 },
      );
    },
    600_000,
  );
});
