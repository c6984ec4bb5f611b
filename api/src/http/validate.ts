import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import { fieldErrors } from '@conf/common';
import { ValidationError } from './errors.js';

/** Turns zod issues into `{ "field.path": ["catalogue.key", ...] }`. */
export const issuesToFieldErrors = fieldErrors;

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw ValidationError(issuesToFieldErrors(result.error.issues));
  return result.data;
}

type Part = 'body' | 'query' | 'params';

/**
 * Parses one part of the request with a schema from common/ and stores the typed result in
 * `req.input[part]`; handlers read that, never the raw request.
 */
export function validate<S extends z.ZodType>(part: Part, schema: S) {
  return (req: Request, _res: Response, next: NextFunction) => {
    req.input = { ...req.input, [part]: parseOrThrow(schema, req[part]) };
    next();
  };
}

/** The typed input of a validated request part. */
export function input<S extends z.ZodType>(req: Request, part: Part, _schema: S): z.output<S> {
  return req.input?.[part] as z.output<S>;
}
