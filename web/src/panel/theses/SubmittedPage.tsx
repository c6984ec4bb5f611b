import { useState } from 'react';
import { Input, Select, Space, Table, Typography, type TableProps } from 'antd';
import {
  PAGINATION,
  THESIS_STATUSES,
  type ThesisStatus,
  type ThesisSummaryDto,
} from '@conf/common';
import { useT } from '../../app/intl';
import { LocalLink } from '../../app/LocalLink';
import { formatDate } from '../../app/dates';
import { useGetMyThesesQuery } from '../panel-api';
import { NextStep } from '../shared/NextStep';
import { QueryState } from '../shared/QueryState';
import { ThesisStatusTag } from '../shared/StatusTags';

/** /user/panel/theses/submitted: the author's abstracts, searched, filtered, sorted and paged by the server. */
export function SubmittedPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGINATION.defaultPageSize);
  const [sort, setSort] = useState<string | undefined>(undefined);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<ThesisStatus | undefined>(undefined);
  const { data, isLoading, isFetching, error, refetch } = useGetMyThesesQuery({
    page,
    pageSize,
    sort,
    q,
    status,
  });

  const order = (field: string) =>
    sort === field ? 'ascend' : sort === `-${field}` ? 'descend' : null;
  const columns: TableProps<ThesisSummaryDto>['columns'] = [
    {
      title: t('panel.thesis.title'),
      dataIndex: 'title',
      key: 'title',
      sorter: true,
      sortOrder: order('title'),
      render: (_v, row) => (
        <LocalLink to={`/user/panel/theses/view/${row.id}`}>{row.title}</LocalLink>
      ),
    },
    { title: t('panel.thesis.topic'), key: 'topic', render: (_v, row) => row.topic.name },
    {
      title: t('panel.thesis.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      sortOrder: order('status'),
      render: (_v, row) => <ThesisStatusTag status={row.status} />,
    },
    {
      title: t('panel.thesis.submittedAt'),
      dataIndex: 'submittedAt',
      key: 'submittedAt',
      sorter: true,
      sortOrder: order('submittedAt'),
      render: (_v, row) => formatDate(row.submittedAt, t),
    },
    {
      title: t('panel.thesis.actions'),
      key: 'next',
      render: (_v, row) => <NextStep id={row.id} status={row.status} />,
    },
  ];

  const onTable: TableProps<ThesisSummaryDto>['onChange'] = (pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = typeof one?.field === 'string' ? one.field : undefined;
    setSort(field && one?.order ? (one.order === 'descend' ? `-${field}` : field) : undefined);
    setPage(pagination.current ?? 1);
    setPageSize(pagination.pageSize ?? PAGINATION.defaultPageSize);
  };

  return (
    <section aria-labelledby="submitted-title">
      <Typography.Title level={1} id="submitted-title" style={{ fontSize: 28 }}>
        {t('panel.submitted.title')}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t('panel.search')}
          placeholder={t('panel.search')}
          onSearch={(value) => {
            setQ(value.trim());
            setPage(1);
          }}
          style={{ width: 280 }}
        />
        <Select<ThesisStatus>
          allowClear
          aria-label={t('panel.thesis.status')}
          placeholder={t('panel.thesis.status')}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={THESIS_STATUSES.map((s) => ({ value: s, label: t(`thesis.status.${s}`) }))}
          style={{ width: 200 }}
        />
      </Space>
      <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()}>
        <Table<ThesisSummaryDto>
          rowKey="id"
          columns={columns}
          dataSource={data?.data ?? []}
          loading={isFetching}
          onChange={onTable}
          locale={{
            // Loading, "none yet" and "none matching" are three different things to say.
            emptyText: isFetching ? (
              <span role="status">{t('site.loading')}</span>
            ) : q || status ? (
              t('adminWf.empty')
            ) : (
              t('panel.theses.none')
            ),
          }}
          pagination={{ current: page, pageSize, total: data?.total ?? 0, showSizeChanger: true }}
          scroll={{ x: true }}
        />
      </QueryState>
    </section>
  );
}
