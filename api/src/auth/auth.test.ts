import jwt from 'jsonwebtoken';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { contract, PROFILE_FIELDS } from '@conf/common';
import { mailedToken, mailsTo, registerConfirmed } from '../test/accounts.js';
import { startTestApp } from '../test/app.js';
import { useTestWorld } from '../test/world.js';
import { createUser, registrationBody, uniq } from '../test/factories.js';
import { clientOf } from '../test/routes.js';
import { signToken } from './tokens.js';

const world = useTestWorld({ author: false });

const api = () => request(world.app.url);
const body = (overrides = {}) => registrationBody({ countryId: world.gbId, ...overrides });

describe('register', () => {
  it('answers 202, mails a link, and the link (with the password) signs in with the httpOnly cookie', async () => {
    const input = body();
    const answer = await api().post('/api/auth/register').send(input).expect(202);
    expect(answer.body).toEqual({ success: true });
    expect(answer.headers['set-cookie']).toBeUndefined();
    const token = await mailedToken(world.app, input.email, 'confirm');
    const res = await api()
      .post('/api/auth/confirm')
      .send({ token, password: input.password })
      .expect(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.user).toMatchObject({
      email: input.email,
      name: input.name,
      role: 'user',
      countryCode: 'GB',
      academicDegree: 'phd',
    });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(res.body.user).not.toHaveProperty('tokenVersion');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/auth\._token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=2592000/);
  });

  // Every field of the profile form, and the password.
  const required = [...PROFILE_FIELDS, 'password'] as const;
  it.each(required)(
    'refuses a missing %s with a message in English and Azerbaijani',
    async (field) => {
      const input: Record<string, unknown> = body();
      delete input[field];
      const register = (lang: string) =>
        api().post('/api/auth/register').set('lang-code', lang).send(input).expect(422);
      const en = await register('en');
      expect(en.body.errors[field]).toEqual(['This field is required']);
      const az = await register('az');
      expect(az.body.errors[field]).toEqual(['Bu sahə mütləqdir']);
      expect(az.body.message).toBe('Qeyd olunmuş sahələri düzəldin');
    },
  );

  it('refuses an invalid e-mail', async () => {
    const res = await api()
      .post('/api/auth/register')
      .send(body({ email: 'not-an-email' }))
      .expect(422);
    expect(res.body.errors.email).toEqual(['Enter a valid e-mail address']);
  });

  it('answers a taken e-mail, whatever its case, exactly like a new one and mails its owner', async () => {
    const input = body();
    await registerConfirmed(world.app, input);
    const res = await api()
      .post('/api/auth/register')
      .send({ ...body(), email: input.email.toUpperCase() })
      .expect(202);
    expect(res.body).toEqual({ success: true });
    const mails = await mailsTo(world.app, input.email);
    expect(mails.at(-1)).toContain('tried to create a new conference account');
  });

  it('stores text with SQL and HTML metacharacters verbatim', async () => {
    const nasty = `O'Brien"; DROP TABLE users; -- <script>alert(1)</script> & é`;
    const { token } = await registerConfirmed(
      world.app,
      body({ institution: nasty, city: `Robert'); --` }),
    );
    const me = await api()
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(me.body.institution).toBe(nasty);
    expect(me.body.city).toBe(`Robert'); --`);
  });

  it('refuses an oversized JSON body with 413', async () => {
    const res = await api()
      .post('/api/auth/register')
      .send({ ...body(), institution: 'x'.repeat(200_000) })
      .expect(413);
    expect(res.body.message).toBe('The request is too large');
  });

  it('answers 400 to malformed JSON', async () => {
    await api()
      .post('/api/auth/register')
      .set('Content-Type', 'application/json')
      .send('{"name":')
      .expect(400);
  });
});

