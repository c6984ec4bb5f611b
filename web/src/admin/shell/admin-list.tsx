import type { ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Empty, Input, Select, Table, type TableColumnType } from 'antd';
import { firstFieldErrors, type Paginated } from '@conf/common';
import { call, type QueryOf } from '../../app/contract';
import { formatDate } from '../../app/dates';
import { useT, useTranslateKey } from '../../app/intl';
import { listTag, useGetAdminListQuery, type AdminListRoute, type RowOf } from './admin-list-api';
import { ExportLinks, type ExportRequest } from './ExportLinks';
import { PageHeader } from './PageHeader';
import { ScreenError } from './Screen';
import { sortFromTable, sortOrderOf, useListParams } from './list-params';

export type { RowOf };

/** A column; `sort` names the API's sort field when the column sorts. */
export interface AdminColumn<Row> extends Omit<TableColumnType<Row>, 'sorter' | 'sortOrder'> {
  sort?: string;
}

export interface FilterOption {
  value: string;
  label: string;
}

/** A control of the list's toolbar, bound to one URL parameter. */
export type AdminFilter =
  | { kind: 'search'; label: string }
  | {
      kind: 'select';
      key: string;
      label: string;
      options: FilterOption[];
      /** Offer "All" (no value); a screen whose "all" is a value of its own says false. */
      all?: boolean;
      loading?: boolean;
      searchable?: boolean;
    }
  | { kind: 'date'; key: string; label: string };

export interface AdminListOptions<Q> {
  /** The screen's title (its header and breadcrumb). */
  title: string;
  /** The header's actions, given the list's query (null while the URL holds a refused value). */
  actions?: (query: Q | null) => ReactNode;
  /** "Export what I see": the files' name and the export route's request for a query. */
  exports?: [name: string, request: ExportRequest<Q>];
  /** Parameters the list has when the URL does not say (a default filter or sort). */
  defaults?: Record<string, string>;
  /** The API query of the URL's parameters, where the screen has choices of its own. */
  toQuery?: (params: Record<string, string>) => Record<string, string>;
}

/** The keys of a row whose values are ISO dates (or absent). */
type DateKey<Row> = {
  [K in keyof Row]: Row[K] extends string | null | undefined ? K : never;
}[keyof Row] &
  string;

/** A column of a row's date, sorted by the API's field of the same name; written as the site writes dates unless `format` says otherwise. */
export function dateColumn<Row>(
  title: string,
  field: DateKey<Row>,
  format?: (iso: string) => string,
): AdminColumn<Row> {
  return {
    title,
    sort: field,
    render: (_value, row) => {
      const iso = row[field] as string | null | undefined;
      if (!iso) return '';
      return format ? format(iso) : <DateText iso={iso} />;
    },
  };
}

/** A date as the site writes it (day, month's name, year) in the console's language. */
function DateText({ iso }: { iso: string }) {
  const t = useT();
  return formatDate(iso, t);
}

/** The column of a row's actions (buttons or links), titled `title`. */
export function actionsColumn<Row>(
  title: string,
  render: (row: Row) => ReactNode,
): AdminColumn<Row> {
  return { title, key: 'actions', render: (_value, row) => render(row) };
}

/**
 * A filter on one of a fixed list of values (a status, a kind, a language), each shown by its
 * label; `searchable` where the list is long.
 */
export function choiceFilter<V extends string>(
  key: string,
  label: string,
  values: readonly V[],
  labelOf: (value: V) => string,
  searchable?: true,
): AdminFilter {
  const options = values.map((value) => ({ value, label: labelOf(value) }));
  return { kind: 'select', key, label, options, ...(searchable ? { searchable } : {}) };
}

/** A filter on a yes-or-no field: the API takes 'true' or 'false'; no choice shows both. */
export function yesNoFilter(key: string, label: string, yes: string, no: string): AdminFilter {
  return choiceFilter(key, label, ['true', 'false'], (v) => (v === 'true' ? yes : no));
}

/** Parameters that shape the list without narrowing it. */
const NOT_FILTERS = new Set(['page', 'pageSize', 'sort']);

