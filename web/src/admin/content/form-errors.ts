import { fieldErrors } from '../../app/error-message';

export type FieldErrors = Record<string, string>;

/** The part of a zod error the form reads (web does not depend on zod itself). */
export interface SchemaFailure {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** A schema's failure as the form shows it: the first message per top-level field. */
export function issuesToErrors(
  error: SchemaFailure,
  translate: (key: string) => string,
): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = translate(issue.message);
  }
  return out;
}

/** The API's field errors (already in the request's language). */
export function apiFieldErrors(error: unknown): FieldErrors {
  return fieldErrors(error);
}
