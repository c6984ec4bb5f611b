import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { THESIS_LIMITS } from '@conf/common';
import { useTestWorld } from '../test/world.js';
import { createThesis, filesUnder, thesisData } from '../test/theses.js';
import { abstractZip, buildZip, PDF_BYTES, type ZipEntrySpec } from '../test/zip.js';
import { sniffFile } from './sniff.js';
import { transactionWithFiles } from './store.js';
import { ZIP_MAX_ENTRIES, inspectThesisZip, isUnsafeEntryName } from './zip.js';

const world = useTestWorld();

const api = () => request(world.app.url);
const uploads = () => filesUnder(world.app.ctx.config.uploadDir);
/** The author submits an abstract: the form's data and the archive. */
const submit = (file: Buffer, fileName: string, data = thesisData(world.gbId, world.topicId)) =>
  api()
    .post('/api/theses')
    .set(world.author.auth)
    .field('data', JSON.stringify(data))
    .attach('file', file, fileName);
const texAndPdf: ZipEntrySpec[] = [
  { name: 'a.tex', data: '\\documentclass{article}' },
  { name: 'a.pdf', data: '%PDF-1.4' },
];
const bomb = buildZip([
  ...texAndPdf,
  { name: 'payload.bin', data: Buffer.alloc(1000), method: 8, declaredSize: 0xfffffff0 },
]);

const NOT_A_ZIP = 'The file must be a .zip archive holding the .tex and .pdf of the abstract';
const TEX_AND_PDF = 'The archive must hold at least one .tex and one .pdf file';

/** Names that lead out of the folder the archive is unpacked into: each one refuses it. */
const unsafeNames: [what: string, name: string][] = [
  ['a "../" path', '../../etc/cron.d/evil'],
  ['an absolute path', '/etc/passwd'],
  ['a backslash path', '..\\..\\win.ini'],
  ['a drive letter', 'C:/boot.ini'],
];

/** Every refusal of the archive, by content, with the message the author reads. */
const refusals: { label: string; file: Buffer; message: string }[] = [
  { label: 'a PDF renamed to .zip', file: PDF_BYTES, message: NOT_A_ZIP },
  {
    label: 'a file that starts like a zip but is not one',
    file: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]),
    message: NOT_A_ZIP,
  },
  {
    label: 'a zip without a .pdf',
    file: buildZip([
      { name: 'a.tex', data: 'x' },
      { name: 'notes.txt', data: 'y' },
    ]),
    message: TEX_AND_PDF,
  },
  {
    label: 'a zip without a .tex',
    file: buildZip([{ name: 'a.pdf', data: '%PDF' }]),
    message: TEX_AND_PDF,
  },
  ...unsafeNames.map(([what, name]) => ({
    label: `a zip with ${what}`,
    file: buildZip([...texAndPdf, { name, data: 'x' }]),
    message: 'The archive holds unsafe file names and was refused',
  })),
  {
    label: 'a zip bomb (declared sizes far beyond the limit)',
    file: bomb,
    message: 'The archive unpacks to an unreasonable size and was refused',
  },
  {
    label: 'a zip with too many entries',
    file: buildZip([
      ...texAndPdf,
      ...Array.from({ length: ZIP_MAX_ENTRIES }, (_, i) => ({ name: `f${i}.txt`, data: '' })),
    ]),
    message: 'The archive holds too many files',
  },
];

describe('archive refusals on submission', () => {
  it.each(refusals)(
    'refuses $label with its message, leaving no record and no file',
    async ({ file, message }) => {
      const before = await world.app.ctx.models.Thesis.count();
      const res = await submit(file, 'abstract.zip').expect(422);
      expect(res.body.errors).toEqual({ file: [message] });
      expect(await world.app.ctx.models.Thesis.count()).toBe(before);
      expect(uploads()).toEqual([]);
    },
  );

  it('refuses an archive over 50 MB with 413 and its message, leaving nothing behind', async () => {
    const before = await world.app.ctx.models.Thesis.count();
    const big = Buffer.concat([abstractZip(), Buffer.alloc(THESIS_LIMITS.zipMaxBytes)]);
    const res = await submit(big, 'huge.zip').expect(413);
    expect(res.body.message).toBe('The archive must not be larger than 50 MB');
    expect(await world.app.ctx.models.Thesis.count()).toBe(before);
    expect(uploads()).toEqual([]);
  });

  it('removes the upload when the rest of the form is refused', async () => {
    const res = await submit(
      abstractZip(),
      'abstract.zip',
      thesisData(world.gbId, world.topicId, { termsAccepted: false }),
    ).expect(422);
    expect(res.body.errors.termsAccepted).toEqual(['You must agree to the terms']);
    expect(uploads()).toEqual([]);
  });

  it('refuses a bad resubmission, keeping the status and the earlier files', async () => {
    const thesis = await createThesis(world.app.ctx, world.author.user, { status: 'rejected' });
    const res = await api()
      .post(`/api/theses/${thesis.id}/resubmission`)
      .set(world.author.auth)
      .attach('file', bomb, 'v2.zip')
      .expect(422);
    expect(res.body.errors.file).toEqual([
      'The archive unpacks to an unreasonable size and was refused',
    ]);
    await thesis.reload();
    expect(thesis.status).toBe('rejected');
    expect(await world.app.ctx.models.ThesisFile.count({ where: { thesisId: thesis.id } })).toBe(0);
    expect(uploads()).toEqual([]);
  });

  it('answers 413 for an oversized resubmission too', async () => {
    const thesis = await createThesis(world.app.ctx, world.author.user, { status: 'rejected' });
    const big = Buffer.alloc(THESIS_LIMITS.zipMaxBytes + 1);
    await api()
      .post(`/api/theses/${thesis.id}/resubmission`)
      .set(world.author.auth)
      .attach('file', big, 'v2.zip')
      .expect(413);
    expect(uploads()).toEqual([]);
  });
});

