import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  contract,
  createFetcher,
  listRoutes,
  type OpenApiDocument,
} from '@conf/common';
import { startTestApp, type TestApp } from '../test/app.js';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** What the app really serves under /api: its routes, and any router mounted inside it. */
function mountedUnderApi(app: Express) {
  const root = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  const apiRouter = root.find((l) => l.handle.stack?.some((inner) => inner.route));
  const stack = apiRouter?.handle.stack ?? [];
  return {
    routes: stack.flatMap((l) =>
      l.route ? Object.keys(l.route.methods).map((m) => `${m.toUpperCase()} ${l.route!.path}`) : [],
    ),
    nestedRouters: stack.filter((l) => !l.route && l.handle.stack).length,
  };
}

describe('the contract is what the API serves and documents', () => {
  let app: TestApp;
  const contractRoutes = listRoutes().map(({ route }) => `${route.method} ${route.path}`);

  beforeAll(async () => {
    app = await startTestApp();
  });
  const api = () => createFetcher({ apiBase: `${app.url}${API_PREFIX}` });
  afterAll(() => app.close());

  it('mounts every contract route, and nothing else, flat under /api', () => {
    const mounted = mountedUnderApi(app.app);
    expect(mounted.nestedRouters).toBe(0);
    expect([...mounted.routes].sort()).toEqual([...contractRoutes].sort());
  });

  it('lists every route in /api/openapi.json (OpenAPI 3.1)', async () => {
    const res = await api().raw(contract.reference.openapi);
    expect(res.status).toBe(200);
    const doc = res.body as OpenApiDocument;
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths as Record<string, object>).flatMap(
      ([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.sort()).toEqual([...contractRoutes].sort());
  });

  it('describes inputs from the same schemas the API validates with', async () => {
    const doc = (await api()(contract.reference.openapi)) as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters: { name: string; in: string }[];
            requestBody?: { content: Record<string, unknown> };
          }
        >
      >;
    };
    const reject = doc.paths['/admin/theses/{id}/rejection']!.post!;
    expect(reject.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(reject.requestBody?.content['application/json']).toMatchObject({
      schema: { type: 'object', properties: { reason: expect.any(Object) } },
    });
    const submit = doc.paths['/theses']!.post!;
    expect(Object.keys(submit.requestBody!.content)).toEqual(['multipart/form-data']);
  });

  it('documents the answers of the account routes: statuses, headers, refused navigations', async () => {
    interface Op {
      responses: Record<string, { headers?: Record<string, unknown> }>;
    }
    const doc = (await api()(contract.reference.openapi)) as {
      paths: Record<string, Record<string, Op>>;
    };
    expect(Object.keys(doc.paths['/auth/register']!.post!.responses)).toContain('202');
    expect(doc.paths['/auth/confirm']!.post!.responses['200']!.headers).toHaveProperty(
      'Set-Cookie',
    );
    expect(
      Object.keys(doc.paths['/user/account']!.put!.responses['200']!.headers ?? {}).sort(),
    ).toEqual(['Set-Cookie', 'X-Auth-Token']);
    for (const path of ['/auth/logout', '/user/messages/read', '/admin/messages/read/{userId}']) {
      expect(Object.keys(doc.paths[path]!.get!.responses), path).toContain('403');
    }
  });

  it('renders a readable reference at /api/docs without any script', async () => {
    const res = await api().raw(contract.reference.docs);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = res.body as string;
    expect(html).not.toMatch(/<script/i);
    for (const { name } of listRoutes()) expect(html).toContain(`id="${name}"`);
  });
});
