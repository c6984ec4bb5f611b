import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  AUTH,
  contract,
  fillPath,
  queryStrings,
  type Locale,
  type RouteSpec,
} from '@conf/common';
import { apiRoutes } from '../routes.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { createUser, type CreatedUser } from '../test/factories.js';
import { wirePath } from '../test/routes.js';
import type { PageApi } from '@conf/common';
import { createPageApi } from './page-api.js';

let app: TestApp;
let author: CreatedUser;
let reviewer: CreatedUser;
let pageApiOf: (req: IncomingMessage) => PageApi;

beforeAll(async () => {
  app = await startTestApp();
  author = await createUser(app.ctx);
  reviewer = await createUser(app.ctx, { role: 'reviewer' });
  pageApiOf = createPageApi(app.ctx, apiRoutes(app.ctx), () => app.app);
});
afterAll(() => app.close());

/** A page request as the renderer gets it: only its headers matter to the API. */
function pageRequest(cookie?: string): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.headers = cookie ? { cookie: `${AUTH.cookieName}=${cookie}` } : {};
  return req;
}

type Input = { params?: Record<string, unknown>; query?: Record<string, unknown> };

/** The same read over HTTP, with the same cookie and language. */
async function overHttp(route: RouteSpec, input: Input, locale: Locale, token?: string) {
  const query = queryStrings(input.query);
  const res = await request(app.url)
    .get(wirePath(route, input.params))
    .query(query ?? {})
    .set('lang-code', locale)
    .set('cookie', token ? `${AUTH.cookieName}=${token}` : '');
  return { status: res.status, body: res.body as unknown };
}

/** The read in process: `{ status, body }` as over HTTP (a failure is thrown as `{ status, data }`). */
async function inProcess(route: RouteSpec, input: Input, locale: Locale, token?: string) {
  try {
    const body = await pageApiOf(pageRequest(token)).read(route, input, locale);
    return { status: route.reply.kind === 'json' ? route.reply.status : 200, body };
  } catch (failure) {
    const { status, data } = failure as { status: number; data: unknown };
    return { status, body: data };
  }
}

/** The object a handler answered, as it reads once written as JSON (what the browser gets). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('the API as a page reads it in process', () => {
  const cases: [string, RouteSpec, Input, Locale, () => string | undefined][] = [
    ['initial data, a visitor', contract.initialData.get, {}, 'az', () => undefined],
    ['initial data, an author', contract.initialData.get, {}, 'en', () => author.token],
    ['the signed-in author', contract.auth.currentUser, {}, 'en', () => author.token],
    ['no one signed in', contract.auth.currentUser, {}, 'az', () => undefined],
    ['a token nobody issued', contract.auth.currentUser, {}, 'en', () => 'not.a.token'],
    ['the public settings', contract.settings.public, {}, 'en', () => author.token],
    ['the latest news', contract.news.latest, { query: { limit: 3 } }, 'az', () => undefined],
    ['a bad query', contract.news.latest, { query: { limit: 0 } }, 'en', () => author.token],
    [
      'a missing page',
      contract.pages.get,
      { params: { slug: 'no-such-page' } },
      'en',
      () => undefined,
    ],
    [
      'a malformed slug',
      contract.pages.get,
      { params: { slug: 'Bad Slug!' } },
      'az',
      () => undefined,
    ],
    [
      'participants',
      contract.participants.publicList,
      { query: { page: 1 } },
      'en',
      () => undefined,
    ],
    ["an author's abstracts", contract.theses.mine, {}, 'en', () => author.token],
    ["a reviewer in the authors' area", contract.theses.mine, {}, 'en', () => reviewer.token],
    ['a visitor in the organisers’ area', contract.admin.dashboard, {}, 'en', () => undefined],
    ['a file route (the countries)', contract.initialData.countries, {}, 'az', () => undefined],
  ];

  it.each(cases)(
    '%s: the same status and body as over HTTP',
    async (_name, route, input, locale, who) => {
      const wire = await overHttp(route, input, locale, who());
      const read = await inProcess(route, input, locale, who());
      expect(read.status).toBe(wire.status);
      expect(asJson(read.body)).toEqual(wire.body);
    },
  );

  it('answers what a handler returned as plain data, the same once written as JSON', async () => {
    const user = await pageApiOf(pageRequest(author.token)).read(
      contract.auth.currentUser,
      {},
      'en',
    );
    expect(user).toEqual(asJson(user));
  });

  it('reads the visitor once per page, however many reads it makes', async () => {
    const statements: string[] = [];
    const sequelize = app.ctx.models.sequelize;
    const hook = (_options: unknown, query: { sql?: string }) => {
      if (query.sql?.includes('FROM "users" WHERE "id" = $1')) statements.push(query.sql);
    };
    sequelize.addHook('afterQuery', 'count-user-reads', hook as never);
    try {
      const page = pageApiOf(pageRequest(author.token));
      await Promise.all([
        page.read(contract.auth.currentUser, {}, 'en'),
        page.read(contract.initialData.get, {}, 'en'),
        page.read(contract.theses.mine, {}, 'en'),
      ]);
      expect(statements).toHaveLength(1);
    } finally {
      sequelize.removeHook('afterQuery', 'count-user-reads');
    }
  });
});

describe("RTK Query's requests in process", () => {
  const fetchOf = (token: string | undefined, path: string, locale: Locale = 'en') =>
    pageApiOf(pageRequest(token)).fetch(
      new Request(`http://in-process/api${path}`, { headers: { 'lang-code': locale } }),
    );

  it('answers a GET of a route by its handler, as over HTTP', async () => {
    const path = `${fillPath(contract.participants.publicList.path, {})}?page=1`;
    const res = await fetchOf(undefined, path, 'az');
    const wire = await request(app.url).get(`/api${path}`).set('lang-code', 'az');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(wire.body);
  });

  it('matches paths as the router does: a literal before a parameter, any case, a trailing slash', async () => {
    const accepted = await fetchOf(undefined, '/THESES/accepted/?page=1');
    const wire = await request(app.url)
      .get(`${wirePath(contract.theses.accepted)}?page=1`)
      .set('lang-code', 'en');
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual(wire.body);

    // An empty segment is no route's address, in process as over HTTP.
    const doubled = `/${contract.theses.accepted.path}?page=1`;
    const refused = await fetchOf(undefined, doubled);
    const wireRefused = await request(app.url)
      .get(`${API_PREFIX}${doubled}`)
      .set('lang-code', 'en');
    expect(wireRefused.status).toBe(404);
    expect(refused.status).toBe(404);
  });

  it('answers refusals, bad input and unknown routes with the API’s own errors', async () => {
    const refused = await fetchOf(undefined, '/theses');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toHaveProperty('message');

    const invalid = await fetchOf(author.token, '/participants/public?page=zero');
    expect(invalid.status).toBe(422);
    expect((await invalid.json()) as unknown).toHaveProperty('errors');

    const unknown = await fetchOf(author.token, '/no/such/route');
    expect(unknown.status).toBe(404);
  });
});
