import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { contract } from '@conf/common';
import { signToken } from '../auth/tokens.js';
import type { StorageBackend } from '../config.js';
import { createModels } from '../db/models/index.js';
import { createSequelize } from '../db/sequelize.js';
import { runApiSource } from '../test/child.js';
import { profileOf, registrationBody } from '../test/factories.js';
import { createDatabase, dropDatabase } from '../test/postgres.js';
import { wirePath } from '../test/routes.js';
import { filesUnder, thesisData } from '../test/theses.js';
import { abstractZip } from '../test/zip.js';

/*
 * Issue 17 item 7: SIGTERM while clients are still uploading. The real server runs as a child
 * process; one slow upload finishes during the drain, another never would and is cut. The process
 * exits 0 within DRAIN_TIMEOUT_MS and leaves no partial file (nor large object) behind.
 */

const DRAIN_TIMEOUT_MS = 6_000;
const created: string[] = [];
afterAll(() => Promise.all(created.map((n) => dropDatabase(inject('pgAdminUrl'), n))));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, ms: number) {
  for (const start = Date.now(); Date.now() - start < ms;) {
    if (check()) return true;
    await sleep(25);
  }
  return check();
}

/** An author in a fresh copy of the template, with a token signed by `secret`. */
async function world(secret: string) {
  const name = `conf_drain_${randomBytes(4).toString('hex')}`;
  created.push(name);
  const url = await createDatabase(inject('pgAdminUrl'), name, inject('pgTemplate'));
  const sequelize = createSequelize(url);
  try {
    const models = createModels(sequelize);
    const gb = (await models.Country.findOne({ where: { code: 'GB' } }))!;
    const topic = (await models.Topic.findOne({ order: [['position', 'ASC']] }))!;
    const user = await models.User.create({
      ...profileOf(registrationBody()),
      countryId: gb.id,
      passwordHash: 'not used',
      emailConfirmedAt: new Date(),
    });
    const token = signToken(secret, user.id, user.tokenVersion);
    return { url, token, data: JSON.stringify(thesisData(gb.id, topic.id)) };
  } finally {
    await sequelize.close();
  }
}

/** A multipart submission written by hand, so the test decides when each byte is sent. */
function slowUpload(serverUrl: string, token: string, data: string, declaredFileBytes: number) {
  const boundary = `drain-${randomBytes(4).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${data}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n` +
      'Content-Type: application/zip\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = http.request(`${serverUrl}${wirePath(contract.theses.submit)}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': head.length + declaredFileBytes + tail.length,
    },
  });
  const answer = new Promise<{ status: number } | { cut: string }>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode! }));
    });
    req.on('error', (err) => resolve({ cut: (err as NodeJS.ErrnoException).code ?? err.message }));
  });
  req.write(head);
  return { req, tail, answer };
}

describe.each<StorageBackend>(['local', 'postgres'])(
  'SIGTERM during uploads (%s storage)',
  (backend) => {
    it('finishes the upload that completes in time, cuts the one that would not, exits 0 and leaves nothing', async () => {
      const secret = randomBytes(32).toString('hex');
      const { url: databaseUrl, token, data } = await world(secret);
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conf-drain-'));
      const { child, exited, output } = runApiSource('main.ts', {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_DIST: '',
        JWT_SECRET: secret,
        STORAGE: backend,
        DRAIN_TIMEOUT_MS: String(DRAIN_TIMEOUT_MS),
        LOG_LEVEL: 'info',
      });
      try {
        expect(await until(() => output().includes('conference portal listening'), 90_000)).toBe(
          true,
        );
        const serverUrl = /"url":"([^"]+)"/.exec(output())![1]!;
        const tmp = path.join(dataDir, 'uploads', 'tmp');

        const zip = abstractZip([{ name: 'figure.bin', data: randomBytes(256 * 1024) }]);
        const finishing = slowUpload(serverUrl, token, data, zip.length);
        finishing.req.write(zip.subarray(0, 1024));
        const stalled = slowUpload(serverUrl, token, data, 20 * 1024 * 1024);
        stalled.req.write(randomBytes(1024 * 1024));
        const trickle = setInterval(() => stalled.req.write(randomBytes(1024)), 200);
        try {
          // Both uploads are being written to UPLOAD_DIR/tmp when the stop arrives.
          expect(await until(() => filesUnder(tmp).length === 2, 10_000)).toBe(true);
          const signalled = Date.now();
          child.kill('SIGTERM');
          expect(await until(() => output().includes('"msg":"shutting down"'), 5_000)).toBe(true);
          // The first upload goes on slowly and completes well within the drain.
          for (let at = 1024; at < zip.length; at += 64 * 1024) {
            await sleep(100);
            finishing.req.write(zip.subarray(at, Math.min(at + 64 * 1024, zip.length)));
          }
          finishing.req.end(finishing.tail);
          expect(await finishing.answer).toEqual({ status: 201 });

          const code = await exited;
          const took = Date.now() - signalled;
          expect(await stalled.answer).toHaveProperty('cut');
          expect(code).toBe(0);
          expect(took).toBeLessThan(DRAIN_TIMEOUT_MS);
          expect(output()).toContain('"msg":"stopped"');
          expect(output()).not.toContain('drain timed out');
        } finally {
          clearInterval(trickle);
          stalled.req.destroy();
        }

        // Nothing partial is left; the finished abstract is kept with its row.
        expect(filesUnder(tmp)).toEqual([]);
        const sequelize = createSequelize(databaseUrl);
        try {
          const [[counts]] = (await sequelize.query(
            `SELECT (SELECT count(*)::int FROM thesis_files) AS files,
                  (SELECT count(*)::int FROM stored_files) AS kept,
                  (SELECT count(*)::int FROM pg_largeobject_metadata) AS objects`,
          )) as [[{ files: number; kept: number; objects: number }], unknown];
          const onDisk = filesUnder(path.join(dataDir, 'uploads', 'theses'));
          expect(counts.files).toBe(1);
          if (backend === 'postgres') {
            expect(counts).toEqual({ files: 1, kept: 1, objects: 1 });
            expect(onDisk).toEqual([]);
          } else {
            expect(counts).toEqual({ files: 1, kept: 0, objects: 0 });
            expect(onDisk).toHaveLength(1);
          }
        } finally {
          await sequelize.close();
        }
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
        await exited;
      }
    }, 150_000);
  },
);
