import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Response } from 'express';
import ExcelJS from 'exceljs';
import { pino, type Logger } from 'pino';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, zonedDateTime, type AdminUserDto, type Paginated } from '@conf/common';
import { startTestApp, type TestApp } from '../test/app.js';
import { countryId, createAdmin, createUser, uniq, type CreatedUser } from '../test/factories.js';
import { wirePath } from '../test/routes.js';
import { createThesis } from '../test/theses.js';
import { sendExport } from './send.js';
import { missingAsNull } from './source.js';
import { ResponseSink } from './sink.js';
import type { Cell } from './table.js';
import { writeCsv, writeXlsx } from './writers.js';

/** Five batches of the exports' 1,000 rows. */
const USERS = 5_000;

let app: TestApp;
let admin: CreatedUser;
let tag: string;
/** The seeded users in the order they were registered. */
let seeded: { id: number; i: number; createdAt: Date }[];

beforeAll(async () => {
  app = await startTestApp();
  admin = await createAdmin(app.ctx);
  tag = uniq();
  const rows = await app.ctx.models.sequelize.query<{ id: number; i: number; created_at: Date }>(
    `INSERT INTO users (name, surname, email, role, password_hash, country_id, city, institution,
       phone_prefix, phone, academic_degree, academic_title, created_at, updated_at)
     SELECT CASE WHEN i % 500 = 0 THEN 'Comma, "Quote" ' || i ELSE 'Name' || i END,
            'Surname' || i, 'bulk-' || i || '-' || :tag || '@example.org', 'user', 'x', :country,
            'Baku', 'Institute ' || :tag, '+994', '50' || lpad(i::text, 7, '0'), 'phd',
            'professor', timestamptz '2025-01-01 08:00+00' + i * interval '1 minute', now()
       FROM generate_series(1, :count) AS i
     RETURNING id, (regexp_match(email, '^bulk-(\\d+)-'))[1]::int AS i, created_at`,
    {
      type: QueryTypes.SELECT,
      replacements: { tag, country: await countryId(app.ctx, 'AZ'), count: USERS },
    },
  );
  seeded = rows
    .map((r) => ({ id: r.id, i: r.i, createdAt: new Date(r.created_at) }))
    .sort((a, b) => a.i - b.i);
}, 120_000);
afterAll(() => app.close());

const download = (path: string, query: Record<string, string>, lang = 'en') =>
  request(app.url)
    .get(path)
    .query(query)
    .set('lang-code', lang)
    .set(admin.auth)
    // With a response type supertest hands over the raw bytes, whatever the content type.
    .responseType('blob')
    .expect(200);

/** The users this run seeded, exported. */
const usersExport = (format: string, sort: string, lang?: string) =>
  download(wirePath(contract.admin.usersExport), { format, q: tag, sort }, lang);

const csvLines = (body: Buffer) => body.subarray(3).toString('utf8').split('\r\n');

const lastExport = async (action: string) =>
  app.ctx.models.AuditEvent.findOne({ where: { action }, order: [['id', 'DESC']] });

