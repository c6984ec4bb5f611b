import { execFile } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, contract, type LetterRequestInput } from '@conf/common';
import { createLogger } from '../logger.js';
import { emlText, startTestApp, type TestApp } from '../test/app.js';
import { countryId, createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { fetcherFor } from '../test/reviews.js';
import { pdfPages } from '../test/pdf.js';
import { startPassportPurge } from './purge.js';

const run = promisify(execFile);
const PASSPORT = 'C01X00T47';

describe('invitation letters', () => {
  let app: TestApp;
  let admin: CreatedUser;
  let shahla: CreatedUser;
  let approvedOther: CreatedUser;
  let unapproved: CreatedUser;
  let letterId: number;
  let reference: string;
  const logs: string[] = [];
  const as = (who: CreatedUser | null, locale = 'en') => fetcherFor(app, who, locale);
  let request: LetterRequestInput;
  /** The PDF's response as the browser gets it (status, headers, bytes). */
  const pdf = (id: number, who: CreatedUser) =>
    fetch(`${app.url}${apiPath(contract.letters.pdf, { params: { id } })}`, {
      headers: who.auth,
    });

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    app = await startTestApp({ logger: createLogger({ logLevel: 'debug' }, sink) });
    admin = await createAdmin(app.ctx);
    shahla = await createUser(app.ctx, { name: 'Şəhla', surname: 'Əliyeva', locale: 'az' });
    approvedOther = await createUser(app.ctx);
    unapproved = await createUser(app.ctx);
    for (const who of [shahla, approvedOther]) {
      await app.ctx.models.Participant.create({ userId: who.user.id, status: 'accepted' });
    }
    await app.ctx.models.Participant.create({ userId: unapproved.user.id });
    request = {
      passportName: 'Şəhla Əliyeva',
      passportNumber: 'c01x 00t47',
      passportCountryId: await countryId(app.ctx, 'TR'),
      passportBirthDate: '1990-04-12',
      stayFrom: '2025-09-01',
      stayTo: '2025-09-08',
    };
  });
  afterAll(() => app.close());

  it('is for approved participants, with dates of stay around the conference', async () => {
    expect((await as(null).raw(contract.letters.request, { body: request })).status).toBe(401);
    const notYet = await as(unapproved).raw(contract.letters.request, { body: request });
    expect(notYet.status).toBe(409);
    expect(notYet.body).toEqual({
      message: 'Invitation letters are for participants whose participation has been approved',
    });
    const bad = await as(shahla, 'az').raw(contract.letters.request, {
      body: {
        ...request,
        passportNumber: '12',
        stayFrom: '2025-07-01',
        stayTo: '2025-06-30',
        passportBirthDate: '2024-01-01',
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual([
      'passportBirthDate',
      'passportNumber',
      'stayFrom',
      'stayTo',
    ]);
    expect(JSON.stringify(bad.body)).toContain('Pasport nömrəsini');
  });

  it('takes one request at a time and shows the participant their own data', async () => {
    const letter = await as(shahla)(contract.letters.request, { body: request });
    letterId = letter.id;
    expect(letter).toMatchObject({
      status: 'requested',
      passportNumber: PASSPORT,
      passportCountry: 'Türkiye',
      reference: null,
      abilities: { download: false },
    });
    const again = await as(shahla).raw(contract.letters.request, { body: request });
    expect(again.status).toBe(409);
    const mine = await as(shahla)(contract.letters.mine);
    expect(mine.map((l) => l.id)).toEqual([letterId]);
  });

  it('hides a letter from everyone but its participant and the organisers', async () => {
    const foreign = await as(approvedOther).raw(contract.letters.pdf, { params: { id: letterId } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Invitation letter not found' });
    expect(await as(approvedOther)(contract.letters.mine)).toEqual([]);
    expect(
      (await as(approvedOther).raw(contract.letters.adminGet, { params: { id: letterId } })).status,
    ).toBe(403);
    const seen = await as(admin)(contract.letters.adminGet, { params: { id: letterId } });
    expect(seen).toMatchObject({ passportNumber: PASSPORT, userName: 'Şəhla Əliyeva' });
    const pending = await as(admin)(contract.letters.adminList, { query: { status: 'requested' } });
    expect(pending.data.map((l) => l.id)).toEqual([letterId]);
    const byName = await as(admin)(contract.letters.adminList, { query: { q: 'Əliyeva' } });
    expect(byName.data.map((l) => l.id)).toEqual([letterId]);
    const byPassport = await as(admin)(contract.letters.adminList, { query: { q: PASSPORT } });
    expect(byPassport.total).toBe(0);
    const early = await as(shahla).raw(contract.letters.pdf, { params: { id: letterId } });
    expect(early.status).toBe(409);
  });

  it('is approved by an organiser with a reference number, mailed in the participant’s language', async () => {
    const noReason = await as(admin).raw(contract.letters.decide, {
      params: { id: letterId },
      body: { status: 'refused' },
    });
    expect(noReason.status).toBe(422);
    const before = app.outbox().length;
    const approved = await as(admin)(contract.letters.decide, {
      params: { id: letterId },
      body: { status: 'approved' },
    });
    expect(approved.status).toBe('approved');
    expect(approved.reference).toMatch(/^ICMM25-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    reference = approved.reference!;
    expect(approved.decidedBy).toBe(`${admin.user.name} ${admin.user.surname}`);
    const mail = emlText(app.outbox().slice(before)[0]!);
    expect(mail).toContain('Viza üçün dəvət məktubunuz təsdiqləndi');
    expect(mail).toContain(reference);
    const twice = await as(admin).raw(contract.letters.decide, {
      params: { id: letterId },
      body: { status: 'refused', reason: 'late' },
    });
    expect(twice.status).toBe(409);
  });

  it('downloads as a PDF letter in English and Azerbaijani with Azerbaijani letters intact', async () => {
    const res = await pdf(letterId, shahla);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pages = await pdfPages(Buffer.from(await res.arrayBuffer()), app.dataDir);
    expect(pages).toHaveLength(2);
    const [en, az] = pages.map((p) => p.replace(/\s+/g, ' '));
    expect(en).toContain('INVITATION LETTER');
    expect(en).toContain(`Reference number: ${reference}`);
    expect(en).toContain('Şəhla Əliyeva');
    expect(en).toContain(PASSPORT);
    expect(en).toContain('12 April 1990');
    expect(en).toContain('1 September 2025 to 8 September 2025');
    expect(en).toContain('Riyaziyyat və Mexanika üzrə Beynəlxalq Konfrans');
    expect(az).toContain('DƏVƏT MƏKTUBU');
    expect(az).toContain(`İstinad nömrəsi: ${reference}`);
    expect(az).toContain('Türkiyə vətəndaşı');
    expect(az).toContain('12 aprel 1990');
    const byAdmin = await pdf(letterId, admin);
    expect(byAdmin.status).toBe(200);
  });

  it('verifies publicly by reference, without passport data', async () => {
    const res = await as(null).raw(contract.letters.verify, {
      params: { reference: reference.toLowerCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      reference,
      valid: true,
      holder: 'Ş. Əliyeva',
      issuedAt: expect.any(String),
      stayFrom: '2025-09-01',
      stayTo: '2025-09-08',
    });
    expect(JSON.stringify(res.body)).not.toContain(PASSPORT);
    const unknown = await as(null).raw(contract.letters.verify, {
      params: { reference: 'ICMM25-0000-0000' },
    });
    expect(unknown.status).toBe(404);
  });

  it('keeps passport data out of the audit trail, the exports and the logs', async () => {
    const events = await app.ctx.models.AuditEvent.findAll({ where: { resource: 'letter' } });
    expect(events.map((e) => e.action)).toEqual(['letter.approve']);
    const everything = JSON.stringify(await app.ctx.models.AuditEvent.findAll());
    expect(everything).not.toContain(PASSPORT);
    expect(everything).not.toContain('1990-04-12');

    for (const route of [contract.participants.adminExport, contract.admin.usersExport] as const) {
      const res = await as(admin).raw(route, { query: { format: 'csv' } });
      expect(res.status).toBe(200);
      expect(String(res.body)).toContain('Əliyeva');
      expect(String(res.body)).not.toContain(PASSPORT);
    }

    const logged = logs.join('');
    expect(logged).toContain(apiPath(contract.letters.mine));
    expect(logged).not.toContain(PASSPORT);
    // Even a database error's bound values (which would hold them) are redacted.
    app.ctx.logger.error(
      {
        err: {
          message: 'insert failed',
          parameters: [PASSPORT],
          parent: { detail: `(${PASSPORT})` },
        },
      },
      'unhandled error',
    );
    expect(logs.join('')).not.toContain(PASSPORT);
  });

  it('is purged by the admin command, leaving the letter verifiable', async () => {
    const env = {
      ...process.env,
      DATABASE_URL: app.databaseUrl,
      DATA_DIR: app.dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    };
    const admin = path.resolve(import.meta.dirname, '../cli/admin.ts');
    const usage = await run(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', admin, 'purge-passports'],
      { env },
    ).catch((err: { code: number; stderr: string }) => err);
    expect((usage as { code: number }).code).toBe(2);
    const { stdout } = await run(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        admin,
        'purge-passports',
        '--letter',
        String(letterId),
      ],
      { env },
    );
    expect(stdout).toContain('Passport data deleted from 1 letter(s).');
    const [letter] = await as(shahla)(contract.letters.mine);
    expect(letter).toMatchObject({
      passportNumber: null,
      passportName: null,
      passportBirthDate: null,
      passportPurged: true,
      abilities: { download: false },
    });
    const pdf = await as(shahla, 'az').raw(contract.letters.pdf, { params: { id: letterId } });
    expect(pdf.status).toBe(409);
    expect(pdf.body).toEqual({ message: 'Bu məktubun pasport məlumatları silinib' });
    expect((await as(null).raw(contract.letters.verify, { params: { reference } })).status).toBe(
      200,
    );
  }, 60_000);

  it('is purged automatically 90 days after the conference, at start and daily', async () => {
    const other = await as(approvedOther)(contract.letters.request, {
      body: { ...request, passportNumber: 'P7654321' },
    });
    app.ctx.now = () => new Date('2025-12-05T19:59:00Z'); // 23:59 in Baku on the 90th day
    const early = startPassportPurge(app.ctx, { intervalMs: 20 });
    await early.ran();
    early.stop();
    let row = await app.ctx.models.InvitationLetter.findByPk(other.id);
    expect(row!.passportNumber).toBe('P7654321');

    app.ctx.now = () => new Date('2025-12-05T20:00:00Z'); // midnight in Baku: the 91st day
    const purge = startPassportPurge(app.ctx, { intervalMs: 20 });
    await purge.ran();
    purge.stop();
    row = await app.ctx.models.InvitationLetter.findByPk(other.id);
    expect(row).toMatchObject({
      passportNumber: null,
      passportName: null,
      passportCountryId: null,
    });
    expect(row!.passportPurgedAt?.toISOString()).toBe('2025-12-05T20:00:00.000Z');
    const event = await app.ctx.models.AuditEvent.findOne({
      where: { action: 'letter.purge' },
      order: [['id', 'DESC']],
    });
    expect(event?.after).toEqual({ letters: [other.id], reason: 'retention' });
    expect(event?.actorId).toBeNull();
  });
});
