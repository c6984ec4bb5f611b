import { z } from 'zod';
import { PAGINATION } from '../constants.js';

/** Query of every list endpoint: page, bounded page size, sort ("field" or "-field"), search. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGINATION.maxPageSize)
    .default(PAGINATION.defaultPageSize),
  sort: z
    .string()
    .regex(/^-?[a-zA-Z_.]+$/)
    .optional(),
  q: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export interface Paginated<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}