describe('login, current user and logout', () => {
  it('walks register -> login -> user -> logout -> user (401)', async () => {
    const input = body();
    await registerConfirmed(world.app, input);
    const login = await api()
      .post('/api/auth/login')
      .send({ email: input.email, password: input.password })
      .expect(200);
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const decoded = jwt.decode(login.body.token) as { exp: number; iat: number };
    expect(decoded.exp - decoded.iat).toBe(2_592_000);
    const me = await api().get('/api/auth/user').set(auth).expect(200);
    expect(me.body.email).toBe(input.email);
    await api().post('/api/auth/logout').set(auth).expect(200);
    const after = await api().get('/api/auth/user').set(auth).expect(401);
    expect(after.body.message).toBe('The token is invalid');
  });

  it('signs out with POST as with the GET of the specification', async () => {
    const { user, token } = await createUser(world.app.ctx);
    const auth = { Authorization: `Bearer ${token}` };
    expect((await clientOf(world.app.url, { auth })(contract.auth.currentUser)).id).toBe(user.id);
    const out = await clientOf(world.app.url, { auth }).raw(contract.auth.logout);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect(out.headers.get('set-cookie')).toMatch(/auth\._token=;/);
    const after = await clientOf(world.app.url, { auth }).raw(contract.auth.currentUser);
    expect(after.status).toBe(401);
  });

  it('works with the cookie alone', async () => {
    const agent = request.agent(world.app.url);
    const input = body();
    await agent.post('/api/auth/register').send(input).expect(202);
    const token = await mailedToken(world.app, input.email, 'confirm');
    await agent.post('/api/auth/confirm').send({ token, password: input.password }).expect(200);
    await agent.get('/api/auth/user').expect(200);
    await agent.post('/api/auth/logout').set('Origin', world.app.url).expect(200);
    await agent.get('/api/auth/user').expect(401);
  });

  it('answers wrong password and unknown user alike (401, same text)', async () => {
    const { user } = await createUser(world.app.ctx);
    const wrong = await api()
      .post('/api/auth/login')
      .send({ email: user.email, password: 'wrong-password' })
      .expect(401);
    const unknown = await api()
      .post('/api/auth/login')
      .send({ email: `nobody-${uniq()}@example.org`, password: 'whatever1' })
      .expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('The e-mail or password is incorrect');
  });

  it('answers 401 without a token, and "The token is invalid" to a malformed or foreign token', async () => {
    const none = await api().get('/api/auth/user').expect(401);
    expect(none.body.message).toBe('Please sign in to continue');
    const malformed = await api()
      .get('/api/auth/user')
      .set('Authorization', 'Bearer not.a.jwt')
      .expect(401);
    expect(malformed.body.message).toBe('The token is invalid');
    const { user } = await createUser(world.app.ctx);
    const foreign = signToken(
      'another-secret-that-is-long-enough-000000',
      user.id,
      user.tokenVersion,
    );
    await api().get('/api/auth/user').set('Authorization', `Bearer ${foreign}`).expect(401);
    const az = await api()
      .get('/api/auth/user')
      .set('lang-code', 'az')
      .set('Authorization', `Bearer ${foreign}`)
      .expect(401);
    expect(az.body.message).toBe('Token etibarsızdır');
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const { token } = await createUser(world.app.ctx);
    await api()
      .put('/api/user/account')
      .set('Cookie', `auth._token=${token}`)
      .set('Origin', 'https://evil.example')
      .send({})
      .expect(403);
  });
});

describe('rate limits', () => {
  it('limits login attempts per address and e-mail', async () => {
    const strict = await startTestApp({ rateLimits: { login: { windowMs: 60_000, max: 3 } } });
    try {
      const email = `limited-${uniq()}@example.org`;
      for (let i = 0; i < 3; i++) {
        await request(strict.url)
          .post('/api/auth/login')
          .send({ email, password: 'wrong-one' })
          .expect(401);
      }
      const res = await request(strict.url)
        .post('/api/auth/login')
        .send({ email, password: 'wrong-one' })
        .expect(429);
      expect(res.body.message).toMatch(/Too many attempts/);
    } finally {
      await strict.close();
    }
  });
});

