import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, contract } from '@conf/common';
import { startTestApp, type TestApp } from '../test/app.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { fetcherFor } from '../test/reviews.js';
import { pdfPages } from '../test/pdf.js';
import { createThesis } from '../test/theses.js';

describe('certificates', () => {
  let app: TestApp;
  let admin: CreatedUser;
  let shahla: CreatedUser;
  let guest: CreatedUser;
  let thesisId: number;
  const as = (who: CreatedUser | null, locale = 'en') => fetcherFor(app, who, locale);

  /** The PDF's response as the browser gets it (status, headers, bytes). */
  const pdf = (id: number, who: CreatedUser) =>
    fetch(`${app.url}${apiPath(contract.certificates.pdf, { params: { id } })}`, {
      headers: who.auth,
    });

  beforeAll(async () => {
    app = await startTestApp();
    admin = await createAdmin(app.ctx);
    shahla = await createUser(app.ctx, { name: 'Şəhla', surname: 'Əliyeva' });
    guest = await createUser(app.ctx, { name: 'Günay', surname: 'Qasımova' });
    const pending = await createUser(app.ctx);
    await app.ctx.models.Participant.create({ userId: shahla.user.id, status: 'accepted' });
    await app.ctx.models.Participant.create({ userId: guest.user.id, status: 'accepted' });
    await app.ctx.models.Participant.create({ userId: pending.user.id });
    thesisId = (
      await createThesis(app.ctx, shahla.user, {
        status: 'accepted',
        title: 'Dalğaların yayılması in layered media',
      })
    ).id;
    await createThesis(app.ctx, guest.user, { status: 'rejected' });
  });
  afterAll(() => app.close());

  it('are issued only after the conference, by organisers', async () => {
    expect(
      (await as(shahla).raw(contract.certificates.issue, { body: { kind: 'attendance' } })).status,
    ).toBe(403);
    app.ctx.now = () => new Date('2025-09-05T12:00:00Z');
    const early = await as(admin).raw(contract.certificates.issue, {
      body: { kind: 'attendance' },
    });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      message:
        'Certificates can be issued from 6 September 2025, 00:00 (Baku, UTC+04:00), the last day of the conference',
    });
  });

  it('of attendance go to approved participants, once each', async () => {
    app.ctx.now = () => new Date('2025-09-06T14:00:00Z');
    const result = await as(admin)(contract.certificates.issue, { body: { kind: 'attendance' } });
    expect(result).toEqual({ kind: 'attendance', issued: 2, existing: 0, basis: 'participants' });
    const again = await as(admin)(contract.certificates.issue, { body: { kind: 'attendance' } });
    expect(again).toMatchObject({ issued: 0, existing: 2 });
    const audit = await app.ctx.models.AuditEvent.findAll({
      where: { action: 'certificate.issue' },
    });
    expect(audit.map((e) => e.after)).toEqual([
      { kind: 'attendance', basis: 'participants', issued: 2 },
      { kind: 'attendance', basis: 'participants', issued: 0 },
    ]);
    // Each holder is told once (the second issue made none), in their language, with the link.
    await app.settled();
    const mails = app.outbox().filter((m) => /sertifikat|certificate/i.test(m));
    expect(mails).toHaveLength(2);
    const toShahla = mails.find((m) => m.includes(shahla.user.email))!;
    expect(toShahla).toContain('/user/panel/certificates');
    expect(mails.find((m) => m.includes(guest.user.email))).toBeDefined();
  });

  it('of presentation go to accepted abstracts’ corresponding authors when no programme was published', async () => {
    const result = await as(admin)(contract.certificates.issue, { body: { kind: 'presentation' } });
    expect(result).toEqual({
      kind: 'presentation',
      issued: 1,
      existing: 0,
      basis: 'acceptedAbstracts',
    });
    const mine = await as(shahla)(contract.certificates.mine);
    expect(mine.map((c) => c.kind).sort()).toEqual(['attendance', 'presentation']);
    expect(mine.find((c) => c.kind === 'presentation')).toMatchObject({
      holderName: 'Şəhla Əliyeva',
      thesisId,
      thesisTitle: 'Dalğaların yayılması in layered media',
    });
    expect(await as(guest)(contract.certificates.mine)).toHaveLength(1);
  });

  it('verify publicly by code: name, kind and date', async () => {
    const [certificate] = (await as(shahla)(contract.certificates.mine)).filter(
      (c) => c.kind === 'presentation',
    );
    expect(certificate!.code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const res = await as(null).raw(contract.certificates.verify, {
      params: { code: certificate!.code.toLowerCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: certificate!.code,
      kind: 'presentation',
      holderName: 'Şəhla Əliyeva',
      issuedAt: '2025-09-06T14:00:00.000Z',
      conference: { startDate: '2025-09-03', endDate: '2025-09-06', city: 'Baku' },
      thesisTitle: 'Dalğaların yayılması in layered media',
    });
    const unknown = await as(null, 'az').raw(contract.certificates.verify, {
      params: { code: 'AAAA-BBBB-CCCC-DDDD' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Sertifikat tapılmadı' });
  });

  it('download as PDFs with the holder’s name in Azerbaijani letters, for the holder and organisers only', async () => {
    const mine = await as(shahla)(contract.certificates.mine);
    const presentation = mine.find((c) => c.kind === 'presentation')!;
    const res = await pdf(presentation.id, shahla);
    expect(res.status).toBe(200);
    const [text] = await pdfPages(Buffer.from(await res.arrayBuffer()), app.dataDir);
    const flat = text!.replace(/\s+/g, ' ');
    expect(flat).toContain('CERTIFICATE OF PRESENTATION');
    expect(flat).toContain('MƏRUZƏ SERTİFİKATI');
    expect(flat).toContain('Şəhla Əliyeva');
    expect(flat).toContain('“Dalğaların yayılması in layered media”');
    expect(flat).toContain(`Verification code: ${presentation.code}`);
    expect(flat).toContain(`/verify/${presentation.code}`);
    expect(flat).toContain('3 September 2025 – 6 September 2025');

    const attendance = (await as(guest)(contract.certificates.mine))[0]!;
    const own = await pdf(attendance.id, guest);
    const [guestText] = await pdfPages(Buffer.from(await own.arrayBuffer()), app.dataDir);
    expect(guestText!.replace(/\s+/g, ' ')).toContain('Günay Qasımova');
    expect(guestText!.replace(/\s+/g, ' ')).toContain('İŞTİRAK SERTİFİKATI');

    const foreign = await as(guest).raw(contract.certificates.pdf, {
      params: { id: presentation.id },
    });
    expect(foreign.status).toBe(404);
    const byAdmin = await pdf(presentation.id, admin);
    expect(byAdmin.status).toBe(200);
    const list = await as(admin)(contract.certificates.adminList, {
      query: { kind: 'attendance' },
    });
    expect(list.data.map((c) => c.holderName).sort()).toEqual(['Günay Qasımova', 'Şəhla Əliyeva']);
    const found = await as(admin)(contract.certificates.adminList, {
      query: { q: presentation.code, sort: '-issuedAt' },
    });
    expect(found.data.map((c) => c.id)).toEqual([presentation.id]);
  });

  it('of presentation follow the published programme once there is one', async () => {
    const other = await createUser(app.ctx, { name: 'Elnur', surname: 'Hüseynov' });
    const talk = await createThesis(app.ctx, other.user, { status: 'accepted' });
    await createThesis(app.ctx, other.user, { status: 'accepted', title: 'Not scheduled at all' });
    const fetch = as(admin);
    const room = await fetch(contract.programme.createRoom, {
      body: { nameEn: 'Hall', nameAz: 'Zal' },
    });
    const session = await fetch(contract.programme.createSession, {
      body: { kind: 'plenary', roomId: room.id, day: '2025-09-04', start: '10:00', end: '11:00' },
    });
    await fetch(contract.programme.createSlot, {
      body: {
        kind: 'talk',
        sessionId: session.item.id,
        thesisId: talk.id,
        day: '2025-09-04',
        start: '10:00',
        end: '10:20',
      },
    });
    await fetch(contract.programme.publish);
    const result = await fetch(contract.certificates.issue, { body: { kind: 'presentation' } });
    expect(result).toEqual({ kind: 'presentation', issued: 1, existing: 0, basis: 'programme' });
    const theirs = await as(other)(contract.certificates.mine);
    expect(theirs.map((c) => c.thesisId)).toEqual([talk.id]);
  });
});
