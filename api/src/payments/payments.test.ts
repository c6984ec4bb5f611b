import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { RECEIPT_LIMITS } from '@conf/common';
import { asBytes, emlText } from '../test/app.js';
import { useTestWorld } from '../test/world.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { connectSocket, nextEvent } from '../test/sockets.js';
import { createPayment, createThesis, filesUnder } from '../test/theses.js';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES, abstractZip } from '../test/zip.js';

const world = useTestWorld({ author: false });

const api = () => request(world.app.url);
/** The organisers' list, with `search` as its query string. */
const paymentsList = (search: string) =>
  api().get(`/api/admin/payments?${search}`).set(world.admin.auth);
const lastMail = () => emlText(world.app.outbox().at(-1) ?? '');
const download = (url: string, who: CreatedUser) =>
  api().get(url).set(who.auth).buffer(true).parse(asBytes);
const pay = (who: CreatedUser, thesisId: number, file: Buffer = PNG_BYTES, name = 'receipt.png') =>
  api().post(`/api/theses/${thesisId}/payment`).set(who.auth).attach('receipt', file, name);

/** An author from abroad (50 EUR) whose abstract was accepted and awaits payment. */
async function awaitingPayment(overrides: Parameters<typeof createUser>[1] = {}) {
  const author = await createUser(world.app.ctx, {
    countryCode: 'FR',
    academicDegree: 'phd',
    ...overrides,
  });
  const thesis = await createThesis(world.app.ctx, author.user);
  await api().post(`/api/admin/theses/${thesis.id}/acceptance`).set(world.admin.auth).expect(200);
  return { author, thesis };
}

const receiptsOf = (thesisId: number) =>
  filesUnder(path.join(world.app.ctx.config.uploadDir, 'receipts', String(thesisId)));

describe('GET /api/theses/:id/payment', () => {
  it('shows the fee fixed at acceptance and whether a receipt can be sent', async () => {
    const { author, thesis } = await awaitingPayment();
    const res = await api().get(`/api/theses/${thesis.id}/payment`).set(author.auth).expect(200);
    expect(res.body).toEqual({
      fee: { exempt: false, amount: 50, currency: 'EUR' },
      payment: null,
      payments: [],
      canUpload: true,
    });
  });

  it("answers 404 for someone else's abstract and 401 for a visitor", async () => {
    const { thesis } = await awaitingPayment();
    const stranger = await createUser(world.app.ctx);
    const res = await api().get(`/api/theses/${thesis.id}/payment`).set(stranger.auth).expect(404);
    expect(res.body.message).toBe('Abstract not found');
    await api().get(`/api/theses/${thesis.id}/payment`).expect(401);
  });
});

