import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, fillPath, listRoutes, type NamedRoute } from '@conf/common';
import { startTestApp, type TestApp } from '../test/app.js';
import { requestBy } from '../test/routes.js';
import { MATRIX, type Outcome } from './access-matrix.js';
import { bookBuildsSettled, buildMatrixWorld, IDENTITIES, type MatrixWorld } from './identities.js';

/**
 * The authorisation matrix (issue 10, "keep it closed"): every route of the typed contract,
 * called by every identity against a real server on real PostgreSQL, answers what
 * `access-matrix.ts` declares. The routes come from the contract, so a new route without an entry
 * fails here, and so does an entry for a route that is gone.
 */

const routes = listRoutes();
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/**
 * The order the probes run in: reads first, then writes, then deletions (reversed, so a slot goes
 * before its session and its room), and sign-outs last: each would take away rows or sessions
 * the probes after it name.
 */
function runOrder(all: NamedRoute[]): NamedRoute[] {
  const signOut = (r: NamedRoute) => r.name.startsWith('auth.logout');
  const rank = (r: NamedRoute) =>
    signOut(r) ? 3 : r.route.method === 'DELETE' ? 2 : r.route.method === 'GET' ? 0 : 1;
  const ordered = [...all].sort((a, b) => rank(a) - rank(b));
  const deletions = ordered.filter((r) => rank(r) === 2).reverse();
  return [...ordered.filter((r) => rank(r) < 2), ...deletions, ...ordered.filter(signOut)];
}

/** What an answer says about access: 401/403/404 as such, anything else below 500 is `ok`. */
const outcomeOf = (status: number): Outcome | `error ${number}` =>
  status >= 500
    ? `error ${status}`
    : status === 401 || status === 403 || status === 404
      ? status
      : 'ok';

describe('the authorisation matrix', () => {
  let app: TestApp;
  let world: MatrixWorld;

  beforeAll(async () => {
    app = await startTestApp({
      config: { zoom: { url: 'https://zoom.example.org/j/1', meetingId: '1', passcode: 'p' } },
    });
    world = await buildMatrixWorld(app).catch((err: Error & { body?: unknown }) => {
      throw new Error(`${err.message}: ${JSON.stringify(err.body)}`, { cause: err });
    });
  }, 300_000);
  afterAll(async () => {
    if (!app) return;
    await bookBuildsSettled(app);
    await app.close();
  });

  it('has exactly one entry for each route of the contract', () => {
    const declared = Object.keys(MATRIX).sort();
    const contracted = routes.map((r) => r.name).sort();
    expect(
      contracted.filter((n) => !declared.includes(n)),
      'routes without an entry',
    ).toEqual([]);
    expect(
      declared.filter((n) => !contracted.includes(n)),
      'entries without a route',
    ).toEqual([]);
  });

  it('names a row of the world for every path parameter', () => {
    for (const { name, route } of routes) {
      const names = Object.keys(MATRIX[name]?.params?.({} as MatrixWorld) ?? {}).sort();
      expect(names, name).toEqual(pathParams(route.path).sort());
    }
  });

  it('answers every identity on every route as declared', async () => {
    const wrong: string[] = [];
    for (const { name, route } of runOrder(routes)) {
      const probe = MATRIX[name];
      if (!probe) continue; // reported by the first test
      const path = API_PREFIX + fillPath(route.path, probe.params?.(world) ?? {});
      // The identities of one route run side by side: none of them changes what another sees.
      // The identities of one route run side by side: none of them changes what another sees.
      // Each request has a connection of its own (a refusal may close it before the body is read).
      const statuses = await Promise.all(
        IDENTITIES.map(async (who) => {
          let call = requestBy(app.url, route.method.toLowerCase(), path)
            .set('lang-code', 'en')
            .set(world.headers[who]);
          if (route.method !== 'GET') call = call.send(probe.body?.(world) ?? {});
          return [who, (await call).status] as const;
        }),
      );
      for (const [who, status] of statuses) {
        if (outcomeOf(status) !== probe.expect[who]) {
          wrong.push(`${name} as ${who}: expected ${probe.expect[who]}, got ${status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(IDENTITIES.length * routes.length).toBeGreaterThan(900);
  }, 600_000);
});
