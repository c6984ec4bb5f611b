import ExcelJS from 'exceljs';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AcademicDegree,
  AdminUserDetailDto,
  AdminUserDto,
  Paginated,
  Role,
} from '@conf/common';
import { useTestWorld } from '../test/world.js';
import { availableCollations } from './admin-service.js';
import { countryId, createUser, uniq, type CreatedUser } from '../test/factories.js';

const world = useTestWorld({ author: false });

const api = () => request(world.app.url);

interface Person {
  name: string;
  surname?: string;
  country: string;
  degree?: AcademicDegree;
  role?: Role;
}

/** Users sharing a random tag in their institution, so a search for the tag finds only them. */
async function people(list: Person[], tag = uniq()) {
  const created: CreatedUser[] = [];
  for (const p of list) {
    const u = await createUser(world.app.ctx, {
      name: p.name,
      ...(p.surname && { surname: p.surname }),
      countryCode: p.country,
      academicDegree: p.degree ?? 'phd',
      role: p.role ?? 'user',
    });
    await u.user.update({ institution: `Institute ${tag}` });
    created.push(u);
  }
  return { tag, created };
}

async function list(query: Record<string, string | number>, lang = 'en') {
  const res = await api()
    .get('/api/admin/users')
    .query(query)
    .set('lang-code', lang)
    .set(world.admin.auth)
    .expect(200);
  return res.body as Paginated<AdminUserDto>;
}
const names = (page: Paginated<AdminUserDto>) => page.data.map((u) => u.name);

async function registeredAt(user: CreatedUser, at: string) {
  await world.app.ctx.models.sequelize.query('UPDATE users SET created_at = :at WHERE id = :id', {
    type: QueryTypes.UPDATE,
    replacements: { at, id: user.user.id },
  });
}

