import type { Request } from 'express';
import type { MultipartBody } from '@conf/common';
import { ValidationError } from './errors.js';
import { issuesToFieldErrors } from './validate.js';

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
