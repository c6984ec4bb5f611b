import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, contract, createFetcher, type BookJobDto } from '@conf/common';
import { startTestApp, type TestApp } from '../test/app.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { fetcherFor } from '../test/reviews.js';
import { attachZip, pdfPages, samplePdf } from '../test/pdf.js';
import { connectSocket, nextEvent } from '../test/sockets.js';
import { createThesis } from '../test/theses.js';
import { bookDir } from './build.js';

describe('the book of abstracts', () => {
  let app: TestApp;
  let admin: CreatedUser;
  let shahlaThesis: number;
  let noPdf: number;
  let brokenPdf: number;
  const as = (who: CreatedUser | null, locale = 'en') => fetcherFor(app, who, locale);

  async function buildAndWait(): Promise<BookJobDto> {
    const started = await as(admin)(contract.book.build);
    for (let i = 0; i < 200; i++) {
      const job = await as(admin)(contract.book.job, { params: { id: started.id } });
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the build did not finish');
  }

  beforeAll(async () => {
    app = await startTestApp();
    admin = await createAdmin(app.ctx);
    const shahla = await createUser(app.ctx, { name: 'Şəhla', surname: 'Əliyeva' });
    await shahla.user.update({ city: 'Gəncə' });
    const ada = await createUser(app.ctx, { name: 'Ada', surname: 'Byron' });
    const topics = await app.ctx.models.Topic.findAll({ order: [['position', 'ASC']] });

    shahlaThesis = (
      await createThesis(app.ctx, shahla.user, {
        status: 'accepted',
        title: 'Dalğaların yayılması in layered media',
        topicId: topics[1]!.id,
      })
    ).id;
    await attachZip(app.ctx, shahlaThesis, [
      { name: 'abstract/main.tex', data: '\\documentclass{article}' },
      {
        name: 'abstract/main.pdf',
        data: Buffer.from(await samplePdf(['MARKER-SHAHLA-1', 'MARKER-SHAHLA-2'])),
      },
      { name: 'abstract/figures/plot.pdf', data: Buffer.from(await samplePdf(['FIGURE'])) },
    ]);
    const adaThesis = await createThesis(app.ctx, ada.user, {
      status: 'accepted',
      title: 'A first note on operators',
      topicId: topics[0]!.id,
    });
    // An older archive, then the latest one: the book takes the latest.
    await attachZip(app.ctx, adaThesis.id, [
      { name: 'old.pdf', data: Buffer.from(await samplePdf(['OLD-VERSION'])) },
    ]);
    await attachZip(app.ctx, adaThesis.id, [
      { name: 'main.tex', data: 'x' },
      { name: 'main.pdf', data: Buffer.from(await samplePdf(['MARKER-ADA'])) },
    ]);
    noPdf = (
      await createThesis(app.ctx, ada.user, { status: 'accepted', title: 'Only sources here' })
    ).id;
    await attachZip(app.ctx, noPdf, [{ name: 'main.tex', data: 'no pdf at all' }]);
    brokenPdf = (
      await createThesis(app.ctx, ada.user, { status: 'accepted', title: 'A broken PDF' })
    ).id;
    await attachZip(app.ctx, brokenPdf, [
      { name: 'main.tex', data: 'x' },
      { name: 'main.pdf', data: '%PDF-1.4\nthis is not a pdf body' },
    ]);
    // Not accepted: not in the book.
    await createThesis(app.ctx, ada.user, { status: 'in_editor', title: 'Still under review' });
  });
  afterAll(() => app.close());

  it('is for organisers only, and there is nothing to download before a build', async () => {
    expect((await as(null).raw(contract.book.state)).status).toBe(401);
    expect(
      (await createFetcher({ apiBase: `${app.url}/api` }).raw(contract.book.build)).status,
    ).toBe(401);
    const author = await createUser(app.ctx);
    expect((await as(author).raw(contract.book.build)).status).toBe(403);
    expect((await as(author).raw(contract.book.download)).status).toBe(403);
    const none = await as(admin).raw(contract.book.download);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: 'The book of abstracts has not been built yet' });
  });

  it('builds in the background, pushing progress to organisers, and reports abstracts without a readable PDF', async () => {
    const socket = await connectSocket(app.url, { auth: { token: admin.token } });
    try {
      const done = nextEvent(socket, 'book_progress', (e) => e.status === 'done', 20_000);
      const job = await buildAndWait();
      expect(await done).toMatchObject({ jobId: job.id, progress: 100 });
      expect(job).toMatchObject({
        status: 'done',
        progress: 100,
        processed: 4,
        total: 4,
        included: 2,
      });
      expect(job.problems).toEqual([
        { thesisId: brokenPdf, title: 'A broken PDF', problem: 'unreadablePdf' },
        { thesisId: noPdf, title: 'Only sources here', problem: 'noPdf' },
      ]);
    } finally {
      socket.close();
    }
    expect(await app.ctx.models.AuditEvent.count({ where: { action: 'book.build' } })).toBe(1);
  });

  it('holds cover, contents, each abstract’s pages, and an author index, with page numbers and Azerbaijani letters', async () => {
    const res = await fetch(`${app.url}${apiPath(contract.book.download)}`, {
      headers: admin.auth,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /book-of-abstracts-\d{4}-\d{2}-\d{2}\.pdf/,
    );
    const pages = await pdfPages(Buffer.from(await res.arrayBuffer()), app.dataDir);

    const contents = pages.filter((p) => p.includes('Contents / Mündəricat'));
    const index = pages.filter((p) => p.includes('Author index / Müəlliflərin göstəricisi'));
    const abstractPages = 2 + 1;
    expect(contents).toHaveLength(1);
    expect(index).toHaveLength(1);
    expect(pages).toHaveLength(1 + contents.length + abstractPages + index.length);

    expect(pages[0]).toContain('Book of Abstracts');
    expect(pages[0]).toContain('Tezislər kitabı');
    expect(pages[0]).toContain('3 September 2025 – 6 September 2025');
    expect(pages[0]).toContain('Bakı, Azərbaycan');

    // Topic order: Ada's abstract (first topic) comes before Şəhla's.
    const pageOf = (marker: string) => pages.findIndex((p) => p.includes(marker)) + 1;
    expect(pageOf('MARKER-ADA')).toBe(3);
    expect(pageOf('MARKER-SHAHLA-1')).toBe(4);
    expect(pageOf('MARKER-SHAHLA-2')).toBe(5);
    expect(pages.join()).not.toContain('OLD-VERSION');
    expect(pages.join()).not.toContain('FIGURE');

    expect(contents[0]).toMatch(/Dalğaların yayılması in layered media\s+4/);
    expect(contents[0]).toContain('Şəhla Əliyeva');
    expect(contents[0]).not.toContain('Only sources here');
    expect(index[0]).toMatch(/Əliyeva, Şəhla \(Gəncə\)\s+4/);
    expect(index[0]).toMatch(/Byron\d*, Ada\w* \(London\)\s+3/);

    // Every page but the cover carries its number at the foot.
    pages.forEach((text, i) => {
      if (i === 0) return;
      const lines = text
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      expect(lines.at(-1), `page ${i + 1}`).toBe(String(i + 1));
    });
  });

  it('allows one build at a time, and frees the slot of a build whose process died', async () => {
    const running = await app.ctx.models.BookJob.create({
      status: 'running',
      active: true,
      requestedBy: admin.user.id,
      heartbeatAt: new Date(),
    });
    const refused = await as(admin, 'az').raw(contract.book.build);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'Kitab artıq hazırlanır; həmin prosesin bitməsini gözləyin',
    });

    await running.update({ heartbeatAt: new Date(Date.now() - 11 * 60_000) });
    const state = await as(admin)(contract.book.state);
    const firstFile = state.current!;
    const job = await buildAndWait();
    expect(job.status).toBe('done');
    await running.reload();
    expect(running.status).toBe('failed');

    // The rebuild replaced the earlier book.
    const jobs = await app.ctx.models.BookJob.findAll({
      where: { status: 'done' },
      order: [['id', 'ASC']],
    });
    expect(jobs.map((j) => j.storedName === null)).toEqual([true, false]);
    expect(jobs[0]!.id).toBe(firstFile.id);
    expect(existsSync(path.join(bookDir(app.ctx.config.uploadDir), jobs[1]!.storedName!))).toBe(
      true,
    );
    const after = await as(admin)(contract.book.state);
    expect(after.current?.id).toBe(job.id);
  });
});
