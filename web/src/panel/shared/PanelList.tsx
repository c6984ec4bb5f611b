import { useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { Input, Space, Table, type TableColumnType, type TableProps } from 'antd';
import { PAGINATION } from '@conf/common';
import { useT } from '../../app/intl';
import { sortFromTable, sortOrderOf } from '../../admin/shell/list-params';
import { PanelPage } from './PanelPage';
import { QueryState } from './QueryState';

/**
 * The paging, sort and search of a panel list the server pages (the author's abstracts, the
 * reviewer's queue and finished reviews): `query` is what the API takes; a changed filter goes
 * back to the first page through `restart`.
 */
export function usePanelList(defaultSort?: string) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGINATION.defaultPageSize);
  const [sort, setSort] = useState<string | undefined>(defaultSort);
  const [q, setQ] = useState('');

  /** A column the API sorts by `key`, showing the list's current order. */
  const sortable = <Row,>(
    key: string,
    title: string,
    render: (row: Row) => ReactNode,
  ): TableColumnType<Row> => ({
    title,
    key,
    sorter: true,
    sortOrder: sortOrderOf(sort, key),
    render: (_v, row) => render(row),
  });

  const onTable = (
    pagination: { current?: number; pageSize?: number },
    _filters: unknown,
    sorter: unknown,
  ) => {
    setSort(sortFromTable(sorter));
    setPage(pagination.current ?? 1);
    setPageSize(pagination.pageSize ?? PAGINATION.defaultPageSize);
  };

  const search = (value: string) => {
    setQ(value.trim());
    setPage(1);
  };

  return {
    query: { page, pageSize, sort, q },
    sortable,
    onTable,
    search,
    restart: () => setPage(1),
  };
}

export type PanelListState = ReturnType<typeof usePanelList>;

/** What a list query answers, as the list shows it. */
interface ListResult<Row> {
  data?: { data: Row[]; total: number };
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A titled panel list: the heading, a search box and the screen's own filters, then the table
 * the server pages and sorts, behind the loading and error states.
 */
export function PanelList<Row extends object>({
  titleId,
  title,
  list,
  result,
  columns,
  rowKey,
  none,
  filtered = false,
  announceLoading = false,
  searchStyle = { width: 260, maxWidth: '100%' },
  before,
  filters,
}: {
  titleId: string;
  title: string;
  list: PanelListState;
  result: ListResult<Row>;
  columns: TableProps<Row>['columns'];
  rowKey: string | ((row: Row) => Key);
  /** What the empty table says when nothing narrows the list (none yet). */
  none: ReactNode;
  /** The screen's own filters narrow the list (the search is known here). */
  filtered?: boolean;
  /** The empty table says "Loading" while the list is fetched (a status screen readers hear). */
  announceLoading?: boolean;
  searchStyle?: CSSProperties;
  /** Shown between the heading and the search (the reviewer's counts). */
  before?: ReactNode;
  filters?: ReactNode;
}) {
  const t = useT();
  const { page, pageSize, q } = list.query;
  // Loading, "none yet" and "none matching" are different things to say.
  const emptyText =
    announceLoading && result.isFetching ? (
      <span role="status">{t('site.loading')}</span>
    ) : q || filtered ? (
      t('adminWf.empty')
    ) : (
      none
    );
  return (
    <PanelPage titleId={titleId} title={title}>
      {before}
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t('panel.search')}
          placeholder={t('panel.search')}
          onSearch={list.search}
          style={searchStyle}
        />
        {filters}
      </Space>
      <QueryState
        isLoading={result.isLoading}
        error={result.error}
        onRetry={() => void result.refetch()}
      >
        <Table<Row>
          rowKey={rowKey}
          columns={columns}
          dataSource={result.data?.data ?? []}
          loading={result.isFetching}
          onChange={list.onTable}
          locale={{ emptyText }}
          pagination={{
            current: page,
            pageSize,
            total: result.data?.total ?? 0,
            showSizeChanger: true,
          }}
          scroll={{ x: true }}
        />
      </QueryState>
    </PanelPage>
  );
}
