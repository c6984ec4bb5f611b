import request from 'supertest';
import {
  API_PREFIX,
  createFetcher,
  fillPath,
  listRoutes,
  type Fetcher,
  type RouteSpec,
} from '@conf/common';

/**
 * `[method, path]` of every route in a part of the contract, each path parameter set to 1: the
 * probes of a guard test, which expects an answer before any row is looked up.
 */
export function probesOf(routes: object): [string, string][] {
  return listRoutes(routes).map(({ route }) => {
    const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((m) => [m[1], 1]));
    return [route.method.toLowerCase(), API_PREFIX + fillPath(route.path, params)];
  });
}

/** The wire path of a route with its parameters, for supertest calls of multipart or raw bodies. */
export const wirePath = (route: RouteSpec, params?: Record<string, unknown>): string =>
  API_PREFIX + fillPath(route.path, params);

/** A client of a test app through the contract, as `who` (a visitor without). */
export const clientOf = (url: string, who?: { auth: Record<string, string> }): Fetcher =>
  createFetcher({ apiBase: `${url}${API_PREFIX}`, headers: () => ({ ...who?.auth }) });

/** A supertest request by method name (`get`, `post`, ...), as a probe table spells it. */
export const requestBy = (url: string, method: string, path: string): request.Test =>
  (request(url) as unknown as Record<string, (p: string) => request.Test>)[method]!(path);

/** Creates content through the organisers' API, as the console does, and answers the new item. */
export async function createAsAdmin<T>(
  url: string,
  admin: { auth: Record<string, string> },
  route: { path: string },
  body: object,
): Promise<T> {
  const res = await request(url)
    .post(API_PREFIX + route.path)
    .set(admin.auth)
    .send(body)
    .expect(201);
  return res.body as T;
}

/**
 * A kind of content in tests: its form body (`locale` en and published unless overridden), its
 * creation as an organiser, and the organiser's list and publish switch (answering requests).
 */
export function contentFixture<T>(
  world: { app: { url: string }; admin: { auth: Record<string, string> } },
  routes: { list: { path: string }; create: { path: string }; publish: { path: string } },
  fields: () => object,
) {
  const body = (overrides: Record<string, unknown> = {}) => ({
    locale: 'en',
    isPublished: true,
    ...fields(),
    ...overrides,
  });
  const create = (overrides: Record<string, unknown> = {}) =>
    createAsAdmin<T>(world.app.url, world.admin, routes.create, body(overrides));
  const publish = (id: number, sent: object) =>
    request(world.app.url)
      .patch(API_PREFIX + fillPath(routes.publish.path, { id }))
      .set(world.admin.auth)
      .send(sent);
  const list = (query: object) =>
    request(world.app.url)
      .get(API_PREFIX + routes.list.path)
      .query(query)
      .set(world.admin.auth);
  return { body, create, publish, list };
}