describe('password reset', () => {
  it('mails a link that resets the password once, not twice, and revokes old tokens', async () => {
    const { user, token: oldToken } = await createUser(world.app.ctx);
    const res = await api()
      .post('/api/auth/forgot_password')
      .send({ email: user.email })
      .expect(200);
    const unknown = await api()
      .post('/api/auth/forgot_password')
      .send({ email: `nobody-${uniq()}@example.org` })
      .expect(200);
    expect(unknown.body).toEqual(res.body);
    const mails = await mailsTo(world.app, user.email);
    expect(mails).toHaveLength(1);
    const link = mails[0]!.match(/https?:\/\/\S+\/user\/forgot_password\/reset\/([\w-]+)/);
    expect(link).not.toBeNull();
    const resetToken = link![1]!;

    const newPassword = `new-${uniq()}-password`;
    await api()
      .post('/api/auth/reset_password')
      .send({ token: resetToken, password: newPassword, passwordConfirmation: newPassword })
      .expect(200);
    const again = await api()
      .post('/api/auth/reset_password')
      .send({
        token: resetToken,
        password: 'another-pass-1',
        passwordConfirmation: 'another-pass-1',
      })
      .expect(400);
    expect(again.body.message).toBe('This password reset link is invalid or has expired');

    await api().get('/api/auth/user').set('Authorization', `Bearer ${oldToken}`).expect(401);
    await api()
      .post('/api/auth/login')
      .send({ email: user.email, password: newPassword })
      .expect(200);
  });

  it('refuses an expired link', async () => {
    const { user } = await createUser(world.app.ctx);
    await api().post('/api/auth/forgot_password').send({ email: user.email }).expect(200);
    const resetToken = await mailedToken(world.app, user.email, 'reset');
    await world.app.ctx.models.PasswordReset.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { userId: user.id } },
    );
    await api()
      .post('/api/auth/reset_password')
      .send({
        token: resetToken,
        password: 'brand-new-pass',
        passwordConfirmation: 'brand-new-pass',
      })
      .expect(400);
  });

  it('writes the mail in the language the user registered in', async () => {
    const { user } = await createUser(world.app.ctx, { locale: 'az' });
    await api().post('/api/auth/forgot_password').send({ email: user.email }).expect(200);
    const text = (await mailsTo(world.app, user.email))[0]!;
    expect(text).toContain('Salam');
    expect(text).toMatch(/\/az\/user\/forgot_password\/reset\//);
  });
});

describe('account edit', () => {
  it('updates the profile and leaves the password alone when the new one is empty', async () => {
    const { user, password, auth } = await createUser(world.app.ctx);
    const res = await api()
      .put('/api/user/account')
      .set(auth)
      .send({ ...body({ email: user.email }), institution: 'New Institute', newPassword: '' })
      .expect(200);
    expect(res.body.institution).toBe('New Institute');
    await api().post('/api/auth/login').send({ email: user.email, password }).expect(200);
  });

  it('changes the password only with the current one', async () => {
    const { user, password, auth } = await createUser(world.app.ctx);
    const profile = body({ email: user.email });
    const wrong = await api()
      .put('/api/user/account')
      .set(auth)
      .send({ ...profile, newPassword: 'changed-password', currentPassword: 'not-it-at-all' })
      .expect(422);
    expect(wrong.body.errors.currentPassword).toEqual(['The current password is incorrect']);
    await api()
      .put('/api/user/account')
      .set(auth)
      .send({ ...profile, newPassword: 'changed-password', currentPassword: password })
      .expect(200);
    await api()
      .post('/api/auth/login')
      .send({ email: user.email, password: 'changed-password' })
      .expect(200);
  });

  it('answers 401 to a visitor', async () => {
    await api().put('/api/user/account').send(body()).expect(401);
  });
});
