import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { createUser, type CreatedUser } from '../test/factories.js';

/**
 * The one guard of `/api/admin`: every route mounted under it, whoever mounted it and whenever,
 * answers 401 to a visitor and 403 to a signed-in author. The routes are read from the router
 * stack of the real app, so a route added later is covered without touching this file.
 */

interface StackLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
  handle: { stack?: StackLayer[] };
}
interface MountedRoute {
  method: string;
  path: string;
}

function paths(raw: unknown): string[] {
  const all = Array.isArray(raw) ? raw.flat(Infinity) : [raw];
  return all.map((p) => {
    // A RegExp path cannot be turned into a URL to probe: fail loudly rather than skip it.
    if (typeof p !== 'string')
      throw new Error(`cannot enumerate a non-string route path: ${String(p)}`);
    return p === '/' ? '' : p;
  });
}

function collectRoutes(stack: StackLayer[], prefix: string, out: MountedRoute[]): MountedRoute[] {
  for (const layer of stack) {
    if (layer.route) {
      for (const path of paths(layer.route.path)) {
        for (const method of Object.keys(layer.route.methods)) {
          out.push({ method: method === '_all' ? 'get' : method, path: prefix + path || '/' });
        }
      }
    } else if (layer.handle.stack) {
      for (const base of paths(layer.rawPath ?? '/'))
        collectRoutes(layer.handle.stack, prefix + base, out);
    }
  }
  return out;
}

/** A concrete URL for a route pattern: every parameter filled with 1, optional parts kept. */
const concrete = (path: string) =>
  path.replace(/[{}]/g, '').replace(/:\w+/g, '1').replace(/\*\w+/g, 'x');

let app: TestApp;
let author: CreatedUser;
let adminRouteList: MountedRoute[];

beforeAll(async () => {
  app = await startTestApp();
  author = await createUser(app.ctx);
  const express = createApp(app.ctx) as unknown as { router: { stack: StackLayer[] } };
  adminRouteList = collectRoutes(express.router.stack, '', []).filter((r) =>
    r.path.startsWith('/api/admin/'),
  );
});
afterAll(() => app.close());

const api = () => request(app.url);
const call = (r: MountedRoute) => {
  const url = concrete(r.path);
  switch (r.method) {
    case 'get':
      return api().get(url);
    case 'post':
      return api().post(url);
    case 'put':
      return api().put(url);
    case 'patch':
      return api().patch(url);
    case 'delete':
      return api().delete(url);
    default:
      throw new Error(`no probe for method ${r.method} of ${r.path}`);
  }
};
const label = (r: MountedRoute) => `${r.method.toUpperCase()} ${r.path}`;

describe('every route under /api/admin', () => {
  it('is found by walking the app, the dashboard and users routes included', () => {
    const labels = adminRouteList.map(label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'GET /api/admin/initial_data',
        'GET /api/admin/users',
        'GET /api/admin/users/export',
        'GET /api/admin/users/:id',
        'PATCH /api/admin/users/:id/role',
      ]),
    );
  });

  it('answers 401 "Please sign in" to a visitor', async () => {
    const failures: string[] = [];
    for (const route of adminRouteList) {
      const res = await call(route).set('lang-code', 'en');
      if (res.status !== 401 || res.body.message !== 'Please sign in to continue') {
        failures.push(`${label(route)} -> ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 "The token is invalid" to a forged token', async () => {
    const failures: string[] = [];
    for (const route of adminRouteList) {
      const res = await call(route)
        .set('lang-code', 'en')
        .set('Authorization', 'Bearer not.a.token');
      if (res.status !== 401 || res.body.message !== 'The token is invalid') {
        failures.push(`${label(route)} -> ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a signed-in author, in the language asked for', async () => {
    const failures: string[] = [];
    for (const route of adminRouteList) {
      const res = await call(route).set('lang-code', 'az').set(author.auth);
      if (res.status !== 403 || res.body.message !== 'Bu əməliyyat üçün icazəniz yoxdur') {
        failures.push(`${label(route)} -> ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