describe('POST /api/theses/:id/payment', () => {
  it('stores a receipt as a pending payment and tells the organisers', async () => {
    const { author, thesis } = await awaitingPayment();
    const socket = await connectSocket(world.app.url, { auth: { token: world.admin.token } });
    try {
      const notified = nextEvent(socket, 'new_notification');
      const res = await pay(author, thesis.id).expect(201);
      expect(res.body).toMatchObject({
        thesisId: thesis.id,
        amount: 50,
        currency: 'EUR',
        status: 'pending',
        receipt: { originalName: 'receipt.png', mime: 'image/png', size: PNG_BYTES.length },
      });
      expect(await notified).toMatchObject({
        type: 'receipt_uploaded',
        thesisId: thesis.id,
        paymentId: res.body.id,
        title: thesis.title,
      });
      expect(receiptsOf(thesis.id)).toHaveLength(1);
      const view = await api().get(`/api/theses/${thesis.id}`).set(author.auth).expect(200);
      expect(view.body.payment).toMatchObject({ id: res.body.id, status: 'pending' });
      expect(view.body.abilities.pay).toBe(false);
    } finally {
      socket.close();
    }
  });

  it('accepts JPEG and PDF receipts by their content, whatever their name', async () => {
    const first = await awaitingPayment();
    const jpeg = await pay(first.author, first.thesis.id, JPEG_BYTES, 'scan.txt').expect(201);
    expect(jpeg.body.receipt.mime).toBe('image/jpeg');
    const second = await awaitingPayment();
    const pdf = await pay(second.author, second.thesis.id, PDF_BYTES, 'bank').expect(201);
    expect(pdf.body.receipt.mime).toBe('application/pdf');
  });

  it('refuses a file that is not an image or a PDF, leaving no record and no file', async () => {
    const { author, thesis } = await awaitingPayment();
    const res = await pay(author, thesis.id, abstractZip(), 'receipt.png').expect(422);
    expect(res.body.errors).toEqual({
      receipt: ['The receipt must be a JPEG or PNG image or a PDF'],
    });
    expect(await world.app.ctx.models.Payment.count({ where: { thesisId: thesis.id } })).toBe(0);
    expect(receiptsOf(thesis.id)).toEqual([]);
    expect(filesUnder(path.join(world.app.ctx.config.uploadDir, 'tmp'))).toEqual([]);
  });

  it('refuses an oversized receipt with 413, leaving no record and no file', async () => {
    const { author, thesis } = await awaitingPayment();
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(RECEIPT_LIMITS.maxBytes)]);
    const res = await pay(author, thesis.id, big).expect(413);
    expect(res.body.message).toBe('The receipt file is too large');
    expect(await world.app.ctx.models.Payment.count({ where: { thesisId: thesis.id } })).toBe(0);
    expect(receiptsOf(thesis.id)).toEqual([]);
    expect(filesUnder(path.join(world.app.ctx.config.uploadDir, 'tmp'))).toEqual([]);
  });

  it('refuses a receipt without a file', async () => {
    const { author, thesis } = await awaitingPayment();
    const res = await api()
      .post(`/api/theses/${thesis.id}/payment`)
      .set(author.auth)
      .field('x', '1')
      .expect(422);
    expect(res.body.errors).toEqual({ receipt: ['Select a file'] });
  });

  it('refuses a second receipt while one is pending, and after one was accepted', async () => {
    const { author, thesis } = await awaitingPayment();
    await pay(author, thesis.id).expect(201);
    const again = await pay(author, thesis.id).expect(409);
    expect(again.body.message).toBe('A payment for this abstract has already been sent');
    expect(receiptsOf(thesis.id)).toHaveLength(1);
  });

  it('refuses a receipt for an abstract that does not await payment', async () => {
    const author = await createUser(world.app.ctx);
    for (const status of ['in_editor', 'rejected', 'revised', 'accepted'] as const) {
      const thesis = await createThesis(world.app.ctx, author.user, { status });
      const res = await pay(author, thesis.id).expect(409);
      expect(res.body.message).toBe(
        'A receipt can be sent only for an accepted abstract that awaits payment',
      );
    }
  });

  it("answers 404 for a receipt on someone else's abstract, and 401 for a visitor", async () => {
    const { thesis } = await awaitingPayment();
    const stranger = await createUser(world.app.ctx);
    await pay(stranger, thesis.id).expect(404);
    await api()
      .post(`/api/theses/${thesis.id}/payment`)
      .attach('receipt', PNG_BYTES, 'r.png')
      .expect(401);
    expect(await world.app.ctx.models.Payment.count({ where: { thesisId: thesis.id } })).toBe(0);
  });

  it('keeps one pending payment when two receipts race', async () => {
    const { author, thesis } = await awaitingPayment();
    const results = await Promise.all([pay(author, thesis.id), pay(author, thesis.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await world.app.ctx.models.Payment.count({ where: { thesisId: thesis.id } })).toBe(1);
    expect(receiptsOf(thesis.id)).toHaveLength(1);
  });
});

describe('GET /api/payments/:id/receipt', () => {
  it('sends the receipt to its author and organisers inline, and 404 to anyone else', async () => {
    const { author, thesis } = await awaitingPayment();
    const created = await pay(author, thesis.id, PNG_BYTES, 'my receipt.png').expect(201);
    for (const who of [author, world.admin]) {
      const res = await download(created.body.receipt.url, who).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe('inline; filename="my receipt.png"');
      expect((res.body as Buffer).equals(PNG_BYTES)).toBe(true);
    }
    const stranger = await createUser(world.app.ctx);
    const denied = await api().get(created.body.receipt.url).set(stranger.auth).expect(404);
    expect(denied.body).toEqual({ message: 'Payment not found' });
    await api().get(created.body.receipt.url).expect(401);
  });
});

