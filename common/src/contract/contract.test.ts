import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ThesisDto, UserDto } from '../index.js';
import {
  apiPath,
  contract,
  fillPath,
  listRoutes,
  requestFor,
  type RequestInput,
  type ReplyOf,
} from './index.js';

describe('the route map', () => {
  const routes = listRoutes();

  it('names each method and path once', () => {
    const keys = routes.map(({ route }) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts every /admin path behind the admin guard', () => {
    const admin = routes.filter(({ route }) => route.path.startsWith('/admin'));
    expect(admin.length).toBeGreaterThan(20);
    for (const { name, route } of admin) expect(`${name}:${route.access}`).toBe(`${name}:admin`);
  });

  it('lets a reviewer reach their reviews and their own account, and nothing of the authors', () => {
    const named = (access: string) =>
      routes.filter(({ route }) => route.access === access).map(({ name }) => name);
    expect(named('account').sort()).toEqual(['auth.currentUser', 'auth.editAccount']);
    for (const { name, route } of routes.filter((r) => r.route.access === 'reviewer')) {
      expect(`${name} ${route.path}`).toMatch(/^reviews\.\w+ \/reviews(\/|$)/);
    }
  });

  it('refuses plain navigations on every deprecated GET (the state-changing twins)', () => {
    const twins = routes.filter(({ route }) => route.deprecated && route.method === 'GET');
    expect(twins.map(({ name }) => name).sort()).toEqual(
      ['auth.logoutByGet', 'messages.markReadByGet', 'messages.markReadByOrganisersByGet'].sort(),
    );
    for (const { name, route } of twins)
      expect(`${name}:${route.refuseNavigation}`).toBe(`${name}:true`);
  });

  it('declares a schema for every path parameter', () => {
    for (const { name, route } of routes) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      if (names.length === 0) continue;
      const shape = (route.params as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      expect(Object.keys(shape).sort(), name).toEqual([...names].sort());
    }
  });
});

describe('requests built from the contract', () => {
  it('fills path parameters, encoded', () => {
    expect(fillPath('/pages/:slug', { slug: 'a b/c' })).toBe('/pages/a%20b%2Fc');
    expect(() => fillPath('/theses/:id', {})).toThrow(/id/);
  });

  it('writes the links answers carry', () => {
    expect(apiPath(contract.payments.receipt, { params: { id: 3 } })).toBe(
      '/api/payments/3/receipt',
    );
    expect(apiPath(contract.reference.openapi)).toBe('/api/openapi.json');
  });

  it('carries method, query strings and body', () => {
    expect(
      requestFor(contract.theses.adminList, { query: { page: 2, status: undefined } }),
    ).toEqual({ method: 'GET', url: '/admin/theses', params: { page: '2' } });
    expect(
      requestFor(contract.theses.reject, { params: { id: 7 }, body: { reason: 'Out of scope' } }),
    ).toEqual({
      method: 'POST',
      url: '/admin/theses/7/rejection',
      body: { reason: 'Out of scope' },
    });
    expect(requestFor(contract.auth.currentUser)).toEqual({ method: 'GET', url: '/auth/user' });
  });

  it('types inputs and replies from the schemas', () => {
    expectTypeOf<ReplyOf<typeof contract.theses.get>>().toEqualTypeOf<ThesisDto>();
    expectTypeOf<ReplyOf<typeof contract.auth.currentUser>>().toEqualTypeOf<UserDto>();
    expectTypeOf<ReplyOf<typeof contract.pages.admin.remove>>().toEqualTypeOf<void>();
    expectTypeOf<RequestInput<typeof contract.theses.get>>().toHaveProperty('params');
    // Checked by the type checker (npm run typecheck), never run.
    const wrongCalls = () => {
      // @ts-expect-error: a route with a path parameter cannot be called without it
      requestFor(contract.theses.get, {});
      // @ts-expect-error: the body must match the schema
      requestFor(contract.theses.reject, { params: { id: 1 }, body: { cause: 'x' } });
    };
    expect(wrongCalls).toBeTypeOf('function');
  });
});
