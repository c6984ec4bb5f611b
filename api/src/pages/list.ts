import type { Order } from 'sequelize';
import { ValidationError } from '../http/errors.js';

/**
 * Turns a list's `sort` ("field" or "-field") into an ORDER BY, refusing fields outside the
 * whitelist; the id breaks ties so pages of a list never overlap.
 */
export function orderFrom(
  sort: string | undefined,
  allowed: readonly string[],
  fallback: string,
): Order {
  const wanted = sort ?? fallback;
  const field = wanted.replace(/^-/, '');
  if (!allowed.includes(field)) throw ValidationError({ sort: ['validation.invalidChoice'] });
  const direction = wanted.startsWith('-') ? 'DESC' : 'ASC';
  return [
    [field, direction],
    ['id', direction],
  ];
}

/** A LIKE pattern matching `text` anywhere, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
