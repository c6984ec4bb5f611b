import request from 'supertest';
import { contract, type LoginResponse, type RegisterInput } from '@conf/common';
import { emlText, type TestApp } from './app.js';
import { wirePath } from './routes.js';

/** The decoded text of every mail sent to `email` so far, oldest first (after pending work). */
export async function mailsTo(app: TestApp, email: string): Promise<string[]> {
  await app.settled();
  const to = new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  return app
    .outbox()
    .filter((eml) => to.test(eml.split(/\r?\n\r?\n/)[0] ?? ''))
    .map(emlText);
}

/** The token of the newest link of this kind mailed to `email`. */
export async function mailedToken(
  app: TestApp,
  email: string,
  kind: 'confirm' | 'reset',
): Promise<string> {
  const pattern = kind === 'confirm' ? /\/user\/confirm\/([\w-]+)/ : /\/reset\/([\w-]+)/;
  const tokens = (await mailsTo(app, email))
    .map((text) => pattern.exec(text)?.[1])
    .filter((t): t is string => Boolean(t));
  const token = tokens.at(-1);
  if (!token) throw new Error(`no ${kind} link mailed to ${email}`);
  return token;
}

/** Signs up through HTTP as a person would, then opens the mailed link: a usable account. */
export async function registerConfirmed(
  app: TestApp,
  body: RegisterInput,
): Promise<LoginResponse & { cookie: string }> {
  await request(app.url).post(wirePath(contract.auth.register)).send(body).expect(202);
  const token = await mailedToken(app, body.email, 'confirm');
  const res = await request(app.url)
    .post(wirePath(contract.auth.confirmEmail))
    .send({ token, password: body.password })
    .expect(200);
  return { ...(res.body as LoginResponse), cookie: String(res.headers['set-cookie']) };
}
