import { chmodSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startServer } from './server.js';
import { emlText } from './test/app.js';
import { runApiSource } from './test/child.js';
import { registrationBody } from './test/factories.js';

const quiet = pino({ level: 'silent' });

describe('the whole server on the embedded PostgreSQL', () => {
  it('keeps its data across a restart, so a registered user can still log in', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conf-embedded-'));
    chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as another user that must enter it
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST: '',
      EMBEDDED_PG_PORT: String(50_000 + Math.floor(Math.random() * 4_000)),
    } as const;
    const body = registrationBody({ countryId: 1 });

    const first = await startServer(loadConfig(env), quiet);
    try {
      await request(first.url).post('/api/auth/register').send(body).expect(202);
      // The first start seeded one organiser with a generated password.
      expect(await first.ctx.models.User.count({ where: { role: 'admin' } })).toBe(1);
    } finally {
      await first.close();
    }

    // Closing let the confirmation mail, sent after the answer, reach the outbox.
    const outbox = path.join(dataDir, 'outbox');
    const mail = readdirSync(outbox).map((f) =>
      emlText(readFileSync(path.join(outbox, f), 'utf8')),
    );
    const token = mail.map((m) => /\/user\/confirm\/([\w-]+)/.exec(m)?.[1]).find(Boolean);
    expect(token).toBeTruthy();

    const second = await startServer(loadConfig(env), quiet);
    try {
      await request(second.url)
        .post('/api/auth/confirm')
        .send({ token, password: body.password })
        .expect(200);
      await request(second.url)
        .post('/api/auth/login')
        .send({ email: body.email, password: body.password })
        .expect(200);
      expect(await second.ctx.models.User.count({ where: { role: 'admin' } })).toBe(1);
    } finally {
      await second.close();
    }
  }, 120_000);
});

describe('SIGTERM', () => {
  it('drains and exits cleanly', async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL;
    if (!databaseUrl) return; // the embedded case is covered above; this one needs a shared server
    const { child, exited, output } = runApiSource('main.ts', {
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'conf-sigterm-')),
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST: '',
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server did not start:\n${output()}`)),
        60_000,
      );
      child.stdout.on('data', () => {
        if (output().includes('conference portal listening')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    // A sign-in in flight keeps a password worker busy: the stop waits for it, then ends the pool.
    const url = /"url":"([^"]+)"/.exec(output())?.[1];
    expect(url).toBeTruthy();
    const signIn = request(url!)
      .post('/api/auth/login')
      .send({ email: 'nobody@example.org', password: 'not-a-password' });
    const answered = signIn.then((r) => r.status);
    await new Promise((r) => setTimeout(r, 100));
    child.kill('SIGTERM');
    const code = await exited;
    expect(code).toBe(0);
    expect(await answered).toBe(401);
    expect(output()).toContain('"msg":"stopped"');
  }, 90_000);
});