describe('GET /api/admin/users', () => {
  let tag: string;
  let group: CreatedUser[];
  beforeAll(async () => {
    ({ tag, created: group } = await people([
      { name: 'zaur', country: 'AZ', degree: 'phd' },
      { name: 'Aygun', country: 'DE', degree: 'master' },
      { name: 'bahruz', country: 'GB', degree: 'phd', role: 'admin' },
      { name: 'Elvin', country: 'AZ', degree: 'masters_student' },
      { name: 'Cavid', country: 'DE', degree: 'phd' },
    ]));
  });

  it('finds by a word of the institution and presents the organisers’ view without secrets', async () => {
    const page = await list({ q: tag });
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    const aygun = page.data.find((u) => u.name === 'Aygun')!;
    expect(aygun).toMatchObject({
      role: 'user',
      country: { code: 'DE', name: 'Germany' },
      academicDegree: 'master',
      abilities: { promote: true, demote: false },
    });
    expect(aygun).not.toHaveProperty('passwordHash');
    expect(aygun).not.toHaveProperty('tokenVersion');
    const bahruz = page.data.find((u) => u.name === 'bahruz')!;
    expect(bahruz.abilities).toEqual({ promote: false, demote: true });
  });

  it('searches name, surname and e-mail too; every word must match', async () => {
    const elvin = group[3]!.user;
    expect(names(await list({ q: elvin.surname }))).toEqual(['Elvin']);
    expect(names(await list({ q: elvin.email.toUpperCase() }))).toEqual(['Elvin']);
    expect(names(await list({ q: `${tag} cavid` }))).toEqual(['Cavid']);
    expect((await list({ q: `${tag} nobody` })).total).toBe(0);
  });

  it('takes % and _ in the search as letters, not wildcards', async () => {
    const { tag: other } = await people([{ name: 'Percent', country: 'AZ' }]);
    const target = await createUser(world.app.ctx, { name: 'Literal' });
    await target.user.update({ institution: `Institute ${other} 100% Research` });
    expect(names(await list({ q: `${other} 100%` }))).toEqual(['Literal']);
    expect((await list({ q: `${other} 1_0` })).total).toBe(0);
    expect((await list({ q: `${other} %` })).total).toBe(1);
  });

  it('sorts by name regardless of case, both ways', async () => {
    expect(names(await list({ q: tag, sort: 'name' }))).toEqual([
      'Aygun',
      'bahruz',
      'Cavid',
      'Elvin',
      'zaur',
    ]);
    expect(names(await list({ q: tag, sort: '-name' }))).toEqual([
      'zaur',
      'Elvin',
      'Cavid',
      'bahruz',
      'Aygun',
    ]);
  });

  it('sorts Azerbaijani letters where the alphabet puts them (with ICU), by rank for degrees', async () => {
    const { tag: az } = await people([
      { name: 'Şahin', country: 'AZ', degree: 'doctor_of_sciences' },
      { name: 'Çingiz', country: 'AZ', degree: 'bachelor' },
      { name: 'Tural', country: 'AZ', degree: 'masters_student' },
      { name: 'Sara', country: 'AZ', degree: 'phd' },
      { name: 'Cavid', country: 'AZ', degree: 'none' },
      { name: 'Dünya', country: 'AZ', degree: 'master' },
    ]);
    const icu = (await availableCollations(world.app.ctx)).az !== null;
    expect(names(await list({ q: az, sort: 'name' }, 'az'))).toEqual(
      icu
        ? ['Cavid', 'Çingiz', 'Dünya', 'Sara', 'Şahin', 'Tural']
        : ['Cavid', 'Dünya', 'Sara', 'Tural', 'Çingiz', 'Şahin'],
    );
    expect(names(await list({ q: az, sort: 'academicDegree' }))).toEqual([
      'Cavid',
      'Çingiz',
      'Tural',
      'Dünya',
      'Sara',
      'Şahin',
    ]);
  });

  it('sorts by the country name of the language asked for', async () => {
    const byCountry = async (lang: string) => [
      ...new Set((await list({ q: tag, sort: 'country' }, lang)).data.map((u) => u.country!.name)),
    ];
    expect(await byCountry('en')).toEqual(['Azerbaijan', 'Germany', 'United Kingdom']);
    expect(await byCountry('az')).toEqual(['Almaniya', 'Azərbaycan', 'Birləşmiş Krallıq']);
  });

  it('lists the newest registration first by default and sorts by registration date', async () => {
    await registeredAt(group[0]!, '2025-01-01T10:00:00Z');
    await registeredAt(group[1]!, '2025-01-03T10:00:00Z');
    await registeredAt(group[2]!, '2025-01-02T10:00:00Z');
    expect(names(await list({ q: tag })).slice(-3)).toEqual(['Aygun', 'bahruz', 'zaur']);
    expect(names(await list({ q: tag, sort: 'createdAt' })).slice(0, 3)).toEqual([
      'zaur',
      'bahruz',
      'Aygun',
    ]);
  });

  it('filters by country, role and academic degree', async () => {
    const de = await countryId(world.app.ctx, 'DE');
    expect(names(await list({ q: tag, countryId: de, sort: 'name' }))).toEqual(['Aygun', 'Cavid']);
    expect(names(await list({ q: tag, role: 'admin' }))).toEqual(['bahruz']);
    expect(names(await list({ q: tag, academicDegree: 'phd', sort: 'name' }))).toEqual([
      'bahruz',
      'Cavid',
      'zaur',
    ]);
    expect((await list({ q: tag, countryId: '', role: '' })).total).toBe(5);
  });

  it('filters by registration day in Baku time', async () => {
    // 00:30 on 3 September in Baku (UTC+4) is still 2 September in UTC, and vice versa.
    await registeredAt(group[3]!, '2025-09-02T20:30:00Z');
    await registeredAt(group[4]!, '2025-09-02T19:30:00Z');
    const day = (from: string, to: string) =>
      list({ q: tag, registeredFrom: from, registeredTo: to });
    expect(names(await day('2025-09-03', '2025-09-03'))).toEqual(['Elvin']);
    expect(names(await day('2025-09-02', '2025-09-02'))).toEqual(['Cavid']);
    expect(names(await day('2025-09-02', '2025-09-03'))).toEqual(['Elvin', 'Cavid']);
    expect((await list({ q: tag, registeredFrom: '2025-09-04' })).total).toBe(0);
    expect((await list({ q: tag, registeredTo: '2025-01-01' })).total).toBe(1);
  });

  it('pages through the matches with a stable total', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => list({ q: tag, sort: 'name', pageSize: 2, page })),
    );
    expect(pages.map(names)).toEqual([['Aygun', 'bahruz'], ['Cavid', 'Elvin'], ['zaur']]);
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect((await list({ q: tag, page: 4, pageSize: 2 })).data).toEqual([]);
  });

  it('refuses a bad query with 422 and field messages', async () => {
    const bad = async (query: Record<string, string>, field: string, message: string) => {
      const res = await api()
        .get('/api/admin/users')
        .query(query)
        .set('lang-code', 'en')
        .set(world.admin.auth)
        .expect(422);
      expect(res.body.errors[field]).toEqual([message]);
    };
    await bad({ sort: 'passwordHash' }, 'sort', 'This list cannot be sorted by that field');
    await bad({ role: 'superuser' }, 'role', 'Choose one of the listed options');
    await bad({ registeredFrom: '2025-13-40' }, 'registeredFrom', 'Enter a date as YYYY-MM-DD');
    await bad(
      { registeredFrom: '2025-09-05', registeredTo: '2025-09-01' },
      'registeredTo',
      'The end date must not be before the start date',
    );
    const res = await api()
      .get('/api/admin/users')
      .query({ pageSize: 1000 })
      .set(world.admin.auth)
      .expect(422);
    expect(res.body.errors).toHaveProperty('pageSize');
    const az = await api()
      .get('/api/admin/users')
      .query({ sort: 'x' })
      .set('lang-code', 'az')
      .set(world.admin.auth)
      .expect(422);
    expect(az.body.errors.sort).toEqual(['Siyahını bu sahəyə görə sıralamaq mümkün deyil']);
  });
});

