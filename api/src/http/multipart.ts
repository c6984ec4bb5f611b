import type { Request } from 'express';
import type { MultipartBody } from '@conf/common';
import { AppError, ValidationError } from './errors.js';
import { issuesToFieldErrors } from './validate.js';

/**
 * Multipart bodies: what a failed read of one means (the upload middlewares of files/upload.ts
 * and messages/attachments.ts call `multipartFailure`), and how its text parts are parsed by the
 * contract (`parseMultipart`, called by `handle()`).
 */

/**
 * The text parts of a multipart request (read by the route's upload middleware), parsed by the
 * contract's description of them: a JSON part (`jsonField`) or plain fields. Every problem, a
 * missing required file included, comes back in one 422, keyed like the form's fields.
 */
export function parseMultipart(spec: MultipartBody, req: Request): unknown {
  const parts = (req.body ?? {}) as Record<string, unknown>;
  let errors: Record<string, string[]> = {};
  let value: unknown;
  const schema = spec.jsonField?.schema ?? spec.fields;
  if (schema) {
    let raw: unknown = parts;
    if (spec.jsonField) {
      const text = parts[spec.jsonField.name];
      try {
        raw = JSON.parse(typeof text === 'string' ? text : '');
      } catch {
        errors[spec.jsonField.name] = ['validation.jsonField'];
      }
    }
    if (!Object.keys(errors).length) {
      const parsed = schema.safeParse(raw);
      if (parsed.success) value = parsed.data;
      else errors = issuesToFieldErrors(parsed.error.issues);
    }
  }
  if (spec.file.required && !req.file) errors[spec.file.field] = ['validation.fileRequired'];
  if (Object.keys(errors).length) throw ValidationError(errors);
  return value;
}

/**
 * What a failed multipart read means once multer's own codes (sizes, counts) are handled. An
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
