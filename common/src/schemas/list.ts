import { z } from 'zod';
import { PAGINATION, PG_INT_MAX } from '../constants.js';
import { text } from './fields.js';

/** Query of every list endpoint: page, bounded page size, sort ("field" or "-field"), search. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(PG_INT_MAX).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGINATION.maxPageSize)
    .default(PAGINATION.defaultPageSize),
  sort: text()
    .regex(/^-?[a-zA-Z_.]+$/)
    .optional(),
  q: text().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export interface Paginated<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}