describe('GET /api/admin/users/export', () => {
  let tag: string;
  let group: CreatedUser[];
  beforeAll(async () => {
    ({ tag, created: group } = await people([
      {
        name: 'Şəhla, "the" Great',
        surname: '=HYPERLINK("http://evil")',
        country: 'AZ',
        degree: 'masters_student',
      },
      { name: 'Ümid', surname: 'Günəşli', country: 'DE', role: 'admin' },
    ]));
  });

  const exportOf = (query: Record<string, string>, lang: string) =>
    // With a response type, supertest hands over the raw bytes: the BOM is checked byte for byte.
    api()
      .get('/api/admin/users/export')
      .query(query)
      .set('lang-code', lang)
      .set(world.admin.auth)
      .responseType('blob');

  it('writes CSV with a UTF-8 BOM, Azerbaijani headers, escaped quotes and commas, no formulas', async () => {
    const res = await exportOf({ format: 'csv', q: tag, sort: 'name' }, 'az').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?users-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'ID,Ad,Soyad,E-poçt,Rol,Ölkə,Şəhər,Təşkilat,Telefon,Elmi dərəcə,Elmi ad,Qeydiyyat tarixi',
    );
    expect(lines).toHaveLength(4); // header, two users, and the final line end
    const [sehla, umid] = group.map((u) => u.user);
    const sehlaFields = [
      sehla!.id,
      '"Şəhla, ""the"" Great"',
      `"'=HYPERLINK(""http://evil"")"`,
      sehla!.email,
      'İstifadəçi',
      'Azərbaycan',
      'London',
      `Institute ${tag}`,
      "'+44 2079460000",
      'Magistrant',
      'Professor',
    ];
    expect(lines[1]!.startsWith(`${sehlaFields.join(',')},`)).toBe(true);
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(lines[2]).toContain(`${umid!.id},Ümid,Günəşli,${umid!.email},Administrator,Almaniya,`);
    expect(lines[3]).toBe('');
  });

  it('writes XLSX with English headers and one row per user, read back with exceljs', async () => {
    const res = await exportOf({ format: 'xlsx', q: tag, sort: '-name' }, 'en').expect(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /filename="?users-\d{4}-\d{2}-\d{2}\.xlsx"?$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(res.body as Buffer).buffer);
    const sheet = workbook.getWorksheet('Users')!;
    expect(sheet.rowCount).toBe(3);
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(row(1)).toEqual([
      'ID',
      'Name',
      'Surname',
      'E-mail',
      'Role',
      'Country',
      'City',
      'Institution',
      'Phone',
      'Academic degree',
      'Academic title',
      'Registered',
    ]);
    const [sehla, umid] = group.map((u) => u.user);
    expect(row(2).slice(0, 10)).toEqual([
      umid!.id,
      'Ümid',
      'Günəşli',
      umid!.email,
      'Administrator',
      'Germany',
      'London',
      `Institute ${tag}`,
      '+44 2079460000',
      'Doctor of Philosophy (PhD)',
    ]);
    // A spreadsheet cell holds text, never a formula, so it is written as the author typed it.
    expect(row(3).slice(0, 3)).toEqual([
      sehla!.id,
      'Şəhla, "the" Great',
      '=HYPERLINK("http://evil")',
    ]);
  });

  it('applies the list filters to the export', async () => {
    const res = await exportOf({ format: 'csv', q: tag, role: 'admin' }, 'en').expect(200);
    const lines = (res.body as Buffer).subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Ümid');
  });

  it('refuses an unknown format with 422, and a visitor with 401', async () => {
    const res = await api()
      .get('/api/admin/users/export')
      .query({ format: 'pdf' })
      .set(world.admin.auth)
      .expect(422);
    expect(res.body.errors).toHaveProperty('format');
    await api().get('/api/admin/users/export').expect(401);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('shows the profile with participation, abstracts, payments and the unread messages', async () => {
    const author = await createUser(world.app.ctx, { countryCode: 'AZ' });
    const { Participant, Thesis, Payment, Message, Topic } = world.app.ctx.models;
    const topic = await Topic.findOne();
    await Participant.create({ userId: author.user.id, status: 'in_confirmation' });
    const thesisOf = (status: 'in_editor' | 'require_payment') =>
      Thesis.create({
        userId: author.user.id,
        title: 'Waves in layered media',
        topicId: topic!.id,
        keywords: ['waves', 'layers', 'media'],
        status,
        submittedAt: new Date(),
      });
    await thesisOf('in_editor');
    const owing = await thesisOf('require_payment');
    await Payment.create({
      thesisId: owing.id,
      userId: author.user.id,
      amount: 30,
      currency: 'AZN',
      receiptStoredName: 'r.png',
      receiptOriginalName: 'receipt.png',
      receiptMime: 'image/png',
      receiptSize: 100,
    });
    for (const isSeen of [false, false, true]) {
      await Message.create({
        userId: author.user.id,
        senderId: author.user.id,
        fromAdmin: false,
        body: 'Hi',
        isSeen,
      });
    }

    const res = await api()
      .get(`/api/admin/users/${author.user.id}`)
      .set('lang-code', 'az')
      .set(world.admin.auth)
      .expect(200);
    const detail = res.body as AdminUserDetailDto;
    expect(detail.user).toMatchObject({
      id: author.user.id,
      country: { code: 'AZ', name: 'Azərbaycan' },
    });
    expect(detail.user).not.toHaveProperty('passwordHash');
    expect(detail.participation).toMatchObject({ status: 'in_confirmation' });
    expect(detail.theses.total).toBe(2);
    expect(detail.theses.byStatus).toEqual({ in_editor: 1, require_payment: 1 });
    expect(detail.payments).toMatchObject({ total: 1, byStatus: { pending: 1 } });
    expect(detail.payments.items[0]).toMatchObject({
      thesisId: owing.id,
      amount: 30,
      currency: 'AZN',
    });
    expect(detail.messages).toEqual({
      unreadCount: 2,
      conversationPath: `/admin/messages/${author.user.id}`,
    });
  });

  it('shows a user with nothing yet as empty sections', async () => {
    const quiet = await createUser(world.app.ctx);
    const detail = (
      await api().get(`/api/admin/users/${quiet.user.id}`).set(world.admin.auth).expect(200)
    ).body as AdminUserDetailDto;
    expect(detail.participation).toBeNull();
    expect(detail.theses).toEqual({ total: 0, byStatus: {}, items: [] });
    expect(detail.payments).toEqual({ total: 0, byStatus: {}, items: [] });
    expect(detail.messages.unreadCount).toBe(0);
  });

  it('answers 404 "User not found" in both languages, and 422 for an id that is not one', async () => {
    const missing = (lang: string) =>
      api().get('/api/admin/users/99999999').set('lang-code', lang).set(world.admin.auth);
    expect((await missing('en').expect(404)).body.message).toBe('User not found');
    expect((await missing('az').expect(404)).body.message).toBe('İstifadəçi tapılmadı');
    await api().get('/api/admin/users/abc').set(world.admin.auth).expect(422);
  });
});
