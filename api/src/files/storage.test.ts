import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THESIS_LIMITS, contract, type ThesisDto } from '@conf/common';
import type { StorageBackend } from '../config.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { sampleFiles } from '../test/files.js';
import { attachZip, samplePdf } from '../test/pdf.js';
import { createReviewer, fetcherFor, submitAbstract, topicIds } from '../test/reviews.js';
import { createThesis, filesUnder } from '../test/theses.js';
import { wirePath } from '../test/routes.js';
import { buildZip, PDF_BYTES } from '../test/zip.js';
import { storageKeys } from './storage/index.js';
import { transactionWithFiles } from './store.js';

/** GETs `url`, hashing the body as it arrives (the test holds no copy of a large file). */
function download(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{
    status: number;
    headers: http.IncomingHttpHeaders;
    sha256: string;
    bytes: number;
  }>((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const hash = createHash('sha256');
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        bytes += chunk.length;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          sha256: hash.digest('hex'),
          bytes,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const until = async (check: () => Promise<boolean>, ms = 5000) => {
  for (const start = Date.now(); Date.now() - start < ms;) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Samples this process's RSS while `work` runs: the app under test runs in this process. */
async function peakRssGrowth(work: () => Promise<unknown>): Promise<number> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage().rss) - start;
}

/** The same tests over each backend: where a file lives must not change what anyone sees. */
describe.each<StorageBackend>(['local', 'postgres'])('kept files (%s storage)', (backend) => {
  let app: TestApp;
  let author: CreatedUser;
  let admin: CreatedUser;
  let topic: number;
  beforeAll(async () => {
    app = await startTestApp({ config: { storage: backend } });
    author = await createUser(app.ctx);
    admin = await createAdmin(app.ctx);
    [topic] = (await topicIds(app.ctx)) as [number];
  });
  afterAll(() => app.close());

  const storedRows = async () => {
    const [rows] = await app.ctx.models.sequelize.query('SELECT key FROM stored_files');
    return (rows as { key: string }[]).map((r) => r.key);
  };
  /** Where the backend keeps `key`: the folder, or a large object (and never the other). */
  const expectKept = async (key: string) => {
    expect(existsSync(path.join(app.ctx.config.uploadDir, key))).toBe(backend === 'local');
    expect((await storedRows()).includes(key)).toBe(backend === 'postgres');
  };

  // Near the limit: a 50 MB archive (mostly one incompressible stored entry).
  const big = buildZip([
    { name: 'abstract/main.tex', data: '\\documentclass{article}' },
    { name: 'abstract/main.pdf', data: PDF_BYTES },
    { name: 'abstract/data.bin', data: randomBytes(THESIS_LIMITS.zipMaxBytes - 4096) },
  ]);
  let thesis: ThesisDto;
  let fileUrl: string;

  it('keeps a 50 MB abstract and streams it back byte for byte', async () => {
    expect(big.length).toBeLessThanOrEqual(THESIS_LIMITS.zipMaxBytes);
    thesis = await submitAbstract(app, author, { topicId: topic, zip: big });
    const file = thesis.files[0]!;
    fileUrl = `${app.url}${wirePath(contract.theses.file, { id: thesis.id, fileId: file.id })}`;
    const stored = await app.ctx.models.ThesisFile.findByPk(file.id);
    await expectKept(storageKeys.thesis(thesis.id, stored!.storedName));
    expect(filesUnder(path.join(app.ctx.config.uploadDir, 'tmp'))).toEqual([]);

    let answer: Awaited<ReturnType<typeof download>> | undefined;
    const growth = await peakRssGrowth(async () => {
      answer = await download(fileUrl, author.auth);
    });
    expect(answer).toMatchObject({ status: 200, bytes: big.length, sha256: sha256(big) });
    expect(answer!.headers['content-length']).toBe(String(big.length));
    expect(answer!.headers['accept-ranges']).toBe('bytes');
    expect(answer!.headers['content-type']).toBe('application/zip');
    // Streamed in chunks: holding the file (let alone its hex text from PostgreSQL) would
    // cost 50 MB or more at once.
    expect(growth).toBeLessThan(40 * 1024 * 1024);
  }, 120_000);

  it('places a 50 MB file in chunks, never holding it whole', async () => {
    const from = path.join(app.ctx.config.uploadDir, 'tmp', 'incoming-big.part');
    await mkdir(path.dirname(from), { recursive: true });
    await writeFile(from, big);
    const key = storageKeys.attachment(randomUUID());
    const growth = await peakRssGrowth(() =>
      transactionWithFiles(app.ctx.models.sequelize, app.ctx.storage, (_t, place) =>
        place(from, key),
      ),
    );
    expect((await app.ctx.storage.stat(key))?.size).toBe(big.length);
    expect(growth).toBeLessThan(40 * 1024 * 1024);
    await app.ctx.storage.remove(key);
    await rm(from, { force: true });
  }, 60_000);

  it('answers byte ranges as a file server does', async () => {
    const range = async (header: string) => download(fileUrl, { ...author.auth, Range: header });
    // Across a chunk boundary of the large-object reader (512 KB).
    const across = await range('bytes=524000-525000');
    expect(across).toMatchObject({
      status: 206,
      bytes: 1001,
      sha256: sha256(big.subarray(524000, 525001)),
    });
    expect(across.headers['content-range']).toBe(`bytes 524000-525000/${big.length}`);
    expect(across.headers['content-length']).toBe('1001');
    const tail = await range('bytes=-10');
    expect(tail).toMatchObject({ status: 206, sha256: sha256(big.subarray(big.length - 10)) });
    const outside = await range(`bytes=${big.length}-`);
    expect(outside.status).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${big.length}`);
    // Several ranges, or one that is not bytes: the whole file (asked with HEAD, to save time).
    for (const header of ['bytes=0-1,5-6', 'lines=1-2']) {
      const whole = await download(fileUrl, { ...author.auth, Range: header }, 'HEAD');
      expect(whole.status).toBe(200);
      expect(whole.headers['content-length']).toBe(String(big.length));
    }
    const head = await download(fileUrl, author.auth, 'HEAD');
    expect(head).toMatchObject({ status: 200, bytes: 0 });
    expect(head.headers['content-length']).toBe(String(big.length));
  }, 60_000);

  it('keeps receipts, chat attachments and logos, and serves each to whom it belongs', async () => {
    const due = await createThesis(app.ctx, author.user, { status: 'require_payment' });
    const payment = await request(app.url)
      .post(wirePath(contract.payments.send, { id: due.id }))
      .set(author.auth)
      .attach('receipt', sampleFiles.pdf, 'receipt.pdf')
      .expect(201);
    const receipt = await download(
      `${app.url}${wirePath(contract.payments.receipt, { id: payment.body.id })}`,
      admin.auth,
    );
    expect(receipt).toMatchObject({ status: 200, sha256: sha256(sampleFiles.pdf) });
    const row = await app.ctx.models.Payment.findByPk(payment.body.id as number);
    await expectKept(storageKeys.receipt(due.id, row!.receiptStoredName));

    const sent = await request(app.url)
      .post(wirePath(contract.messages.send))
      .set(author.auth)
      .field('body', 'the receipt, again')
      .attach('attachment', sampleFiles.docx, 'paper.docx')
      .expect(201);
    const attachment = await download(`${app.url}${sent.body.attachment.url}`, admin.auth);
    expect(attachment).toMatchObject({ status: 200, sha256: sha256(sampleFiles.docx) });
    const message = await app.ctx.models.Message.findByPk(sent.body.id as number);
    await expectKept(storageKeys.attachment(message!.attachmentStoredName!));

    const logo = await request(app.url)
      .post(wirePath(contract.settings.uploadLogo))
      .set(admin.auth)
      .attach('logo', sampleFiles.png, 'logo.png')
      .expect(201);
    const served = await download(
      `${app.url}${wirePath(contract.settings.logo, { id: logo.body.logoId })}`,
    );
    expect(served).toMatchObject({ status: 200, sha256: sha256(sampleFiles.png) });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await expectKept(storageKeys.logo(`${logo.body.logoId}.png`));
    // Every upload left UPLOAD_DIR/tmp as it found it.
    expect(filesUnder(path.join(app.ctx.config.uploadDir, 'tmp'))).toEqual([]);
  });

  it('streams the PDF inside a kept archive to its reviewer', async () => {
    const reviewer = await createReviewer(app.ctx, [topic]);
    await fetcherFor(app, admin)(contract.reviews.admin.assign, {
      params: { id: thesis.id },
      body: { reviewerId: reviewer.user.id },
    });
    const pdf = await download(
      `${app.url}${wirePath(contract.reviews.pdf, { id: thesis.id, fileId: thesis.files[0]!.id })}`,
      reviewer.auth,
    );
    expect(pdf).toMatchObject({ status: 200, sha256: sha256(PDF_BYTES) });
  });

  it('builds the book from kept archives, keeps it, and removes the one it replaces', async () => {
    const accepted = await createThesis(app.ctx, author.user, { status: 'accepted' });
    await attachZip(app.ctx, accepted.id, [
      { name: 'main.tex', data: 'x' },
      { name: 'main.pdf', data: Buffer.from(await samplePdf(['KEPT-ABSTRACT'])) },
    ]);
    const build = async () => {
      const started = await fetcherFor(app, admin)(contract.book.build);
      for (;;) {
        const job = await fetcherFor(app, admin)(contract.book.job, { params: { id: started.id } });
        if (job.status === 'done' || job.status === 'failed') return job;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const first = await build();
    expect(first).toMatchObject({ status: 'done', included: 1, problems: [] });
    const firstName = (await app.ctx.models.BookJob.findByPk(first.id))!.storedName!;
    await expectKept(storageKeys.book(firstName));
    const book = await download(`${app.url}${wirePath(contract.book.download)}`, admin.auth);
    expect(book).toMatchObject({ status: 200, bytes: first.size });

    const second = await build();
    expect(second.status).toBe('done');
    // The job reads done once its transaction commits; the removals follow it.
    expect(
      await until(async () => !(await app.ctx.storage.stat(storageKeys.book(firstName)))),
    ).toBe(true);
    expect(
      await until(async () => filesUnder(path.join(app.ctx.config.uploadDir, 'tmp')).length === 0),
    ).toBe(true);
  }, 120_000);

  it('removes a kept file, after which its download answers 404', async () => {
    const file = (await app.ctx.models.ThesisFile.findByPk(thesis.files[0]!.id))!;
    const key = storageKeys.thesis(thesis.id, file.storedName);
    await app.ctx.storage.remove(key);
    expect(await app.ctx.storage.stat(key)).toBeNull();
    expect(existsSync(path.join(app.ctx.config.uploadDir, key))).toBe(false);
    expect(await storedRows()).not.toContain(key);
    expect((await download(fileUrl, author.auth)).status).toBe(404);
  });
});

describe('two instances without a shared folder', () => {
  it('download through B what was uploaded through A with STORAGE=postgres (and not without)', async () => {
    for (const backend of ['postgres', 'local'] as const) {
      const a = await startTestApp({ config: { storage: backend } });
      // Another server, its own UPLOAD_DIR, the same database and secret.
      const b = await startTestApp({
        config: { storage: backend, jwtSecret: a.ctx.config.jwtSecret },
        sameDatabaseAs: a,
      });
      try {
        expect(b.ctx.config.uploadDir).not.toBe(a.ctx.config.uploadDir);
        const author = await createUser(a.ctx);
        const admin = await createAdmin(a.ctx);
        const [topic] = await topicIds(a.ctx);
        const zip = buildZip([
          { name: 'main.tex', data: 'x' },
          { name: 'main.pdf', data: PDF_BYTES },
          { name: 'figure.bin', data: randomBytes(3 * 1024 * 1024) },
        ]);
        const thesis = await submitAbstract(a, author, { topicId: topic!, zip });
        const filePath = wirePath(contract.theses.file, {
          id: thesis.id,
          fileId: thesis.files[0]!.id,
        });
        const sent = await request(a.url)
          .post(wirePath(contract.messages.send))
          .set(author.auth)
          .attach('attachment', sampleFiles.pdf, 'note.pdf')
          .expect(201);

        const viaB = await download(`${b.url}${filePath}`, author.auth);
        const attachmentViaB = await download(`${b.url}${sent.body.attachment.url}`, admin.auth);
        if (backend === 'postgres') {
          expect(viaB).toMatchObject({ status: 200, bytes: zip.length, sha256: sha256(zip) });
          expect(attachmentViaB).toMatchObject({ status: 200, sha256: sha256(sampleFiles.pdf) });
        } else {
          // Why the backend exists: the file sits in A's folder only.
          expect(viaB.status).toBe(404);
          expect(attachmentViaB.status).toBe(404);
          expect((await download(`${a.url}${filePath}`, author.auth)).sha256).toBe(sha256(zip));
        }
      } finally {
        await b.close();
        await a.close();
      }
    }
  }, 120_000);
});
