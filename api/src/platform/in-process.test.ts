import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, contract } from '@conf/common';
import { startTestApp, type TestApp } from '../test/app.js';
import { createUser } from '../test/factories.js';
import { inProcessFetch } from './in-process.js';
import { wirePath } from '../test/routes.js';

let app: TestApp;
let fetchApi: (request: Request) => Promise<Response>;
beforeAll(async () => {
  app = await startTestApp();
  fetchApi = inProcessFetch(app.app);
});
afterAll(() => app.close());

/** The server renderer's loaders call the API through this: no socket, the same answers. */
describe('the API called in process', () => {
  it('answers a read exactly as over HTTP', async () => {
    const wire = await request(app.url)
      .get(wirePath(contract.initialData.get))
      .set('lang-code', 'az')
      .expect(200);
    const res = await fetchApi(
      new Request('http://in-process/api/initial_data', { headers: { 'lang-code': 'az' } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(wire.body);
  });

  it('sees who is signed in from the forwarded cookie, and refuses without it', async () => {
    const author = await createUser(app.ctx);
    const signedIn = await fetchApi(
      new Request('http://in-process/api/auth/user', {
        headers: { cookie: `${AUTH.cookieName}=${author.token}` },
      }),
    );
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ id: author.user.id, email: author.user.email });

    const anonymous = await fetchApi(new Request('http://in-process/api/auth/user'));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toHaveProperty('message');
  });

  it('answers a missing route with the API 404 and an invalid query with 422', async () => {
    const missing = await fetchApi(new Request('http://in-process/api/no/such/route'));
    expect(missing.status).toBe(404);
    const invalid = await fetchApi(
      new Request('http://in-process/api/participants/public?page=zero'),
    );
    expect(invalid.status).toBe(422);
  });
});
