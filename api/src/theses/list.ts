import type { OrderItem } from 'sequelize';
import type { Locale } from '@conf/common';

/**
 * Turns a list's `sort` ("field" or "-field") into an ORDER BY from the endpoint's whitelist;
 * anything else falls back to the default. The id breaks ties so that pages never overlap.
 */
export type SortColumn = (direction: 'ASC' | 'DESC') => OrderItem[];

export function sortOrder(
  sort: string | undefined,
  columns: Record<string, SortColumn>,
  fallback: string,
): OrderItem[] {
  const wanted = sort ?? fallback;
  const field = wanted.replace(/^-/, '');
  const direction = wanted.startsWith('-') ? 'DESC' : 'ASC';
  const column = columns[field];
  if (!column) return sortOrder(fallback, columns, fallback);
  return [...column(direction), ['id', direction]];
}

export const pageWindow = ({ page, pageSize }: { page: number; pageSize: number }) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/** `%q%` for ILIKE, with the pattern characters of the user's text taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const localName = (locale: Locale, row: { nameEn: string; nameAz: string }) =>
  locale === 'az' ? row.nameAz : row.nameEn;
