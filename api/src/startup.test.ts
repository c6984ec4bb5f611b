import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { contract } from '@conf/common';
import { signToken } from './auth/tokens.js';
import { loadConfig } from './config.js';
import { startServer, type RunningServer } from './server.js';
import { startFaultProxy } from './test/fault-proxy.js';
import { capturingLogger } from './test/logs.js';
import { createDatabase, dropDatabase, withAdminClient } from './test/postgres.js';
import { wirePath } from './test/routes.js';

const created: string[] = [];
afterAll(() => Promise.all(created.map((n) => dropDatabase(inject('pgAdminUrl'), n))));

async function emptyDatabase() {
  const name = `conf_start_${randomBytes(4).toString('hex')}`;
  created.push(name);
  return createDatabase(inject('pgAdminUrl'), name);
}

const config = (databaseUrl: string) =>
  loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'conf-start-')),
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIST: '',
  });

/**
 * An instance's configuration over an empty database reached through a proxy the test can cut,
 * and a logger whose lines it reads.
 */
async function behindFaultProxy() {
  const url = await emptyDatabase();
  const proxy = await startFaultProxy(url);
  return { url, proxy, serverConfig: config(proxy.via(url)), ...capturingLogger() };
}

const live = wirePath(contract.health.live, {});
const ready = wirePath(contract.health.ready, {});

describe('starting', () => {
  it('brings two instances up together on an empty database, with one organiser', async () => {
    const url = await emptyDatabase();
    const quiet = pino({ level: 'silent' });
    const started = await Promise.allSettled([
      startServer(config(url), quiet),
      startServer(config(url), quiet),
    ]);
    const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    try {
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual([
        'up',
        'up',
      ]);
      expect(await servers[0]!.ctx.models.User.count({ where: { role: 'admin' } })).toBe(1);
      for (const s of servers) await request(s.url).get(ready).expect(200);
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
  }, 120_000);

  it('waits for an unreachable database, saying so, and comes up when it answers', async () => {
    const { proxy, serverConfig, logger, lines } = await behindFaultProxy();
    proxy.cut();
    const starting = startServer(serverConfig, logger);
    let server: RunningServer | undefined;
    try {
      await until(() => lines.filter((l) => l.msg === 'waiting for database').length >= 2);
      const waiting = lines.find((l) => l.msg === 'waiting for database')!;
      expect(waiting).toMatchObject({ dependency: 'database', attempt: 1 });
      expect(String(waiting.cause)).toMatch(/ECONNRE|closed|terminated|Connection/i);
      proxy.heal();
      server = await starting;
      expect(lines.some((l) => l.msg === 'database reachable')).toBe(true);
      await request(server.url).get(live).expect(200, { status: 'ok' });
      const ok = await request(server.url).get(ready).expect(200);
      expect(ok.body).toMatchObject({ status: 'ok', checks: { database: { ok: true } } });

      // A database that stops answering (no RST, as after a failover) makes it unready quickly,
      // while the process itself stays live.
      proxy.pause();
      const t0 = Date.now();
      const down = await request(server.url).get(ready).expect(503);
      expect(Date.now() - t0).toBeLessThan(5_000);
      expect(down.headers['retry-after']).toBe('5');
      expect(down.body).toMatchObject({
        status: 'unavailable',
        checks: { database: { ok: false } },
      });
      await request(server.url).get(live).expect(200);
    } finally {
      proxy.heal();
      await (server ?? (await starting.catch(() => undefined)))?.close();
      await proxy.close();
    }
  }, 120_000);

  /**
   * Cuts the database under a running instance: `read` answers 503 with Retry-After while it is
   * cut, the outage is logged once and not as an unhandled error, and the first read that works
   * again logs its end.
   */
  async function readThroughOutage(
    makeRead: (server: RunningServer, databaseUrl: string) => Promise<() => request.Test>,
  ) {
    const { url, proxy, serverConfig, logger, lines } = await behindFaultProxy();
    const server = await startServer(serverConfig, logger);
    const said = (msg: string) => lines.filter((l) => l.msg === msg);
    try {
      const read = await makeRead(server, url);
      await read().expect(200);
      proxy.cut();
      for (let i = 0; i < 3; i++) {
        const res = await read().expect(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.body.message).toBeTruthy();
      }
      expect(said('database unavailable')).toHaveLength(1);
      expect(said('unhandled error')).toHaveLength(0);
      proxy.heal();
      // The connections the cut stranded were dropped from the pool, not lent again.
      await read().expect(200);
      expect(said('database available again')).toHaveLength(1);
    } finally {
      proxy.heal();
      await server.close();
      await proxy.close();
    }
  }

  it(
    'answers 503 with Retry-After while the database is cut, logging the outage once',
    () =>
      readThroughOutage(async (server) => {
        // A public list, each read asking for a page not asked before: kept answers (the list's
        // pages, the latest news) would not reach the database.
        const participants = wirePath(contract.participants.publicList, {});
        let page = 0;
        return () => request(server.url).get(participants).query({ page: ++page });
      }),
    120_000,
  );

  it(
    'answers a signed-in read (db/read.ts, off sequelize.query) the same way through an outage',
    () =>
      readThroughOutage(async (server, databaseUrl) => {
        const organiser = await withAdminClient(databaseUrl, (c) =>
          c.query<{ id: number }>(`SELECT id FROM users WHERE role = 'admin'`),
        );
        const secret = server.ctx.config.jwtSecret;
        const bearer = `Bearer ${signToken(secret, organiser.rows[0]!.id, 0)}`;
        const mine = wirePath(contract.theses.mine, {});
        return () => request(server.url).get(mine).set('Authorization', bearer);
      }),
    120_000,
  );

  it('gives up waiting when the start is aborted (a stop signal during start-up)', async () => {
    const { proxy, serverConfig, logger, lines } = await behindFaultProxy();
    proxy.cut();
    const abort = new AbortController();
    const starting = startServer(serverConfig, logger, { signal: abort.signal });
    try {
      await until(() => lines.some((l) => l.msg === 'waiting for database'));
      abort.abort();
      await expect(starting).rejects.toThrow(/abort/i);
    } finally {
      await proxy.close();
    }
  }, 60_000);
});

async function until(check: () => boolean, ms = 30_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
