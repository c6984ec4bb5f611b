import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, asBytes } from '../test/app.js';
import { countryId, createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { sampleFiles } from '../test/files.js';
import { capturingLogger } from '../test/logs.js';
import { createThesis, firstTopicId, thesisData } from '../test/theses.js';
import { abstractZip } from '../test/zip.js';

/*
 * Uploads as an attacker sends them (issue 10, items 8 and 10): malformed multipart on every
 * upload route, an abandoned upload, and downloads whose names the sender chose.
 */

const { logger, lines: logLines } = capturingLogger<{ level: number; msg: string }>();
let app: TestApp;
let author: CreatedUser;
let admin: CreatedUser;
let gbId: number;
let topicId: number;
beforeAll(async () => {
  app = await startTestApp({ logger });
  author = await createUser(app.ctx);
  admin = await createAdmin(app.ctx);
  gbId = await countryId(app.ctx, 'GB');
  topicId = await firstTopicId(app.ctx);
});
afterAll(() => app.close());

const api = () => request(app.url);

/** Every upload route with its file field, each opened for the caller who may use it. */
async function uploadRoutes() {
  const rejected = await createThesis(app.ctx, author.user, { status: 'rejected' });
  const awaitingFee = await createThesis(app.ctx, author.user, { status: 'require_payment' });
  return [
    { path: '/api/theses', field: 'file', who: author },
    { path: `/api/theses/${rejected.id}/resubmission`, field: 'file', who: author },
    { path: `/api/theses/${awaitingFee.id}/payment`, field: 'receipt', who: author },
    { path: '/api/user/messages', field: 'attachment', who: author },
    { path: `/api/admin/messages/${author.user.id}`, field: 'attachment', who: admin },
  ];
}

const part = (boundary: string, field: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.bin"\r\n` +
  `Content-Type: application/octet-stream\r\n\r\n${'x'.repeat(64)}`;

/** Three ways to break a multipart body, each a complete HTTP request. */
const malformed = (field: string) => [
  { label: 'no boundary', type: 'multipart/form-data', body: part('b0', field) + '\r\n--b0--\r\n' },
  { label: 'a truncated body', type: 'multipart/form-data; boundary=b1', body: part('b1', field) },
  {
    label: 'a bad part header',
    type: 'multipart/form-data; boundary=b2',
    body: `--b2\r\nContent-Disposition form-data name\r\n\u0000\r\n\r\nx\r\n--b2--\r\n`,
  },
];

describe('8. malformed multipart', () => {
  it('answers 400 in the documented shape on every upload route, never 500', async () => {
    for (const route of await uploadRoutes()) {
      for (const bad of malformed(route.field)) {
        const res = await api()
          .post(route.path)
          .set(route.who.auth)
          .set('Content-Type', bad.type)
          .send(Buffer.from(bad.body));
        expect([route.path, bad.label, res.status]).toEqual([route.path, bad.label, 400]);
        expect(res.body).toEqual({
          message: 'The upload was cut off or malformed. Please send the file again',
          errors: {
            [route.field]: ['The file did not arrive whole. Please choose it and send again'],
          },
        });
      }
    }
    // In the caller's language, like every error.
    const az = await api()
      .post('/api/user/messages')
      .set(author.auth)
      .set('lang-code', 'az')
      .set('Content-Type', 'multipart/form-data')
      .send(Buffer.from('--x\r\n'));
    expect(az.status).toBe(400);
    expect(az.body.message).toBe('Yükləmə yarımçıq və ya xətalıdır. Faylı yenidən göndərin');
    expect(logLines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('logs an upload the client abandons at info, not as an error', async () => {
    logLines.length = 0;
    const boundary = 'abandoned';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n` +
        `${JSON.stringify(thesisData(gbId, topicId))}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\n`,
    );
    const req = http.request(`${app.url}/api/theses`, {
      method: 'POST',
      headers: {
        ...author.auth,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': head.length + 10 * 1024 * 1024,
      },
    });
    req.on('error', () => undefined);
    req.write(head);
    req.write(Buffer.alloc(256 * 1024, 1));
    await new Promise((r) => setTimeout(r, 200));
    req.destroy();
    for (let i = 0; i < 100 && !logLines.some((l) => l.msg === 'client aborted the upload'); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(logLines.find((l) => l.msg === 'client aborted the upload')?.level).toBe(30);
    expect(logLines.filter((l) => l.level >= 50)).toEqual([]);
  });
});

describe('10. download names and dispositions', () => {
  const download = (url: string, who: CreatedUser) =>
    api().get(url).set(who.auth).buffer(true).parse(asBytes).expect(200);

  it('names an abstract archive from its detected type, as an attachment', async () => {
    const res = await api()
      .post('/api/theses')
      .set(author.auth)
      .field('data', JSON.stringify(thesisData(gbId, topicId)))
      .attach('file', abstractZip(), 'pwned.zip.html')
      .expect(201);
    const file = await download(res.body.files[0].url, admin);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe('attachment; filename=pwned.zip');
  });

  it('shows receipts in place only as images and PDF, under the detected extension', async () => {
    for (const [bytes, name, expected] of [
      [sampleFiles.pdf, 'invoice.pdf.html', 'inline; filename=invoice.pdf'],
      [sampleFiles.png, '../../x.html', 'inline; filename=x.png'],
    ] as const) {
      const thesis = await createThesis(app.ctx, author.user, { status: 'require_payment' });
      const paid = await api()
        .post(`/api/theses/${thesis.id}/payment`)
        .set(author.auth)
        .attach('receipt', bytes, name)
        .expect(201);
      const receipt = await download(paid.body.receipt.url, admin);
      expect(receipt.headers['content-disposition']).toBe(expected);
    }
  });

  it('sends chat attachments as downloads named from their content', async () => {
    for (const [bytes, name, expected] of [
      [sampleFiles.docx, 'page.html', 'attachment; filename=page.docx'],
      [sampleFiles.pdf, 'paper.pdf', 'attachment; filename=paper.pdf'],
      [sampleFiles.jpeg, '<script>.svg', 'attachment; filename=script.jpg'],
    ] as const) {
      const sent = await api()
        .post('/api/user/messages')
        .set(author.auth)
        .attach('attachment', bytes, name)
        .expect(201);
      const file = await download(`/api/messages/${sent.body.id}/attachment`, admin);
      expect(file.headers['content-disposition']).toBe(expected);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
