import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, listRoutes, type RouteSpec } from '@conf/common';
import { startTestApp, type TestApp } from './test/app.js';
import { createUser, type CreatedUser } from './test/factories.js';

/**
 * The access matrix of the programme, book, letters and certificates: every route of these
 * domains refuses a visitor (401) unless public, and a signed-in author (403) when it is the
 * organisers', before anything else happens.
 */
describe('who may call the programme, book, letters and certificates routes', () => {
  let app: TestApp;
  let author: CreatedUser;
  const routes = listRoutes().filter(({ domain }) =>
    ['programme', 'book', 'letters', 'certificates'].includes(domain),
  );

  beforeAll(async () => {
    app = await startTestApp();
    author = await createUser(app.ctx);
  });
  afterAll(() => app.close());

  const call = (route: RouteSpec, headers: Record<string, string>) => {
    const params = Object.fromEntries(
      [...route.path.matchAll(/:(\w+)/g)].map((m) => [
        m[1],
        m[1] === 'token' ? 'x'.repeat(32) : '1',
      ]),
    );
    return fetch(`${app.url}/api${fillPath(route.path, params)}`, {
      method: route.method,
      headers: { 'lang-code': 'en', 'content-type': 'application/json', ...headers },
      body: route.method === 'GET' ? undefined : '{}',
    });
  };

  it('covers every route of the four domains', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
  });

  it('answers 401 to a visitor on every route that is not public', async () => {
    for (const { name, route } of routes) {
      const res = await call(route, {});
      if (route.access === 'public') expect(res.status, name).not.toBe(401);
      else expect(res.status, name).toBe(401);
    }
  });

  it('answers 403 to an author on every organisers’ route', async () => {
    for (const { name, route } of routes.filter((r) => r.route.access === 'admin')) {
      expect((await call(route, author.auth)).status, name).toBe(403);
    }
  });
});
