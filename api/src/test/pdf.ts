import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { AppContext } from '../context.js';
import { storageKeys } from '../files/storage/index.js';
import { generatedName, removeQuietly, tmpDir, transactionWithFiles } from '../files/store.js';
import { buildZip, type ZipEntrySpec } from './zip.js';

const run = promisify(execFile);

/** A small real PDF with one line of (ASCII) text per page. */
export async function samplePdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of lines) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(line, { x: 72, y: 760, size: 14, font });
  }
  return doc.save();
}

/** Stores `entries` as the abstract's next archive version, as an upload would have. */
export async function attachZip(ctx: AppContext, thesisId: number, entries: ZipEntrySpec[]) {
  const storedName = generatedName('zip');
  const upload = path.join(tmpDir(ctx.config.uploadDir), generatedName('part'));
  await mkdir(path.dirname(upload), { recursive: true });
  const zip = buildZip(entries);
  await writeFile(upload, zip);
  await transactionWithFiles(ctx.models.sequelize, ctx.storage, async (transaction, place) => {
    const version = (await ctx.models.ThesisFile.count({ where: { thesisId }, transaction })) + 1;
    await ctx.models.ThesisFile.create(
      {
        thesisId,
        version,
        storedName,
        originalName: 'abstract.zip',
        size: zip.length,
        sha256: '0'.repeat(64),
      },
      { transaction },
    );
    await place(upload, storageKeys.thesis(thesisId, storedName));
  }).finally(() => removeQuietly(upload));
}

/** The text of each page of a PDF, as poppler's pdftotext reads it (Debian's poppler-utils). */
export async function pdfPages(bytes: Uint8Array | Buffer, dir: string): Promise<string[]> {
  const file = path.join(dir, `${generatedName('pdf')}`);
  await writeFile(file, bytes);
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const pages = stdout.split('\f');
  // pdftotext ends the last page with a form feed too.
  if (pages.at(-1)?.trim() === '') pages.pop();
  return pages;
}
