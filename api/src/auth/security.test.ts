import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Mailer } from '../mail/mailer.js';
import { mailedToken, mailsTo, registerConfirmed } from '../test/accounts.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { useTestWorld } from '../test/world.js';
import { createUser, registrationBody, uniq } from '../test/factories.js';
import type { PasswordHasher } from './passwords.js';

/*
 * Regression tests of the authentication findings of the security review (issue 10, items 1-7),
 * over real HTTP and PostgreSQL. docs/security.md says what each control protects.
 */

const world = useTestWorld({ author: false });

const api = () => request(world.app.url);
const body = (overrides = {}) => registrationBody({ countryId: world.gbId, ...overrides });
/** Opens a mailed confirmation link with the password typed on its page. */
const confirm = (token: string, password: string) =>
  api().post('/api/auth/confirm').send({ token, password });

/** Counts the hashes and compares the real pool does, to see what a request costs. */
function countingPasswords(target: TestApp) {
  const real = target.ctx.passwords;
  const counts = { hash: 0, compare: 0 };
  const counting: PasswordHasher = {
    hash: (plain) => (counts.hash++, real.hash(plain)),
    compare: (plain, hash) => (counts.compare++, real.compare(plain, hash)),
    close: () => real.close(),
  };
  target.ctx.passwords = counting;
  return { counts, restore: () => (target.ctx.passwords = real) };
}

/**
 * Holds every mail and every bcrypt run until `open()`: the real mailer and pool still do the
 * work, only later. A request that waited for either would not answer while the gate is shut.
 */
function gateWork(target: TestApp) {
  const { mailer, passwords } = target.ctx;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const gatedMailer: Mailer = { send: async (mail) => (await gate, mailer.send(mail)) };
  const gatedPasswords: PasswordHasher = {
    hash: async (plain) => (await gate, passwords.hash(plain)),
    compare: async (plain, hash) => (await gate, passwords.compare(plain, hash)),
    close: () => passwords.close(),
  };
  target.ctx.mailer = gatedMailer;
  target.ctx.passwords = gatedPasswords;
  return {
    open: () => {
      open();
      target.ctx.mailer = mailer;
      target.ctx.passwords = passwords;
    },
  };
}

describe('1. login rate limit', () => {
  it('keys on the normalised address: other spellings of it share one bucket', async () => {
    const strict = await startTestApp({ rateLimits: { login: { windowMs: 60_000, max: 3 } } });
    try {
      const { user, password } = await createUser(strict.ctx);
      const spellings = [user.email, ` ${user.email}`, user.email.toUpperCase()];
      for (const email of spellings) {
        await request(strict.url)
          .post('/api/auth/login')
          .send({ email, password: 'wrong-password' })
          .expect(401);
      }
      // The right password, spelled yet another way, is not even evaluated now.
      await request(strict.url)
        .post('/api/auth/login')
        .send({ email: `${user.email.toUpperCase()}  `, password })
        .expect(429);
    } finally {
      await strict.close();
    }
  });

  it('caps one client address across many accounts (password spraying)', async () => {
    const strict = await startTestApp({
      rateLimits: { loginPerAddress: { windowMs: 60_000, max: 5 } },
    });
    try {
      for (let i = 0; i < 5; i++) {
        await request(strict.url)
          .post('/api/auth/login')
          .send({ email: `spray-${i}-${uniq()}@example.org`, password: 'Summer2025!' })
          .expect(401);
      }
      const res = await request(strict.url)
        .post('/api/auth/login')
        .set('lang-code', 'az')
        .send({ email: `spray-last-${uniq()}@example.org`, password: 'Summer2025!' })
        .expect(429);
      expect(res.body.message).toMatch(/Həddindən çox cəhd/);
    } finally {
      await strict.close();
    }
  });
});

