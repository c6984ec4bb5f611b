import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  nextThesisStatus,
  THESIS_STATUSES,
  type AcademicDegree,
  type ThesisStatus,
} from '@conf/common';
import { asBytes, emlText } from '../test/app.js';
import { useTestWorld } from '../test/world.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { connectSocket, nextEvent } from '../test/sockets.js';
import { createThesis, thesisData } from '../test/theses.js';
import { abstractZip } from '../test/zip.js';
import { thesisCounts } from './queries.js';
import { recentActivity } from './activity.js';

const world = useTestWorld();

const api = () => request(world.app.url);
/** The organisers' list, with `search` as its query string. */
const thesesList = (search: string) =>
  api().get(`/api/admin/theses?${search}`).set(world.admin.auth);
const submit = (
  auth: Record<string, string>,
  data: unknown,
  zip: Buffer | null = abstractZip(),
  name = 'my abstract.zip',
) => {
  const req = api().post('/api/theses').set(auth).field('data', JSON.stringify(data));
  return zip ? req.attach('file', zip, name) : req;
};
const lastMail = () => emlText(world.app.outbox().at(-1) ?? '');

describe('POST /api/theses', () => {
  it('stores the abstract, its authors and the archive, and tells the organisers', async () => {
    const socket = await connectSocket(world.app.url, { auth: { token: world.admin.token } });
    try {
      const notified = nextEvent(socket, 'new_notification');
      const data = thesisData(world.gbId, world.topicId);
      const res = await submit(world.author.auth, data).expect(201);
      expect(res.body).toMatchObject({
        title: data.title,
        status: 'in_editor',
        topic: { id: world.topicId, name: 'Algebra and geometry' },
        keywords: data.keywords,
        authors: [
          { surname: data.authors[0]!.surname, country: { code: 'GB' }, isCorresponding: true },
        ],
        files: [{ version: 1, originalName: 'my abstract.zip' }],
        rejections: [],
        payment: null,
        fee: { exempt: false, amount: 50, currency: 'EUR' },
        abilities: { resubmit: false, pay: false, reject: false, accept: false },
      });
      const file = await world.app.ctx.models.ThesisFile.findOne({
        where: { thesisId: res.body.id },
      });
      const stored = path.join(
        world.app.ctx.config.uploadDir,
        'theses',
        String(res.body.id),
        file!.storedName,
      );
      expect(readFileSync(stored).equals(abstractZip())).toBe(true);
      expect(file!.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(await notified).toMatchObject({
        type: 'thesis_submitted',
        thesisId: res.body.id,
        title: data.title,
        userName: `${world.author.user.name} ${world.author.user.surname}`,
      });
      const activity = await recentActivity(world.app.ctx, 5);
      expect(activity[0]).toMatchObject({
        type: 'thesis_submitted',
        thesisId: res.body.id,
        title: data.title,
      });
    } finally {
      socket.close();
    }
  });

  it('answers 401 to a visitor', async () => {
    await submit({}, thesisData(world.gbId, world.topicId)).expect(401);
  });

  it('refuses bad data with the schema messages keyed like the form fields', async () => {
    const data = thesisData(world.gbId, world.topicId, { title: 'Too short', keywords: ['one'] });
    data.authors[0]!.email = 'not-an-email';
    const res = await submit(world.author.auth, data).expect(422);
    expect(res.body.errors).toMatchObject({
      title: ['The title must have 3 to 50 words'],
      keywords: ['Give 3 to 5 keywords'],
      'authors.0.email': ['Enter a valid e-mail address'],
    });
    const az = await submit({ ...world.author.auth, 'lang-code': 'az' }, data).expect(422);
    expect(az.body.errors['authors.0.email']).toEqual(['Düzgün e-poçt ünvanı daxil edin']);
  });

  it('refuses data that is not JSON, and a missing file, together', async () => {
    const res = await api()
      .post('/api/theses')
      .set(world.author.auth)
      .field('data', '{nope')
      .expect(422);
    expect(res.body.errors).toEqual({
      data: ['The abstract data is missing or not valid JSON'],
      file: ['Select a file'],
    });
  });

  it('refuses an unknown topic or author country', async () => {
    const data = thesisData(world.gbId, 999_999);
    data.authors[0]!.countryId = 999_999;
    const res = await submit(world.author.auth, data).expect(422);
    expect(res.body.errors).toEqual({
      topicId: ['Choose one of the listed topics'],
      'authors.0.countryId': ['Choose one of the listed options'],
    });
  });
});

describe('GET /api/theses and /api/theses/:id', () => {
  it('lists only my abstracts, paginated', async () => {
    const me = await createUser(world.app.ctx);
    const other = await createUser(world.app.ctx);
    const mine = await createThesis(world.app.ctx, me.user);
    await createThesis(world.app.ctx, me.user);
    await createThesis(world.app.ctx, other.user);
    const res = await api().get('/api/theses?pageSize=1').set(me.auth).expect(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(res.body.data).toHaveLength(1);
    const all = await api().get('/api/theses').set(me.auth).expect(200);
    expect(all.body.data.map((t: { id: number }) => t.id)).toContain(mine.id);
    await api().get('/api/theses').expect(401);
  });

  it('filters, sorts and pages my list in one answer shape, in the reader’s language', async () => {
    const me = await createUser(world.app.ctx);
    const topics = await world.app.ctx.models.Topic.findAll({ order: [['position', 'ASC']] });
    const [first, second] = [topics[0]!, topics[1]!];
    const b = await createThesis(world.app.ctx, me.user, {
      title: 'B operators',
      topicId: second.id,
    });
    const a = await createThesis(world.app.ctx, me.user, {
      title: 'A spectra',
      topicId: first.id,
      status: 'accepted',
      authorSurname: 'Quasimodo',
    });
    await createThesis(world.app.ctx, (await createUser(world.app.ctx)).user, {
      title: 'A stranger',
    });

    const byTitle = await api().get('/api/theses?sort=title').set(me.auth).expect(200);
    expect(byTitle.body).toEqual({
      data: [
        {
          id: a.id,
          title: 'A spectra',
          status: 'accepted',
          topic: { id: first.id, name: first.nameEn },
          keywords: ['operators', 'spectra', 'analysis'],
          submittedAt: a.submittedAt.toISOString(),
          decidedAt: null,
          user: { id: me.user.id, name: me.user.name, surname: me.user.surname },
        },
        expect.objectContaining({ id: b.id, title: 'B operators' }),
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    });
    const inAz = await api().get('/api/theses?sort=-topic').set(me.auth).set('lang-code', 'az');
    expect(inAz.body.data.map((t: { id: number }) => t.id)).toEqual([b.id, a.id]);
    expect(inAz.body.data[1].topic.name).toBe(first.nameAz);

    const ids = async (query: string) =>
      (await api().get(`/api/theses?${query}`).set(me.auth).expect(200)).body.data.map(
        (t: { id: number }) => t.id,
      );
    expect(await ids('status=accepted')).toEqual([a.id]);
    expect(await ids(`topicId=${second.id}`)).toEqual([b.id]);
    expect(await ids('q=quasimodo')).toEqual([a.id]);
    expect(await ids('q=operators')).toEqual([b.id]);
    expect(await ids('q=stranger')).toEqual([]);

    // Past the last page: no rows, and still the right total.
    const past = await api().get('/api/theses?page=3&pageSize=1').set(me.auth).expect(200);
    expect(past.body).toEqual({ data: [], total: 2, page: 3, pageSize: 1 });
  });

  it("answers 404 for another user's abstract and its files, never the data", async () => {
    const res = await submit(world.author.auth, thesisData(world.gbId, world.topicId)).expect(201);
    const stranger = await createUser(world.app.ctx);
    const seen = await api().get(`/api/theses/${res.body.id}`).set(stranger.auth).expect(404);
    expect(seen.body).toEqual({ message: 'Abstract not found' });
    const fileUrl = res.body.files[0].url as string;
    const file = await api().get(fileUrl).set(stranger.auth).expect(404);
    expect(file.body).toEqual({ message: 'Abstract not found' });
    await api().get(`/api/theses/999999`).set(world.author.auth).expect(404);
    await api().get(`/api/theses/${res.body.id}`).expect(401);
  });

  it('sends the archive to its author and to organisers under its original name', async () => {
    const res = await submit(
      world.author.auth,
      thesisData(world.gbId, world.topicId),
      abstractZip(),
      'Résumé.zip',
    ).expect(201);
    const url = res.body.files[0].url as string;
    for (const who of [world.author, world.admin]) {
      const file = await api().get(url).set(who.auth).buffer(true).parse(asBytes).expect(200);
      expect(file.headers['content-type']).toBe('application/zip');
      expect(file.headers['content-disposition']).toContain(
        "filename*=UTF-8''R%C3%A9sum%C3%A9.zip",
      );
      expect((file.body as Buffer).equals(abstractZip())).toBe(true);
    }
    await api().get(`/api/theses/${res.body.id}/files/999999`).set(world.author.auth).expect(404);
  });
});

describe('the status table through the API', () => {
  type Action = {
    event: 'reject' | 'accept' | 'resubmit';
    run: (id: number, owner: CreatedUser) => request.Test;
  };
  const actions: Action[] = [
    {
      event: 'reject',
      run: (id) =>
        api()
          .post(`/api/admin/theses/${id}/rejection`)
          .set(world.admin.auth)
          .send({ reason: 'Out of scope.' }),
    },
    {
      event: 'accept',
      run: (id) => api().post(`/api/admin/theses/${id}/acceptance`).set(world.admin.auth),
    },
    {
      event: 'resubmit',
      run: (id, owner) =>
        api()
          .post(`/api/theses/${id}/resubmission`)
          .set(owner.auth)
          .attach('file', abstractZip(), 'v2.zip'),
    },
  ];
  const cases = THESIS_STATUSES.flatMap((from) => actions.map((action) => ({ from, action })));

  it.each(cases)(
    '$action.event from $from follows the table (or answers 409)',
    async ({ from, action }) => {
      const owner = await createUser(world.app.ctx, { countryCode: 'GB', academicDegree: 'phd' });
      const thesis = await createThesis(world.app.ctx, owner.user, { status: from });
      const expected: ThesisStatus | null = nextThesisStatus(from, action.event, {
        feeExempt: false,
      });
      const res = await action.run(thesis.id, owner);
      if (expected === null) {
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(
          'This action is not possible in the current status of the abstract',
        );
        await thesis.reload();
        expect(thesis.status).toBe(from);
      } else {
        expect(res.status).toBe(200);
        expect(res.body.status).toBe(expected);
      }
    },
  );

  it('keeps every rejection and every file version, and mails the reason', async () => {
    const created = await submit(world.author.auth, thesisData(world.gbId, world.topicId)).expect(
      201,
    );
    const id = created.body.id as number;
    await api()
      .post(`/api/admin/theses/${id}/rejection`)
      .set(world.admin.auth)
      .send({ reason: 'Cite prior work.' })
      .expect(200);
    expect(lastMail()).toContain('Cite prior work.');
    const mine = await api().get(`/api/theses/${id}`).set(world.author.auth).expect(200);
    expect(mine.body.abilities).toMatchObject({ resubmit: true, pay: false });
    expect(mine.body.rejections).toEqual([
      { reason: 'Cite prior work.', createdAt: expect.any(String) },
    ]);
    const socket = await connectSocket(world.app.url, { auth: { token: world.admin.token } });
    try {
      const notified = nextEvent(socket, 'new_notification');
      const v2 = await api()
        .post(`/api/theses/${id}/resubmission`)
        .set(world.author.auth)
        .attach('file', abstractZip(), 'second.zip')
        .expect(200);
      expect(v2.body.status).toBe('revised');
      expect(
        v2.body.files.map((f: { version: number; originalName: string }) => [
          f.version,
          f.originalName,
        ]),
      ).toEqual([
        [1, 'my abstract.zip'],
        [2, 'second.zip'],
      ]);
      expect(await notified).toMatchObject({ type: 'thesis_resubmitted', thesisId: id });
    } finally {
      socket.close();
    }
    await api()
      .post(`/api/admin/theses/${id}/rejection`)
      .set(world.admin.auth)
      .send({ reason: 'Still unclear.' })
      .expect(200);
    const again = await api().get(`/api/admin/theses/${id}`).set(world.admin.auth).expect(200);
    expect(again.body.rejections.map((r: { reason: string }) => r.reason)).toEqual([
      'Cite prior work.',
      'Still unclear.',
    ]);
    expect(again.body.abilities).toMatchObject({ reject: false, accept: false });
  });

  it('refuses a rejection without a reason', async () => {
    const thesis = await createThesis(world.app.ctx, world.author.user);
    const res = await api()
      .post(`/api/admin/theses/${thesis.id}/rejection`)
      .set(world.admin.auth)
      .send({ reason: ' ' })
      .expect(422);
    expect(res.body.errors.reason).toEqual(['This field is required']);
  });

  it("refuses resubmitting someone else's abstract with 404", async () => {
    const thesis = await createThesis(world.app.ctx, world.author.user, { status: 'rejected' });
    const stranger = await createUser(world.app.ctx);
    await api()
      .post(`/api/theses/${thesis.id}/resubmission`)
      .set(stranger.auth)
      .attach('file', abstractZip(), 'x.zip')
      .expect(404);
  });

  it('lets only one of two organisers deciding at once win', async () => {
    const thesis = await createThesis(world.app.ctx, world.author.user);
    const second = await createAdmin(world.app.ctx);
    const [a, b] = await Promise.all([
      api().post(`/api/admin/theses/${thesis.id}/acceptance`).set(world.admin.auth),
      api()
        .post(`/api/admin/theses/${thesis.id}/rejection`)
        .set(second.auth)
        .send({ reason: 'No.' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });
});

describe('the fee rule through acceptance', () => {
  const cases: {
    degree: AcademicDegree;
    country: string;
    status: ThesisStatus;
    fee: object;
    mail: string;
  }[] = [
    {
      degree: 'doctoral_student',
      country: 'GB',
      status: 'accepted',
      fee: { exempt: true },
      mail: 'exempt',
    },
    {
      degree: 'masters_student',
      country: 'AZ',
      status: 'accepted',
      fee: { exempt: true },
      mail: 'exempt',
    },
    {
      degree: 'phd',
      country: 'AZ',
      status: 'require_payment',
      fee: { amount: 30, currency: 'AZN' },
      mail: '30 AZN',
    },
    {
      degree: 'master',
      country: 'DE',
      status: 'require_payment',
      fee: { amount: 50, currency: 'EUR' },
      mail: '50 EUR',
    },
  ];
  it.each(cases)(
    '$degree from $country: $status',
    async ({ degree, country, status, fee, mail }) => {
      const owner = await createUser(world.app.ctx, {
        academicDegree: degree,
        countryCode: country,
      });
      const thesis = await createThesis(world.app.ctx, owner.user);
      const res = await api()
        .post(`/api/admin/theses/${thesis.id}/acceptance`)
        .set(world.admin.auth)
        .expect(200);
      expect(res.body.status).toBe(status);
      expect(res.body.fee).toMatchObject(fee);
      expect(lastMail()).toContain(mail);
      const view = await api().get(`/api/theses/${thesis.id}`).set(owner.auth).expect(200);
      expect(view.body.abilities.pay).toBe(status === 'require_payment');
    },
  );

  it('mails the author in their own language', async () => {
    const owner = await createUser(world.app.ctx, { locale: 'az', countryCode: 'AZ' });
    const thesis = await createThesis(world.app.ctx, owner.user);
    await api().post(`/api/admin/theses/${thesis.id}/acceptance`).set(world.admin.auth).expect(200);
    expect(lastMail()).toContain('30 AZN');
    expect(lastMail()).toContain('qəbul edildi');
  });
});

describe('admin list and export', () => {
  it('filters by status, topic and author name, and paginates', async () => {
    const surname = `Zhukovsky${Date.now()}`;
    const topics = await world.app.ctx.models.Topic.findAll({ order: [['position', 'ASC']] });
    const target = await createThesis(world.app.ctx, world.author.user, {
      status: 'revised',
      topicId: topics[8]!.id,
      authorSurname: surname,
    });
    await createThesis(world.app.ctx, world.author.user, {
      status: 'revised',
      topicId: topics[8]!.id,
    });
    const byName = await thesesList(`q=${surname}`).expect(200);
    expect(byName.body.data.map((t: { id: number }) => t.id)).toEqual([target.id]);
    const byTitle = await thesesList(`q=${encodeURIComponent(target.title)}`).expect(200);
    expect(byTitle.body.total).toBe(1);
    const filtered = await thesesList(
      `status=revised&topicId=${topics[8]!.id}&sort=-submittedAt&pageSize=1`,
    ).expect(200);
    expect(filtered.body).toMatchObject({ total: 2, pageSize: 1 });
    expect(filtered.body.data[0]).toMatchObject({
      status: 'revised',
      topic: { name: 'Fluid and gas mechanics' },
    });
    const bad = await thesesList('status=lost&sort=-password').expect(422);
    expect(bad.body.errors.status).toBeDefined();
    expect(bad.body.errors.sort).toEqual(['This list cannot be sorted by that field']);
  });

  it('sorts by topic in the programme order, then by id, on every page and both ways', async () => {
    const topics = await world.app.ctx.models.Topic.findAll({ order: [['position', 'ASC']] });
    for (const topic of [topics[2]!, topics[0]!, topics[2]!, topics[5]!, topics[0]!]) {
      await createThesis(world.app.ctx, world.author.user, { topicId: topic.id });
    }
    for (const direction of ['ASC', 'DESC'] as const) {
      const expected = await world.app.ctx.models.Thesis.findAll({
        attributes: ['id'],
        include: [{ association: 'topic', attributes: [] }],
        order: [
          ['topic', 'position', direction],
          ['id', direction],
        ],
      });
      const sort = direction === 'ASC' ? 'topic' : '-topic';
      const pages = [];
      for (let page = 1; page <= Math.ceil(expected.length / 3); page++) {
        const { body } = await thesesList(`sort=${sort}&pageSize=3&page=${page}`).expect(200);
        expect(body.total).toBe(expected.length);
        pages.push(...body.data.map((t: { id: number }) => t.id));
      }
      expect(pages).toEqual(expected.map((t) => t.id));
    }
  });

  it('exports the filtered list as CSV and XLSX', async () => {
    const thesis = await createThesis(world.app.ctx, world.author.user, {
      status: 'rejected',
      title: '=cmd() injected title',
    });
    const csv = await api()
      .get('/api/admin/theses/export?format=csv&status=rejected')
      .set(world.admin.auth)
      .expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/abstracts-\d{4}-\d{2}-\d{2}\.csv/);
    expect(csv.text).toContain("'=cmd() injected title");
    expect(csv.text).toContain(String(thesis.id));
    const xlsx = await api()
      .get('/api/admin/theses/export?format=xlsx')
      .set(world.admin.auth)
      .buffer(true)
      .parse(asBytes)
      .expect(200);
    expect((xlsx.body as Buffer).subarray(0, 2).toString()).toBe('PK');
  });

  it('is for organisers only', async () => {
    await api().get('/api/admin/theses').expect(401);
    await api().get('/api/admin/theses').set(world.author.auth).expect(403);
    const thesis = await createThesis(world.app.ctx, world.author.user);
    await api()
      .post(`/api/admin/theses/${thesis.id}/acceptance`)
      .set(world.author.auth)
      .expect(403);
    await api()
      .post(`/api/admin/theses/${thesis.id}/rejection`)
      .set(world.author.auth)
      .send({ reason: 'x' })
      .expect(403);
    await api().get(`/api/admin/theses/${thesis.id}`).set(world.author.auth).expect(403);
  });

  it('counts abstracts by status for the dashboard', async () => {
    const before = await thesisCounts(world.app.ctx);
    await createThesis(world.app.ctx, world.author.user, { status: 'require_payment' });
    const after = await thesisCounts(world.app.ctx);
    expect(after.requirePayment).toBe(before.requirePayment + 1);
    expect(after.inEditor).toBe(before.inEditor);
  });
});

describe('public lists', () => {
  it('lists accepted abstracts only, by topic, in the reader language, without contacts', async () => {
    const accepted = await createThesis(world.app.ctx, world.author.user, { status: 'accepted' });
    const pending = await createThesis(world.app.ctx, world.author.user, {
      status: 'require_payment',
    });
    const res = await api()
      .get('/api/theses/accepted?pageSize=100')
      .set('lang-code', 'az')
      .expect(200);
    const ids = res.body.data.map((t: { id: number }) => t.id);
    expect(ids).toContain(accepted.id);
    expect(ids).not.toContain(pending.id);
    const item = res.body.data.find((t: { id: number }) => t.id === accepted.id);
    expect(item.topic.name).toBe('Cəbr və həndəsə');
    expect(item.authors[0]).toEqual({
      name: world.author.user.name,
      surname: world.author.user.surname,
      institution: world.author.user.institution,
      country: { code: 'GB', name: 'Birləşmiş Krallıq' },
    });
    expect(JSON.stringify(res.body)).not.toContain('@');
  });

  it('lists the conference topics in the reader language', async () => {
    const en = await api().get('/api/topics').expect(200);
    expect(en.body).toHaveLength(11);
    expect(en.body[0].name).toBe('Algebra and geometry');
    expect(en.body.at(-1).name).toBe('Control and optimisation');
    const az = await api().get('/api/topics').set('lang-code', 'az').expect(200);
    expect(az.body[2].name).toBe('Diferensial tənliklər');
  });
});
