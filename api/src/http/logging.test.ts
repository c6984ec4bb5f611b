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