describe('an upload the client abandons', () => {
  const until = async (check: () => boolean, ms = 5000) => {
    for (const start = Date.now(); Date.now() - start < ms;) {
      if (check()) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return check();
  };

  it('leaves no record and no temporary file when the connection drops midway', async () => {
    const before = await world.app.ctx.models.Thesis.count();
    const boundary = 'abandoned-upload';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n` +
        `${JSON.stringify(thesisData(world.gbId, world.topicId))}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\n`,
    );
    const req = http.request(`${world.app.url}/api/theses`, {
      method: 'POST',
      headers: {
        ...world.author.auth,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': head.length + 20 * 1024 * 1024,
      },
    });
    req.on('error', () => undefined);
    req.write(head);
    req.write(Buffer.alloc(1024 * 1024, 1));
    const tmp = path.join(world.app.ctx.config.uploadDir, 'tmp');
    expect(await until(() => filesUnder(tmp).length === 1)).toBe(true);
    req.destroy();
    expect(await until(() => uploads().length === 0)).toBe(true);
    expect(await world.app.ctx.models.Thesis.count()).toBe(before);
  });
});

describe('inspectThesisZip', () => {
  const write = (name: string, data: Buffer) => {
    const dir = path.join(world.app.dataDir, 'inspect');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, name);
    writeFileSync(file, data);
    return file;
  };

  it('accepts an abstract with nested folders and ignores macOS metadata', async () => {
    const file = write(
      'ok.zip',
      buildZip([
        { name: 'src/', data: '' },
        { name: 'src/Main.TEX', data: 'x' },
        { name: '__MACOSX/src/._x.pdf', data: 'x' },
        { name: 'out/Main.PDF', data: '%PDF' },
      ]),
    );
    expect(await inspectThesisZip(file)).toBeNull();
    expect(await sniffFile(file)).toBe('zip');
  });

  it('does not count macOS metadata as the abstract', async () => {
    const file = write(
      'mac.zip',
      buildZip([
        { name: 'a.tex', data: 'x' },
        { name: '__MACOSX/._a.pdf', data: 'x' },
      ]),
    );
    expect(await inspectThesisZip(file)).toBe('validation.zipContents');
  });

  it('refuses a single entry with an extreme compression ratio', async () => {
    const file = write(
      'ratio.zip',
      buildZip([
        ...texAndPdf,
        { name: 'x.bin', data: Buffer.alloc(100), method: 8, declaredSize: 100 * 1024 * 1024 },
      ]),
    );
    expect(await inspectThesisZip(file)).toBe('validation.zipBomb');
  });

  it.each(['../a', 'a/../../b', '/abs', 'a\\b', 'C:/x', 'c:x', 'a\u0000b', ''])(
    'calls %j unsafe',
    (name) => {
      expect(isUnsafeEntryName(name)).toBe(true);
    },
  );

  it.each(['a.tex', 'dir/a.pdf', 'a..b.tex', '.hidden/x'])('calls %j safe', (name) => {
    expect(isUnsafeEntryName(name)).toBe(false);
  });
});

describe('transactionWithFiles', () => {
  it('removes the file it placed when the transaction fails after the move', async () => {
    const from = path.join(world.app.dataDir, 'moving.bin');
    writeFileSync(from, 'data');
    const key = 'theses/rollback/moved.bin';
    const to = path.join(world.app.ctx.config.uploadDir, key);
    const countBefore = await world.app.ctx.models.Activity.count();
    await expect(
      transactionWithFiles(
        world.app.ctx.models.sequelize,
        world.app.ctx.storage,
        async (t, place) => {
          await world.app.ctx.models.Activity.create(
            { type: 'thesis_submitted', userId: world.author.user.id },
            { transaction: t },
          );
          await place(from, key);
          expect(existsSync(to)).toBe(true);
          throw new Error('database went away');
        },
      ),
    ).rejects.toThrow('database went away');
    expect(existsSync(to)).toBe(false);
    expect(await world.app.ctx.models.Activity.count()).toBe(countBefore);
  });
});
