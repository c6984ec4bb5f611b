import type { ApiErrorBody } from '@conf/common';

/**
 * What an error toast shows (spec §8): a string as is; a response with an `errors` object lists
 * each field's first message, numbered; otherwise the response's `message`; failing all of that
 * the generic catalogue text, which the caller translates.
 */
export type ErrorToastContent =
  { kind: 'text'; text: string } | { kind: 'list'; items: string[] } | { kind: 'generic' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The API body inside an RTK Query error (`{ status, data }`), or the body itself. */
export function apiErrorBody(error: unknown): Partial<ApiErrorBody> | null {
  if (!isRecord(error)) return null;
  const body = 'data' in error && isRecord(error.data) ? error.data : error;
  const out: Partial<ApiErrorBody> = {};
  if (typeof body.message === 'string') out.message = body.message;
  if (isRecord(body.errors)) {
    const errors: Record<string, string[]> = {};
    for (const [field, list] of Object.entries(body.errors)) {
      if (Array.isArray(list))
        errors[field] = list.filter((m): m is string => typeof m === 'string');
      else if (typeof list === 'string') errors[field] = [list];
    }
    out.errors = errors;
  }
  return out.message !== undefined || out.errors !== undefined ? out : null;
}

export function errorToastContent(error: unknown): ErrorToastContent {
  if (typeof error === 'string') return error ? { kind: 'text', text: error } : { kind: 'generic' };
  const body = apiErrorBody(error);
  if (body?.errors) {
    const items = Object.values(body.errors)
      .map((list) => list[0])
      .filter((m): m is string => Boolean(m));
    if (items.length > 0) return { kind: 'list', items };
  }
  if (body?.message) return { kind: 'text', text: body.message };
  return { kind: 'generic' };
}

/** The HTTP status of an RTK Query error, when there is one. */
export function errorStatus(error: unknown): number | null {
  if (isRecord(error) && typeof error.status === 'number') return error.status;
  return null;
}

/** Field errors of an API answer, first message per field (for showing them on the form). */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors = apiErrorBody(error)?.errors ?? {};
  const out: Record<string, string> = {};
  for (const [field, list] of Object.entries(errors)) if (list[0]) out[field] = list[0];
  return out;
}
