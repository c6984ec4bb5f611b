import type { Request } from 'express';
import { AppError } from '../http/errors.js';

/**
 * What a failed multipart parse means once multer's own codes (sizes, counts) are handled. An
 * error of the system on our side (disk full, permissions) stays a server error; anything else
 * (no boundary, a truncated body, a bad part header, a client that went away) is the request's
 * fault: 400 in the documented `{ message, errors }` shape, never a 500. A client that aborted
 * is a normal event of the web, logged at info.
 */
export function multipartFailure(req: Request, err: unknown, field: string): unknown {
  if (isSystemError(err)) return err;
  if (req.readableAborted || req.destroyed) {
    req.log.info({ reason: (err as Error)?.message }, 'client aborted the upload');
  }
  return new AppError(400, 'error.malformedUpload', { [field]: ['validation.malformedUpload'] });
}

/** Node's system errors carry an errno and a code such as ENOSPC or EACCES. */
function isSystemError(err: unknown): boolean {
  const e = err as { code?: unknown; errno?: unknown } | null;
  return typeof e?.errno === 'number' && typeof e.code === 'string';
}
