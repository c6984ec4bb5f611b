import { z } from 'zod';
import { PAGINATION, PG_INT_MAX } from '../constants.js';
import { text } from './fields.js';

/** How many rows a page of any list holds: bounded, so no request reads a whole table. */
export const pageSizeField = z.coerce
  .number()
  .int()
  .min(1)
  .max(PAGINATION.maxPageSize)
  .default(PAGINATION.defaultPageSize);

/**
 * Query of every list endpoint: page, bounded page size and search. A list that sorts adds
 * `sort: sortBy(ITS_FIELDS)`; there is no sort that takes any field.
 */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(PG_INT_MAX).default(1),
  pageSize: pageSizeField,
  q: text().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * A list's filter as a query string carries it: a form sends an empty value for "any", which is
 * the same as leaving the filter out.
 */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** A yes-or-no filter: "true" or "false" in a query string; empty means "either". */
export const queryBoolean = optionalFilter(
  z.enum(['true', 'false'], { error: 'validation.invalidChoice' }).transform((v) => v === 'true'),
);

/** `field` sorts up, `-field` down. */
export type SortKey<F extends string> = F | `-${F}`;

/**
 * A list's `sort`: one of `fields`, optionally prefixed with "-". Anything else is refused with
 * 422 "This list cannot be sorted by that field", on every list alike.
 */
export function sortBy<const F extends readonly [string, ...string[]]>(fields: F) {
  const keys = fields.flatMap((f) => [f, `-${f}`]) as [SortKey<F[number]>, ...SortKey<F[number]>[]];
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.enum(keys, { error: 'validation.sortField' }).optional(),
  );
}

export interface Paginated<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}
