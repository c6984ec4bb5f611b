import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerConfirmed } from '../test/accounts.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { registrationBody } from '../test/factories.js';

const lines: string[] = [];
let app: TestApp;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await startTestApp({ logger: pino({ level: 'trace' }, sink) });
});
afterAll(() => app.close());

it('writes structured request logs that never contain a password or a token', async () => {
  const secretPassword = 'Sup3r-secret-password-xyz';
  const body = registrationBody({ password: secretPassword, countryId: 1 });
  const { token } = await registerConfirmed(app, body);
  await request(app.url)
    .post('/api/auth/login?password=' + secretPassword)
    .send({ email: body.email, password: secretPassword })
    .expect(200);
  await request(app.url).get('/api/auth/user').set('Authorization', `Bearer ${token}`).expect(200);
  await request(app.url).get('/api/auth/user').set('Cookie', `auth._token=${token}`).expect(200);

  const all = lines.join('');
  const requests = lines
    .map((l) => JSON.parse(l) as { req?: { path: string } })
    .filter((l) => l.req);
  expect(requests.map((l) => l.req!.path)).toEqual(
    expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/auth/user']),
  );
  expect(all).not.toContain(secretPassword);
  expect(all).not.toContain(token);
  expect(all).not.toContain(token.split('.')[2]);
});

it("writes one access line per API request, carrying the proxy's X-Request-Id", async () => {
  const path = '/api/topics';
  await request(app.url).get(path).set('X-Request-Id', 'proxy-id-42').expect(200);
  await request(app.url).get(path).expect(200);
  const entries = lines
    .map(
      (l) => JSON.parse(l) as { msg: string; req?: { id: string; path: string; method: string } },
    )
    .filter((l) => l.msg === 'request completed' && l.req?.path === path);
  expect(entries).toHaveLength(2);
  expect(entries[0]).toMatchObject({
    req: { id: 'proxy-id-42', method: 'GET', path },
    res: { statusCode: 200 },
    responseTime: expect.any(Number),
  });
  expect(entries[1]!.req!.id).toMatch(/^[0-9a-f-]{36}$/);
});
