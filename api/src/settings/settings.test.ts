import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@conf/common';
import { sampleFiles } from '../test/files.js';
import { wirePath } from '../test/routes.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { fetcherFor } from '../test/reviews.js';

describe('conference settings', () => {
  let app: TestApp;
  let admin: CreatedUser;
  let author: CreatedUser;
  const as = (who: CreatedUser | null, locale = 'en') => fetcherFor(app, who, locale);

  beforeAll(async () => {
    app = await startTestApp();
    admin = await createAdmin(app.ctx);
    author = await createUser(app.ctx);
  });
  afterAll(() => app.close());

  it('starts from defaults: no bank account, the review blind with two reviewers', async () => {
    const { settings } = await as(admin)(contract.settings.get);
    expect(settings.bank.AZN.iban).toBe('');
    expect(settings.review).toEqual({ blind: true, reviewersPerAbstract: 2 });
  });

  it('saves a section, normalised, and every reader sees it at once', async () => {
    const saved = await as(admin)(contract.settings.update, {
      body: {
        bank: {
          AZN: {
            beneficiary: 'Institute of Mathematics',
            iban: 'az21 nabz 0000 0000 1370 1000 1944',
          },
          EUR: {
            beneficiary: 'Institute of Mathematics',
            iban: 'DE89370400440532013000',
            swift: 'cobadeffxxx',
          },
        },
      },
    });
    expect(saved.settings.bank.AZN.iban).toBe('AZ21NABZ00000000137010001944');
    expect(saved.updated.bank?.by).toBe(`${admin.user.name} ${admin.user.surname}`);
    const { bank } = await as(author)(contract.settings.payment);
    expect(bank.EUR.swift).toBe('COBADEFFXXX');
  });

  it('records who changed what in the audit trail, in the same transaction', async () => {
    await as(admin)(contract.settings.update, {
      body: { contacts: { phone: '+994 12 555 55 55', email: 'info@example.org' } },
    });
    const event = await app.ctx.models.AuditEvent.findOne({
      where: { action: 'settings.update', resourceId: 'contacts' },
      order: [['id', 'DESC']],
    });
    expect(event?.actorId).toBe(admin.user.id);
    expect(event?.after).toMatchObject({ phone: '+994 12 555 55 55', email: 'info@example.org' });
    expect(event?.before).toMatchObject({ phone: '', email: '' });
  });

  it('shows visitors only the public parts', async () => {
    const res = await as(null).raw(contract.settings.public);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body as object).sort()).toEqual(['associates', 'contacts', 'counter']);
  });

  it('refuses a bad IBAN field by field, in the caller language, and keeps what was saved', async () => {
    const res = await as(admin, 'az').raw(contract.settings.update, {
      body: { bank: { AZN: { iban: 'not an iban' }, EUR: {} } },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      errors: { 'bank.AZN.iban': [expect.stringContaining('IBAN')] },
    });
    const { settings } = await as(admin)(contract.settings.get);
    expect(settings.bank.AZN.iban).toBe('AZ21NABZ00000000137010001944');
  });

  it('keeps an uploaded logo under a new id and serves it to visitors by its bytes’ type', async () => {
    const form = new FormData();
    form.append('logo', new Blob([sampleFiles.png]), 'logo.svg');
    const { logoId } = await as(admin)(contract.settings.uploadLogo, { body: form });
    expect(logoId).toMatch(/^[a-f0-9-]{36}$/);
    await as(admin)(contract.settings.update, {
      body: { associates: { items: [{ name: { en: 'Academy', az: 'Akademiya' }, logoId }] } },
    });
    const res = await fetch(app.url + wirePath(contract.settings.logo, { id: logoId }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(sampleFiles.png);
    const { associates } = await as(null)(contract.settings.public);
    expect(associates.items[0]).toMatchObject({ logoId, name: { az: 'Akademiya' } });
  });

  it('refuses a logo that is not a raster image, in the caller language, and an unknown id', async () => {
    const form = new FormData();
    form.append('logo', new Blob(['<svg onload="alert(1)"/>']), 'logo.png');
    const res = await as(admin, 'az').raw(contract.settings.uploadLogo, { body: form });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { logo: [expect.stringContaining('PNG')] } });
    const missing = await fetch(
      app.url + wirePath(contract.settings.logo, { id: crypto.randomUUID() }),
    );
    expect(missing.status).toBe(404);
    const author_ = new FormData();
    author_.append('logo', new Blob([sampleFiles.png]), 'logo.png');
    expect((await as(author).raw(contract.settings.uploadLogo, { body: author_ })).status).toBe(
      403,
    );
  });

  it('refuses to save a logo that is no longer kept, naming the associate, in the caller language', async () => {
    const kept = new FormData();
    kept.append('logo', new Blob([sampleFiles.png]), 'kept.png');
    const { logoId: keptId } = await as(admin)(contract.settings.uploadLogo, { body: kept });
    const associate = (logoId: string | null) => ({
      name: { en: 'Institute', az: 'İnstitut' },
      logoId,
    });
    await as(admin)(contract.settings.update, {
      body: { associates: { items: [associate(keptId)] } },
    });
    // An id no upload made, as a logo the daily sweep has removed leaves behind.
    const gone = crypto.randomUUID();
    const res = await as(admin, 'az').raw(contract.settings.update, {
      body: { associates: { items: [associate(keptId), associate(gone)] } },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      errors: { 'associates.items.1.logoId': [expect.stringContaining('yenidən yükləyin')] },
    });
    const { settings } = await as(admin)(contract.settings.get);
    expect(settings.associates.items.map((a) => a.logoId)).toEqual([keptId]);
  });

  it('is for organisers only', async () => {
    expect((await as(null).raw(contract.settings.get)).status).toBe(401);
    expect((await as(author).raw(contract.settings.get)).status).toBe(403);
    expect((await as(author).raw(contract.settings.update, { body: { counter: {} } })).status).toBe(
      403,
    );
    expect((await as(null).raw(contract.settings.payment)).status).toBe(401);
  });
});

describe('the audit trail', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('refuses to update, delete or truncate its rows, even for the app’s own role', async () => {
    const admin = await createAdmin(app.ctx);
    await app.ctx.settings.update(admin.user, { counter: { flagCounterId: 'abc' } });
    const q = (sql: string) => app.ctx.models.sequelize.query(sql);
    await expect(q(`UPDATE audit_events SET action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(q('DELETE FROM audit_events')).rejects.toThrow(/append-only/);
    await expect(q('TRUNCATE audit_events')).rejects.toThrow(/append-only/);
    expect(await app.ctx.models.AuditEvent.count()).toBeGreaterThan(0);
  });
});
