import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type yauzl from 'yauzl';
import type { AppContext } from '../context.js';
import type { ThesisFileModel } from '../db/models/thesis.js';
import { sendStoredFile } from '../files/download.js';
import { MIME_TYPES } from '../files/sniff.js';
import { storageKeys } from '../files/storage/index.js';
import { openStoredZip } from '../files/stored-zip.js';
import { AppError } from '../http/errors.js';
import { neutralFileName } from './presenter.js';

/**
 * The files a reviewer opens: the archive under a neutral name, and the PDF inside it streamed
 * straight out of the archive for the browser's viewer. The author's own file name never reaches
 * the reviewer: it may well carry their name.
 */

const archiveKey = (file: ThesisFileModel) => storageKeys.thesis(file.thesisId, file.storedName);

export async function sendReviewerZip(ctx: AppContext, res: Response, file: ThesisFileModel) {
  await sendStoredFile(res, ctx.storage, archiveKey(file), {
    originalName: neutralFileName(file.thesisId, file.version, 'zip'),
    mime: MIME_TYPES.zip,
  });
}

const entryName = (entry: yauzl.Entry) =>
  entry.fileNameRaw.toString((entry.generalPurposeBitFlag & 0x800) !== 0 ? 'utf8' : 'latin1');

/** The abstract's PDF: the shallowest .pdf of the archive, by name when several are as shallow. */
function pickPdf(entries: yauzl.Entry[]): yauzl.Entry | null {
  const pdfs = entries
    .map((entry) => ({ entry, name: entryName(entry).toLowerCase() }))
    .filter(({ name }) => name.endsWith('.pdf') && !name.startsWith('__macosx/'))
    .sort(
      (a, b) => a.name.split('/').length - b.name.split('/').length || (a.name < b.name ? -1 : 1),
    );
  return pdfs[0]?.entry ?? null;
}

function openArchive(ctx: AppContext, file: ThesisFileModel): Promise<yauzl.ZipFile> {
  return openStoredZip(ctx.storage, archiveKey(file), {
    lazyEntries: true,
    autoClose: false,
    decodeStrings: false,
  }).catch(() => {
    throw new AppError(404, 'error.fileNotFound');
  });
}

function readEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(new AppError(404, 'error.fileNotFound')));
    zip.readEntry();
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) reject(new AppError(404, 'error.pdfNotFound'));
      else resolve(stream);
    });
  });
}

/**
 * Streams the PDF out of the archive, inline. The archive was checked on upload (no bombs, sizes
 * bounded); yauzl checks again that each entry inflates to the size it declares.
 */
export async function sendReviewerPdf(ctx: AppContext, res: Response, file: ThesisFileModel) {
  const zip = await openArchive(ctx, file);
  try {
    const pdf = pickPdf(await readEntries(zip));
    if (!pdf) throw new AppError(404, 'error.pdfNotFound');
    const stream = await openEntry(zip, pdf);
    const name = neutralFileName(file.thesisId, file.version, 'pdf');
    res.status(200);
    res.type(MIME_TYPES.pdf);
    res.attachment(name);
    res.set(
      'Content-Disposition',
      res.get('Content-Disposition')!.replace(/^attachment/, 'inline'),
    );
    res.set('Content-Length', String(pdf.uncompressedSize));
    res.set('Cache-Control', 'private, no-store');
    // A broken archive after the headers went out can only cut the answer short.
    await pipeline(stream, res).catch(() => res.destroy());
  } finally {
    zip.close();
  }
}
