import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { AppError } from '../http/errors.js';
import { downloadName, mayShowInline } from './download-name.js';
import type { ByteRange, FileStorage, StoredFileInfo } from './storage/index.js';

/**
 * Streams a kept file out of storage, whichever the backend, with what `res.sendFile` gave:
 * Content-Length, Last-Modified, `Accept-Ranges` and a single byte range (206, or 416 outside
 * the file; several ranges, a malformed header or a stale If-Range get the whole file). Headers
 * the caller set (type, disposition, caching) stay. A file that fails after the headers went out
 * can only be cut short.
 */
export async function streamStoredFile(
  res: Response,
  storage: FileStorage,
  key: string,
  info: StoredFileInfo,
): Promise<void> {
  const req = res.req;
  const lastModified = info.placedAt.toUTCString();
  res.set('Accept-Ranges', 'bytes');
  res.set('Last-Modified', lastModified);
  let range: ByteRange | undefined;
  const ifRange = req.get('If-Range');
  const asked = req.get('Range') && (!ifRange || ifRange === lastModified);
  const ranges = asked ? req.range(info.size, { combine: true }) : undefined;
  if (ranges === -1) {
    res.status(416).set('Content-Range', `bytes */${info.size}`).end();
    return;
  }
  if (Array.isArray(ranges) && ranges.length === 1 && ranges.type === 'bytes') {
    range = { start: ranges[0]!.start, end: ranges[0]!.end };
    res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  } else {
    res.status(200);
  }
  const length = range ? range.end - range.start + 1 : info.size;
  res.set('Content-Length', String(length));
  if (req.method === 'HEAD' || length === 0) {
    res.end();
    return;
  }
  await pipeline(storage.read(key, range), res).catch(() => {
    if (!res.writableEnded) res.destroy();
  });
}

/**
 * Sends a stored file under a name built from the sender's name and the type detected at upload
 * (files/download-name.ts), as an attachment unless `inline` was asked for and the type is an
 * image or a PDF. Callers authorise first; a file missing from storage answers 404 like a
 * missing record.
 */
export async function sendStoredFile(
  res: Response,
  storage: FileStorage,
  key: string,
  {
    originalName,
    mime,
    inline = false,
    fallbackName = 'file',
  }: { originalName: string; mime: string; inline?: boolean; fallbackName?: string },
): Promise<void> {
  const info = await storage.stat(key);
  if (!info) throw new AppError(404, 'error.fileNotFound');
  res.attachment(downloadName(originalName, mime, fallbackName));
  if (inline && mayShowInline(mime)) {
    res.set(
      'Content-Disposition',
      res.get('Content-Disposition')!.replace(/^attachment/, 'inline'),
    );
  }
  res.type(mime);
  res.set('Cache-Control', 'private, no-store');
  await streamStoredFile(res, storage, key, info);
}
