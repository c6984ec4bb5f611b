import type { OrderItem } from 'sequelize';
import type { Paginated, SortKey } from '@conf/common';

/** The rows of one page: what a finder passes to LIMIT and OFFSET. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** A finder's answer: one page of rows and how many there are in all (findAndCountAll's shape). */
export interface Found<Row> {
  rows: Row[];
  count: number;
}

/**
 * One page of a list in the shape every list answers: the finder reads the window's rows and the
 * total, `present` whitelists each row for the wire.
 */
export async function paginate<Row, T>(
  query: { page: number; pageSize: number },
  finder: (window: PageWindow) => Promise<Found<Row>>,
  present: (row: Row) => T,
): Promise<Paginated<T>> {
  const { page, pageSize } = query;
  const { rows, count } = await finder({ limit: pageSize, offset: (page - 1) * pageSize });
  return { data: rows.map(present), total: count, page, pageSize };
}

/** `%text%` for ILIKE, with the pattern characters of the user's text taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How one sortable field orders, both ways. */
export type SortColumn = (direction: 'ASC' | 'DESC') => OrderItem[];

/** The columns of a list's sort fields: each by its own attribute unless `special` says how. */
export function sortColumns<F extends string>(
  fields: readonly F[],
  special: Partial<Record<F, SortColumn>> = {},
): Record<F, SortColumn> {
  const plain =
    (field: F): SortColumn =>
    (d) => [[field, d]];
  return Object.fromEntries(fields.map((f) => [f, special[f] ?? plain(f)])) as Record<
    F,
    SortColumn
  >;
}

/**
 * The ORDER BY of a list's `sort`, which the list's schema (`sortBy` in common) has already
 * limited to its fields; the id breaks ties so that pages never overlap.
 */
export function orderBy<F extends string>(
  sort: SortKey<F> | undefined,
  columns: Record<F, SortColumn>,
  fallback: SortKey<F>,
): OrderItem[] {
  const key = sort ?? fallback;
  const direction = key.startsWith('-') ? 'DESC' : 'ASC';
  const field = (direction === 'DESC' ? key.slice(1) : key) as F;
  return [...columns[field](direction), ['id', direction]];
}