describe('the users export, 5,000 rows in batches', () => {
  it('streams CSV with every row once, in the chosen order, each as the organiser reads it', async () => {
    const res = await usersExport('csv', 'createdAt');
    expect(res.headers['content-disposition']).toMatch(
      /filename="?users-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvLines(body);
    expect(lines[0]).toBe(
      'ID,Name,Surname,E-mail,Role,Country,City,Institution,Phone,Academic degree,Academic title,Registered',
    );
    expect(lines.at(-1)).toBe('');
    const name = (i: number) => (i % 500 === 0 ? `"Comma, ""Quote"" ${i}"` : `Name${i}`);
    expect(lines.slice(1, -1)).toEqual(
      seeded.map(({ id, i, createdAt }) =>
        [
          id,
          name(i),
          `Surname${i}`,
          `bulk-${i}-${tag}@example.org`,
          'User',
          'Azerbaijan',
          'Baku',
          `Institute ${tag}`,
          `'+994 50${String(i).padStart(7, '0')}`,
          'Doctor of Philosophy (PhD)',
          'Professor',
          zonedDateTime(createdAt),
        ].join(','),
      ),
    );
    const event = await lastExport('export.users');
    expect(event?.after).toEqual({
      format: 'csv',
      filters: { q: tag, sort: 'createdAt' },
      rows: USERS,
    });
  });

  it('orders the rows exactly as the list does (Azerbaijani collation, descending)', async () => {
    const res = await usersExport('csv', '-surname', 'az');
    const exported = csvLines(res.body as Buffer)
      .slice(1, -1)
      .map((line) => Number(line.split(',')[0]));
    // The list's pages at the start, around the first batches' edges (rows 1,000 and 2,000) and
    // at the end hold the same ids at the same places.
    for (const page of [1, 10, 11, 20, 21, 50]) {
      const list = await request(app.url)
        .get(wirePath(contract.admin.users))
        .query({ q: tag, sort: '-surname', page, pageSize: 100 })
        .set('lang-code', 'az')
        .set(admin.auth)
        .expect(200);
      const ids = (list.body as Paginated<AdminUserDto>).data.map((u) => u.id);
      expect(exported.slice((page - 1) * 100, page * 100)).toEqual(ids);
    }
    expect(new Set(exported).size).toBe(USERS);
    // Surname10 comes before Surname9 in the alphabet: the order is not the ids'.
    expect(exported).not.toEqual([...exported].sort((a, b) => b - a));
  });

  it('streams XLSX that exceljs opens, with every row as typed', async () => {
    const res = await usersExport('xlsx', 'createdAt');
    expect(res.headers['content-disposition']).toMatch(
      /filename="?users-\d{4}-\d{2}-\d{2}\.xlsx"?$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(res.body as Buffer).buffer);
    const sheet = workbook.getWorksheet('Users')!;
    expect(sheet.rowCount).toBe(USERS + 1);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const ids = (sheet.getColumn(1).values as unknown[]).slice(2);
    expect(ids).toEqual(seeded.map((u) => u.id));
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    const first = seeded[499]!;
    expect(row(501)).toEqual([
      first.id,
      'Comma, "Quote" 500',
      'Surname500',
      `bulk-500-${tag}@example.org`,
      'User',
      'Azerbaijan',
      'Baku',
      `Institute ${tag}`,
      '+994 500000500',
      'Doctor of Philosophy (PhD)',
      'Professor',
      zonedDateTime(first.createdAt),
    ]);
    expect((await lastExport('export.users'))?.after).toMatchObject({
      format: 'xlsx',
      rows: USERS,
    });
  });
});

describe('the abstracts export', () => {
  it('lists each abstract with its authors in their order and its topic', async () => {
    const author = await createUser(app.ctx);
    const thesis = await createThesis(app.ctx, author.user, { title: `Streams ${tag}` });
    await app.ctx.models.ThesisAuthor.create({
      ...(await app.ctx.models.ThesisAuthor.findOne({
        where: { thesisId: thesis.id },
        raw: true,
      }))!,
      id: undefined,
      position: 1,
      name: 'Second',
      surname: 'Author',
      isCorresponding: false,
    });
    const res = await download(wirePath(contract.theses.adminExport), {
      format: 'csv',
      q: `Streams ${tag}`,
    });
    const lines = csvLines(res.body as Buffer);
    expect(lines).toHaveLength(3);
    const topic = await app.ctx.models.Topic.findByPk(thesis.topicId);
    expect(lines[1]).toBe(
      [
        thesis.id,
        `Streams ${tag}`,
        /[",;]/.test(topic!.nameEn) ? `"${topic!.nameEn.replace(/"/g, '""')}"` : topic!.nameEn,
        '"operators; spectra; analysis"',
        `"${author.user.name} ${author.user.surname}; Second Author"`,
        `${author.user.name} ${author.user.surname}`,
        'Under review',
        thesis.submittedAt.toISOString(),
        '',
      ].join(','),
    );
  });

  it('reads a join that found nothing as null, not as an object of nulls', () => {
    const row = {
      id: 1,
      topic: { id: null, nameEn: null },
      user: { id: 2, name: 'Ada', country: { id: null, code: null } },
    };
    missingAsNull(row, [
      { association: 'topic' },
      { association: 'user', include: [{ association: 'country' }] },
    ]);
    expect(row).toEqual({ id: 1, topic: null, user: { id: 2, name: 'Ada', country: null } });
  });
});

describe('the audit export, read along its index', () => {
  it('keeps every event once across batches, even when they share a millisecond', async () => {
    const events = 2_500;
    // All within one millisecond, a microsecond apart in threes: a key rounded to a JavaScript
    // Date would lose or repeat rows at each batch's edge.
    await app.ctx.models.sequelize.query(
      `INSERT INTO audit_events (created_at, actor_id, actor_name, actor_role, action, resource,
         resource_id, before, after)
       SELECT timestamptz '2025-03-01 10:00:00.000+00' + (g / 3) * interval '1 microsecond',
              NULL, NULL, NULL, 'thesis.reject', 'thesis', :tag, NULL, jsonb_build_object('n', g)
         FROM generate_series(1, :events) AS g`,
      { replacements: { tag, events } },
    );
    const res = await download(wirePath(contract.audit.export), { format: 'csv', resourceId: tag });
    const lines = csvLines(res.body as Buffer).slice(1, -1);
    expect(lines).toHaveLength(events);
    // The last column is the event's `after`, {"n":g}, quoted as CSV quotes it.
    const seen = lines.map((line) => Number(/"\{""n"":(\d+)\}"$/.exec(line)?.[1]));
    expect(new Set(seen).size).toBe(events);
    expect(Math.min(...seen)).toBe(1);
    expect(Math.max(...seen)).toBe(events);
    // Newest first: g / 3 microseconds, so 2499 and 2500 share the newest instant, then 2496-2498.
    const ascending = (values: number[]) => [...values].sort((a, b) => a - b);
    expect(ascending(seen.slice(0, 2))).toEqual([2499, 2500]);
    expect(ascending(seen.slice(2, 5))).toEqual([2496, 2497, 2498]);
    expect((await lastExport('export.audit'))?.after).toMatchObject({ rows: events });
  });
});

/**
 * A real HTTP server whose one route streams `batches` rows of about 1 KB each, 1,000 a batch,
 * counting how many batches the writer has asked for.
 */
async function slowClientServer(
  format: 'csv' | 'xlsx',
  batches: number,
): Promise<{ url: string; pulled: () => number; finished: Promise<string>; close(): void }> {
  let pulled = 0;
  let settle: (how: string) => void;
  const finished = new Promise<string>((resolve) => (settle = resolve));
  async function* rows(): AsyncGenerator<Cell[][]> {
    try {
      for (let b = 0; b < batches; b++) {
        pulled++;
        yield Array.from({ length: 1_000 }, (_, r) => [
          b * 1_000 + r,
          randomBytes(500).toString('hex'),
        ]);
      }
    } finally {
      settle(pulled < batches ? 'stopped early' : 'all read');
    }
  }
  const server = http.createServer((_req, res) => {
    const sink = new ResponseSink(res as unknown as Response);
    const write =
      format === 'csv'
        ? writeCsv(sink, ['n', 'text'], rows())
        : writeXlsx(sink, { name: 'rows', header: ['n', 'text'], widths: [8, 40] }, rows());
    write.catch((err: unknown) => settle(`failed: ${String(err)}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    pulled: () => pulled,
    finished,
    close: () => server.close(),
  };
}

/** Waits until `count` has not moved for half a second. */
async function settled(count: () => number): Promise<number> {
  let last = -1;
  for (let i = 0; i < 100 && count() !== last; i++) {
    last = count();
    await new Promise((r) => setTimeout(r, 500));
  }
  return count();
}

describe('a client that does not read', () => {
  it('stops the CSV export reading rows until it reads again, then gets every row', async () => {
    const batches = 40; // about 40 MB
    const server = await slowClientServer('csv', batches);
    try {
      const res = await new Promise<http.IncomingMessage>((resolve) =>
        http.get(server.url, resolve),
      );
      res.pause();
      const whileStalled = await settled(server.pulled);
      // What the kernel's socket buffers hold (a few MB), not the 40 MB of the file.
      expect(whileStalled).toBeLessThan(15);
      let lines = 0;
      res.on('data', (chunk: Buffer) => {
        for (const byte of chunk) if (byte === 0x0a) lines++;
      });
      const ended = new Promise((resolve) => res.on('end', resolve));
      res.resume();
      await ended;
      expect(lines).toBe(batches * 1_000 + 1);
      expect(await server.finished).toBe('all read');
    } finally {
      server.close();
    }
  });

  it('stops the XLSX export reading rows, and abandons it when the client goes away', async () => {
    const batches = 60;
    const server = await slowClientServer('xlsx', batches);
    try {
      const req = http.get(server.url);
      const res = await new Promise<http.IncomingMessage>((resolve) => req.on('response', resolve));
      res.pause();
      const whileStalled = await settled(server.pulled);
      expect(whileStalled).toBeLessThan(25);
      req.destroy();
      expect(await server.finished).toBe('stopped early');
      expect(server.pulled()).toBeLessThan(batches);
    } finally {
      server.close();
    }
  });

  it('cuts the response when reading fails mid-way, so no one takes half a file for a whole', async () => {
    const server = express().get('/', (req, res) => {
      (req as unknown as { log: Logger }).log = pino({ level: 'silent' });
      async function* failing(): AsyncGenerator<{ n: number }[]> {
        yield Array.from({ length: 1_000 }, (_, n) => ({ n }));
        throw new Error('the database went away');
      }
      void sendExport(app.ctx.models, res as unknown as Response, {
        actor: admin.user,
        locale: 'en',
        action: 'export.users',
        query: { format: 'csv', q: `cut-${tag}` },
        name: 'users',
        columns: [{ header: 'usersExport.id', value: (row) => row.n }],
        source: { count: 2_000, batches: failing },
      });
    });
    const listening = http.createServer(server);
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = listening.address() as AddressInfo;
      const outcome = await new Promise<string>((resolve) => {
        http
          .get(`http://127.0.0.1:${port}/`, (res) => {
            res.resume();
            res.on('end', () => resolve('whole'));
            res.on('error', () => resolve('cut'));
            res.on('aborted', () => resolve('cut'));
          })
          .on('error', () => resolve('cut'));
      });
      expect(outcome).toBe('cut');
      // Recorded before the first byte left, with the rows it was to hold.
      expect((await lastExport('export.users'))?.after).toEqual({
        format: 'csv',
        filters: { q: `cut-${tag}` },
        rows: 2_000,
      });
    } finally {
      listening.close();
    }
  });
});
