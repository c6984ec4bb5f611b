import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../app/search-params';
import { PAGINATION } from '@conf/common';

/**
 * A list screen's query (page, pageSize, sort, q and filters) lives in the URL: a reload, the
 * back button and the dashboard's links (?status=in_editor) all land on the same list.
 */
export function useListParams(defaults: Record<string, string> = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => {
    const out: Record<string, string> = { ...defaults };
    for (const [key, value] of searchParams) if (value !== '') out[key] = value;
    return out;
    // defaults are literals of the calling screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchParams]);

  /** Changes some parameters; any change but paging goes back to page 1. */
  const update = useCallback(
    (patch: Record<string, string | undefined>) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      });
    },
    [setSearchParams],
  );

  const reset = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  const page = Number(params.page ?? 1) || 1;
  const pageSize =
    Number(params.pageSize ?? PAGINATION.defaultPageSize) || PAGINATION.defaultPageSize;
  return { params, update, reset, page, pageSize };
}

/** antd Table's sorter to the API's sort ("field" or "-field"); undefined clears it. The sorting
 * column's key is the API's sort field. */
export function sortFromTable(sorter: unknown): string | undefined {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (typeof one !== 'object' || one === null) return undefined;
  const { columnKey, order } = one as { columnKey?: unknown; order?: unknown };
  if (typeof columnKey !== 'string' || (order !== 'ascend' && order !== 'descend'))
    return undefined;
  return order === 'descend' ? `-${columnKey}` : columnKey;
}

/** The antd column sort order matching the list's sort parameter. */
export function sortOrderOf(sort: string | undefined, field: string): 'ascend' | 'descend' | null {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}

/** A list's query without its paging: what an export of "what I see" takes. */
export function withoutPaging<Q extends object>(query: Q): Omit<Q, 'page' | 'pageSize'> {
  const {
    page: _page,
    pageSize: _size,
    ...rest
  } = query as Q & {
    page?: unknown;
    pageSize?: unknown;
  };
  return rest as Omit<Q, 'page' | 'pageSize'>;
}