describe('admin payments', () => {
  it('lists payments with the abstract, the payer and the receipt, filtered and searchable', async () => {
    const { author, thesis } = await awaitingPayment();
    const created = await pay(author, thesis.id).expect(201);
    const res = await paymentsList(
      `status=pending&q=${encodeURIComponent(author.user.surname)}`,
    ).expect(200);
    expect(res.body).toMatchObject({ total: 1, page: 1 });
    expect(res.body.data[0]).toMatchObject({
      id: created.body.id,
      amount: 50,
      currency: 'EUR',
      status: 'pending',
      thesis: { id: thesis.id, title: thesis.title, status: 'require_payment' },
      user: { id: author.user.id, email: author.user.email },
      receipt: { url: `/api/payments/${created.body.id}/receipt` },
      abilities: { decide: true },
    });
    const byTitle = await paymentsList(`q=${encodeURIComponent(thesis.title)}`).expect(200);
    expect(byTitle.body.total).toBe(1);
    const accepted = await paymentsList('status=accepted').expect(200);
    expect(accepted.body.data.every((p: { status: string }) => p.status === 'accepted')).toBe(true);
  });

  it('accepting a payment accepts the abstract in the same step, and mails the author', async () => {
    const { author, thesis } = await awaitingPayment();
    const created = await pay(author, thesis.id).expect(201);
    const res = await api()
      .patch(`/api/admin/payments/${created.body.id}`)
      .set(world.admin.auth)
      .send({ status: 'accepted' })
      .expect(200);
    expect(res.body).toMatchObject({
      status: 'accepted',
      thesis: { status: 'accepted' },
      abilities: { decide: false },
    });
    await thesis.reload();
    expect(thesis.status).toBe('accepted');
    expect(lastMail()).toContain('50 EUR');
    expect(lastMail()).toContain(thesis.title);
    const again = await api()
      .patch(`/api/admin/payments/${created.body.id}`)
      .set(world.admin.auth)
      .send({ status: 'rejected' })
      .expect(409);
    expect(again.body.message).toBe('This payment has already been decided');
    await pay(author, thesis.id).expect(409);
  });

  it('a rejected receipt allows a new one; the reason is mailed', async () => {
    const { author, thesis } = await awaitingPayment({ locale: 'az' });
    const created = await pay(author, thesis.id).expect(201);
    await api()
      .patch(`/api/admin/payments/${created.body.id}`)
      .set(world.admin.auth)
      .send({ status: 'rejected', reason: 'Məbləğ oxunmur' })
      .expect(200);
    expect(lastMail()).toContain('Səbəb: Məbləğ oxunmur');
    await thesis.reload();
    expect(thesis.status).toBe('require_payment');
    const state = await api().get(`/api/theses/${thesis.id}/payment`).set(author.auth).expect(200);
    expect(state.body).toMatchObject({
      canUpload: true,
      payment: { status: 'rejected', reason: 'Məbləğ oxunmur' },
    });
    await pay(author, thesis.id).expect(201);
  });

  it('refuses to accept a payment whose abstract no longer awaits it', async () => {
    const author = await createUser(world.app.ctx);
    const thesis = await createThesis(world.app.ctx, author.user, { status: 'accepted' });
    const payment = await createPayment(world.app.ctx, thesis);
    const res = await api()
      .patch(`/api/admin/payments/${payment.id}`)
      .set(world.admin.auth)
      .send({ status: 'accepted' })
      .expect(409);
    expect(res.body.message).toBe(
      'This action is not possible in the current status of the abstract',
    );
    await payment.reload();
    expect(payment.status).toBe('pending');
  });

  it('lets only one of two organisers decide a payment', async () => {
    const { author, thesis } = await awaitingPayment();
    const created = await pay(author, thesis.id).expect(201);
    const second = await createAdmin(world.app.ctx);
    const results = await Promise.all([
      api()
        .patch(`/api/admin/payments/${created.body.id}`)
        .set(world.admin.auth)
        .send({ status: 'accepted' }),
      api()
        .patch(`/api/admin/payments/${created.body.id}`)
        .set(second.auth)
        .send({ status: 'rejected' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('validates the decision and answers 404 for an unknown payment', async () => {
    const bad = await api()
      .patch('/api/admin/payments/1')
      .set(world.admin.auth)
      .send({ status: 'maybe' })
      .expect(422);
    expect(bad.body.errors.status).toEqual(['Choose one of the listed options']);
    await api()
      .patch('/api/admin/payments/999999')
      .set(world.admin.auth)
      .send({ status: 'accepted' })
      .expect(404);
  });

  it('is for organisers only', async () => {
    const user = await createUser(world.app.ctx);
    await api().get('/api/admin/payments').expect(401);
    await api().get('/api/admin/payments').set(user.auth).expect(403);
    await api()
      .patch('/api/admin/payments/1')
      .set(user.auth)
      .send({ status: 'accepted' })
      .expect(403);
  });
});