function Toolbar({
  filters,
  params,
  errors,
  update,
  reset,
}: {
  filters: AdminFilter[];
  params: Record<string, string>;
  errors: Record<string, string>;
  update: (patch: Record<string, string | undefined>) => void;
  reset: () => void;
}) {
  const t = useT();
  const control = (filter: AdminFilter): ReactNode => {
    if (filter.kind === 'search') {
      return (
        <Input.Search
          allowClear
          defaultValue={params.q}
          key={params.q ?? ''}
          onSearch={(q) => update({ q: q.trim() || undefined })}
          style={{ width: 260 }}
        />
      );
    }
    if (filter.kind === 'date') {
      return (
        <Input
          type="date"
          value={params[filter.key] ?? ''}
          status={errors[filter.key] ? 'error' : undefined}
          onChange={(e) => update({ [filter.key]: e.target.value || undefined })}
        />
      );
    }
    const all = filter.all === false ? [] : [{ value: '', label: t('admin.all') }];
    return (
      <Select
        showSearch={filter.searchable ? { optionFilterProp: 'label' } : undefined}
        loading={filter.loading}
        value={params[filter.key] ?? ''}
        style={{ width: 200 }}
        onChange={(value: string) => update({ [filter.key]: value || undefined })}
        options={[...all, ...filter.options]}
      />
    );
  };
  return (
    <div className="admin-toolbar" role="search">
      {filters.map((filter) => (
        <label key={filter.kind === 'search' ? 'q' : filter.key}>
          {filter.label}
          {control(filter)}
        </label>
      ))}
      <Button onClick={reset}>{t('admin.filters.reset')}</Button>
    </div>
  );
}

/**
 * The scaffold of every list screen of the console: its page, sort, search and filters live in
 * the URL and are checked with the route's own query schema (a bad value is said on the screen,
 * not sent); the table has distinct loading, empty, "nothing matches" and error states.
 */
export function useAdminList<R extends AdminListRoute>(
  route: R,
  columns: AdminColumn<RowOf<R>>[],
  filters: AdminFilter[],
  options: AdminListOptions<QueryOf<R>>,
) {
  return useAdminListOf<RowOf<R>, R>(route, columns, filters, options);
}

/**
 * useAdminList for a screen whose row type is a parameter of its own (one screen for several
 * kinds of content): `route` must answer rows of `Row`, which the caller's types guarantee.
 */
export function useAdminListOf<Row, R extends AdminListRoute = AdminListRoute>(
  route: R,
  columns: AdminColumn<Row>[],
  filters: AdminFilter[],
  options: AdminListOptions<QueryOf<R>>,
) {
  const t = useT();
  const translate = useTranslateKey();
  const { params, update, reset, page, pageSize } = useListParams(options.defaults);
  const wanted = options.toQuery ? options.toQuery(params) : params;
  const parsed = route.query.safeParse(wanted);
  // The route's schema accepted these parameters: they are its query, as the API will read it.
  const query = parsed.success ? (wanted as QueryOf<R>) : null;
  const errors = parsed.success ? {} : firstFieldErrors(parsed.error.issues);
  const result = useGetAdminListQuery(
    query ? { request: call<AdminListRoute>(route, { query }), tag: listTag(route) } : skipToken,
  );
  // The one place the list's answer meets its type: the endpoint serves `route` only.
  const data = result.data as Paginated<Row> | undefined;
  const filtered = Object.keys(wanted).some((key) => !NOT_FILTERS.has(key));

  let body: ReactNode;
  if (!query) {
    body = (
      <p role="alert" className="ant-form-item-explain-error">
        {Object.values(errors).map(translate).join(' · ')}
      </p>
    );
  } else if (result.error) {
    body = <ScreenError error={result.error} retry={() => void result.refetch()} />;
  } else {
    body = (
      <Table<Row>
        rowKey="id"
        loading={result.isFetching}
        dataSource={data?.data ?? []}
        locale={{
          // Never "nothing here" while the answer is on its way.
          emptyText: result.isFetching ? (
            <span role="status">{t('admin.loading')}</span>
          ) : (
            <Empty description={t(filtered ? 'adminWf.empty' : 'admin.empty')} />
          ),
        }}
        onChange={(pagination, _filters, sorter) =>
          update({
            page: String(pagination.current ?? 1),
            pageSize: String(pagination.pageSize ?? pageSize),
            sort: sortFromTable(sorter),
          })
        }
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('admin.total', { total }),
        }}
        scroll={{ x: true }}
        columns={columns.map(({ sort, ...column }) =>
          sort
            ? { ...column, key: sort, sorter: true, sortOrder: sortOrderOf(params.sort, sort) }
            : column,
        )}
      />
    );
  }

  return {
    params,
    /** The API query of the list (null while the URL holds a value the schema refuses). */
    query,
    update,
    refetch: result.refetch,
    view: (
      <>
        <PageHeader
          title={options.title}
          extra={
            <>
              {options.exports ? (
                <ExportLinks name={options.exports[0]} query={query} request={options.exports[1]} />
              ) : null}
              {options.actions?.(query)}
            </>
          }
        />
        <Toolbar filters={filters} params={params} errors={errors} update={update} reset={reset} />
        {body}
      </>
    ),
  };
}
