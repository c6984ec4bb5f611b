import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { RECEIPT_LIMITS, THESIS_LIMITS, type MessageKey } from '@conf/common';
import type { AppContext } from '../context.js';
import { AppError, ValidationError } from '../http/errors.js';
import { multipartFailure } from '../http/multipart.js';
import { removeQuietly, tempUploadName, tmpDir, type TempUpload } from './store.js';

export interface UploadKind {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  sizeKey: MessageKey;
}

export const THESIS_UPLOAD: UploadKind = {
  field: 'file',
  maxBytes: THESIS_LIMITS.zipMaxBytes,
  sizeKey: 'validation.zipSize',
};

export const RECEIPT_UPLOAD: UploadKind = {
  field: 'receipt',
  maxBytes: RECEIPT_LIMITS.maxBytes,
  sizeKey: 'validation.receiptSize',
};

/**
 * Streams one file of a multipart request to UPLOAD_DIR/tmp under a generated name (memory stays
 * flat whatever the size) and stops at the kind's limit with 413. Multer removes a partial file
 * itself when the limit is hit or the client aborts; everything after this middleware goes
 * through `withUpload`, which removes the temporary file on every path.
 */
export function acceptUpload(ctx: AppContext, kind: UploadKind): RequestHandler {
  const dir = tmpDir(ctx.config.uploadDir);
  const storage = multer.diskStorage({
    destination: (_req, _file, cb) => {
      try {
        mkdirSync(dir, { recursive: true });
        cb(null, dir);
      } catch (err) {
        cb(err as Error, dir);
      }
    },
    filename: (_req, _file, cb) => cb(null, tempUploadName(ctx.instance)),
  });
  const parse = multer({
    storage,
    defParamCharset: 'utf8',
    limits: { fileSize: kind.maxBytes, files: 1, fields: 4, fieldSize: 256 * 1024, parts: 6 },
  }).single(kind.field);

  return (req: Request, res: Response, next: NextFunction) => {
    parse(req, res, (err: unknown) => {
      if (!err) return next();
      if (req.file) void removeQuietly(req.file.path);
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(new AppError(413, kind.sizeKey));
        return next(ValidationError({ [kind.field]: ['validation.fileRequired'] }));
      }
      next(multipartFailure(req, err, kind.field));
    });
  };
}

/** A file name fit to show and to send back in Content-Disposition: no path, no control characters. */
export function cleanOriginalName(name: string, fallback: string): string {
  const base = Array.from(path.basename(name.replace(/\\/g, '/')))
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return (base || fallback).slice(0, 255);
}

/**
 * Hands the request's temporary upload to `work` and removes it afterwards, whether the work moved
 * it into place, refused it or failed. A request without the file is refused as a field error.
 */
export async function withUpload<T>(
  req: Request,
  kind: UploadKind,
  work: (upload: TempUpload) => Promise<T>,
): Promise<T> {
  const file = req.file;
  if (!file) throw ValidationError({ [kind.field]: ['validation.fileRequired'] });
  try {
    return await work({
      path: file.path,
      originalName: cleanOriginalName(file.originalname, `${kind.field}`),
      size: file.size,
    });
  } finally {
    await removeQuietly(file.path);
  }
}