describe('2. reset_password', () => {
  it('looks the token up before hashing: made-up tokens cost no bcrypt', async () => {
    const { counts, restore } = countingPasswords(world.app);
    try {
      for (let i = 0; i < 5; i++) {
        const password = `made-up-${uniq()}`;
        const res = await api()
          .post('/api/auth/reset_password')
          .send({
            token: `random-token-${uniq()}-${uniq()}`,
            password,
            passwordConfirmation: password,
          })
          .expect(400);
        expect(res.body.message).toBe('This password reset link is invalid or has expired');
      }
      expect(counts.hash).toBe(0);
    } finally {
      restore();
    }
  });

  it('is rate-limited per client address', async () => {
    const strict = await startTestApp({
      rateLimits: { resetPassword: { windowMs: 60_000, max: 2 } },
    });
    try {
      const send = () =>
        request(strict.url)
          .post('/api/auth/reset_password')
          .send({
            token: `random-token-${uniq()}-${uniq()}`,
            password: 'whatever-1',
            passwordConfirmation: 'whatever-1',
          });
      await send().expect(400);
      await send().expect(400);
      await send().expect(429);
    } finally {
      await strict.close();
    }
  });
});

describe('3. account edit', () => {
  it('a new password signs out every other session; this one carries on with a fresh token', async () => {
    const { user, password, token: other } = await createUser(world.app.ctx);
    const login = await api().post('/api/auth/login').send({ email: user.email, password });
    const current = `auth._token=${login.body.token}`;
    const res = await api()
      .put('/api/user/account')
      .set('Cookie', current)
      .set('Origin', world.app.url)
      .send({
        ...body({ email: user.email }),
        newPassword: 'brand-new-pass',
        currentPassword: password,
      })
      .expect(200);
    const fresh = res.headers['x-auth-token'] as string;
    expect(fresh).toEqual(expect.any(String));
    expect(String(res.headers['set-cookie'])).toContain(`auth._token=${fresh}`);
    await api().get('/api/auth/user').set('Authorization', `Bearer ${other}`).expect(401);
    await api().get('/api/auth/user').set('Cookie', current).expect(401);
    await api().get('/api/auth/user').set('Cookie', `auth._token=${fresh}`).expect(200);
  });

  it('a new e-mail needs the current password, and the old address hears of the change', async () => {
    const { user, password, auth } = await createUser(world.app.ctx);
    const email = `moved-${uniq()}@example.org`;
    const refused = await api()
      .put('/api/user/account')
      .set(auth)
      .send({ ...body({ email }) })
      .expect(422);
    expect(refused.body.errors.currentPassword).toEqual([
      'Enter your current password to change the e-mail or the password',
    ]);
    await api()
      .put('/api/user/account')
      .set(auth)
      .send({ ...body({ email }), currentPassword: 'not-the-password' })
      .expect(422);
    expect((await world.app.ctx.models.User.findByPk(user.id))!.email).toBe(user.email);
    await api()
      .put('/api/user/account')
      .set(auth)
      .send({ ...body({ email }), currentPassword: password })
      .expect(200);
    expect((await mailsTo(world.app, user.email)).at(-1)).toContain(`was changed to ${email}`);
  });

  it('limits wrong current passwords per account, whatever the client address', async () => {
    const strict = await startTestApp({
      rateLimits: { currentPassword: { windowMs: 60_000, max: 2 } },
    });
    try {
      const { user, password, auth } = await createUser(strict.ctx);
      const attempt = (currentPassword: string, ip: string) =>
        request(strict.url)
          .put('/api/user/account')
          .set(auth)
          .set('X-Forwarded-For', ip)
          .send({
            ...registrationBody({ countryId: user.countryId, email: user.email }),
            newPassword: 'another-password',
            currentPassword,
          });
      await attempt('guess-one', '10.0.0.1').expect(422);
      await attempt('guess-two', '10.0.0.2').expect(422);
      const limited = await attempt(password, '10.0.0.3').expect(429);
      expect(limited.body.message).toMatch(/Too many attempts/);
      // Parallel guesses are counted before bcrypt runs: none slips under the limit.
      const burst = await Promise.all(
        Array.from({ length: 4 }, (_, i) => attempt(`burst-${i}`, `10.0.1.${i}`)),
      );
      expect(burst.map((r) => r.status)).toEqual([429, 429, 429, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('4. reset links', () => {
  it('a new request retires the older link; a completed reset retires every other one', async () => {
    const { user } = await createUser(world.app.ctx);
    const ask = () =>
      api().post('/api/auth/forgot_password').send({ email: user.email }).expect(200);
    const reset = (token: string, password: string) =>
      api()
        .post('/api/auth/reset_password')
        .send({ token, password, passwordConfirmation: password });

    await ask();
    const first = await mailedToken(world.app, user.email, 'reset');
    await ask();
    const second = await mailedToken(world.app, user.email, 'reset');
    await reset(first, 'first-new-pass').expect(400);

    // Two links live at once only if made before this rule: make one such by hand.
    await ask();
    const third = await mailedToken(world.app, user.email, 'reset');
    await world.app.ctx.models.PasswordReset.update(
      { usedAt: null },
      { where: { userId: user.id } },
    );
    await reset(third, 'third-new-pass').expect(200);
    await reset(second, 'second-new-pass').expect(400);
    await api()
      .post('/api/auth/login')
      .send({ email: user.email, password: 'third-new-pass' })
      .expect(200);
  });
});

describe('5. enumeration', () => {
  it('forgot_password answers before the lookup and the mail, in the same words', async () => {
    const { user } = await createUser(world.app.ctx);
    const gate = gateWork(world.app);
    const known = await api().post('/api/auth/forgot_password').send({ email: user.email });
    const unknown = await api()
      .post('/api/auth/forgot_password')
      .send({ email: `nobody-${uniq()}@example.org` });
    // Both answered while the mail is still held back: the answer did not wait for it.
    expect(world.app.outbox().some((eml) => eml.includes(user.email))).toBe(false);
    gate.open();
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect(await mailsTo(world.app, user.email)).toHaveLength(1);
  });

  it('registration answers a new, a taken and an unconfirmed address alike, before any work', async () => {
    const taken = body();
    await registerConfirmed(world.app, taken);
    const pending = body();
    await api().post('/api/auth/register').send(pending).expect(202);
    await world.app.settled();

    const gate = gateWork(world.app);
    try {
      // Answered while no hash and no mail can run: the work that tells the cases apart (and
      // would time them apart) comes after the answer.
      const answers = await Promise.all(
        [body(), { ...body(), email: taken.email }, { ...body(), email: pending.email }].map((b) =>
          api().post('/api/auth/register').send(b),
        ),
      );
      expect(answers.map((a) => [a.status, a.body, a.headers['set-cookie']])).toEqual([
        [202, { success: true }, undefined],
        [202, { success: true }, undefined],
        [202, { success: true }, undefined],
      ]);
    } finally {
      gate.open();
      await world.app.settled();
    }
    expect((await mailsTo(world.app, taken.email)).at(-1)).toContain('already has one');
  });

  it('an unconfirmed account signs in only after confirmation; login says so only to the right password', async () => {
    const input = body();
    await api().post('/api/auth/register').send(input).expect(202);
    await world.app.settled();
    const wrong = await api()
      .post('/api/auth/login')
      .send({ email: input.email, password: 'wrong-password' })
      .expect(401);
    expect(wrong.body.message).toBe('The e-mail or password is incorrect');
    const right = await api()
      .post('/api/auth/login')
      .send({ email: input.email, password: input.password })
      .expect(403);
    expect(right.body.message).toMatch(/confirm your e-mail address first/);
    const token = await mailedToken(world.app, input.email, 'confirm');
    const refused = await confirm(token, 'not-the-password').expect(422);
    expect(refused.body.errors.password).toEqual(['This is not the password chosen at sign-up']);
    await confirm(token, input.password).expect(200);
    await confirm(token, input.password).expect(400);
    await api()
      .post('/api/auth/login')
      .send({ email: input.email, password: input.password })
      .expect(200);
  });

  it('a stranger who signed up first with the address cannot keep its owner out', async () => {
    const email = `squatted-${uniq()}@example.org`;
    const stranger = body({ email, password: 'stranger-password' });
    await api().post('/api/auth/register').send(stranger).expect(202);
    const strangersLink = await mailedToken(world.app, email, 'confirm');

    // The owner signs up too: the newest sign-up wins and only its link works.
    const owner = body({ email, password: 'owner-password-1', name: 'Owner' });
    await api().post('/api/auth/register').send(owner).expect(202);
    const ownersLink = await mailedToken(world.app, email, 'confirm');
    await confirm(strangersLink, 'stranger-password').expect(400);
    // The owner clicking a link with the stranger's password in place cannot confirm it either.
    await api().post('/api/auth/register').send(stranger).expect(202);
    const latest = await mailedToken(world.app, email, 'confirm');
    await confirm(ownersLink, 'owner-password-1').expect(400);
    await confirm(latest, 'owner-password-1').expect(422);

    // A password reset proves the mailbox is the owner's: it confirms the address.
    await api().post('/api/auth/forgot_password').send({ email }).expect(200);
    const reset = await mailedToken(world.app, email, 'reset');
    await api()
      .post('/api/auth/reset_password')
      .send({
        token: reset,
        password: 'owner-password-2',
        passwordConfirmation: 'owner-password-2',
      })
      .expect(200);
    await api().post('/api/auth/login').send({ email, password: 'owner-password-2' }).expect(200);
    await api().post('/api/auth/login').send({ email, password: 'stranger-password' }).expect(401);
    await confirm(latest, 'stranger-password').expect(400);
  });
});

describe('6. Origin check', () => {
  it('skips only for a request a valid bearer token authenticated', async () => {
    const { user, token } = await createUser(world.app.ctx);
    const account = { ...body({ email: user.email }), institution: 'Changed by a foreign site' };
    const write = () => api().put('/api/user/account').set('Origin', 'https://evil.example');
    const refused = await write()
      .set('Cookie', `auth._token=${token}`)
      .set('Authorization', 'Basic Zm9vOmJhcg==')
      .send(account)
      .expect(403);
    expect(refused.body.message).toBe('This request was sent from another site and was refused');
    await write()
      .set('Cookie', `auth._token=${token}`)
      .set('Authorization', 'Bearer not-a-valid-token')
      .send(account)
      .expect(403);
    expect((await world.app.ctx.models.User.findByPk(user.id))!.institution).not.toBe(
      account.institution,
    );
    await write().set('Authorization', `Bearer ${token}`).send(account).expect(200);
  });
});

describe('7. state-changing GETs', () => {
  it('logout by GET needs lang-code or a bearer token; POST is the twin the apps use', async () => {
    const { token } = await createUser(world.app.ctx);
    const cookie = `auth._token=${token}`;
    const refused = await api().get('/api/auth/logout').set('Cookie', cookie).expect(403);
    expect(refused.body).toEqual({
      message: 'This action must come from the app, not from a link',
    });
    await api().get('/api/auth/user').set('Cookie', cookie).expect(200);
    await api().get('/api/auth/logout').set('Cookie', cookie).set('lang-code', 'en').expect(200);
    await api().get('/api/auth/user').set('Cookie', cookie).expect(401);

    const second = await createUser(world.app.ctx);
    await api()
      .post('/api/auth/logout')
      .set('Cookie', `auth._token=${second.token}`)
      .set('Origin', world.app.url)
      .expect(200);
    await api().get('/api/auth/user').set(second.auth).expect(401);
    const third = await createUser(world.app.ctx);
    await api().get('/api/auth/logout').set(third.auth).expect(200);
  });

  it('marking messages read: GETs refuse a bare navigation, POST twins work', async () => {
    const author = await createUser(world.app.ctx);
    const admin = await createUser(world.app.ctx, { role: 'admin' });
    const asCookie = (token: string) => `auth._token=${token}`;
    const refused = await api()
      .get('/api/user/messages/read')
      .set('Cookie', asCookie(author.token))
      .expect(403);
    expect(refused.body.message).toBe('This action must come from the app, not from a link');
    await api()
      .get(`/api/admin/messages/read/${author.user.id}`)
      .set('Cookie', asCookie(admin.token))
      .expect(403);
    await api()
      .get('/api/user/messages/read')
      .set('Cookie', asCookie(author.token))
      .set('lang-code', 'az')
      .expect(200);
    await api().get(`/api/admin/messages/read/${author.user.id}`).set(admin.auth).expect(200);
    const mine = await api()
      .post('/api/user/messages/read')
      .set('Cookie', asCookie(author.token))
      .set('Origin', world.app.url)
      .expect(200);
    expect(mine.body).toEqual({ success: true, count: 0 });
    const theirs = await api()
      .post(`/api/admin/messages/read/${author.user.id}`)
      .set('Cookie', asCookie(admin.token))
      .set('Origin', world.app.url)
      .expect(200);
    expect(theirs.body).toEqual({ success: true, count: 0 });
    // A cross-site form cannot use the POST twin either: the Origin check stops it.
    await api()
      .post('/api/user/messages/read')
      .set('Cookie', asCookie(author.token))
      .set('Origin', 'https://evil.example')
      .expect(403);
  });
});
