import type { z } from 'zod';
import { fieldErrors } from '@conf/common';
import { ValidationError } from './errors.js';

/** Turns zod issues into `{ "field.path": ["catalogue.key", ...] }`. */
export const issuesToFieldErrors = fieldErrors;

/** Parses a value with a schema from common/, or throws 422 with the per-field messages. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw ValidationError(issuesToFieldErrors(result.error.issues));
  return result.data;
}
