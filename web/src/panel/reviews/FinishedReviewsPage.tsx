import { useState } from 'react';
import { Input, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { PAGINATION, type FinishedReviewDto } from '@conf/common';
import { formatDate } from '../../app/dates';
import { useT } from '../../app/intl';
import { LocalLink } from '../../app/LocalLink';
import { QueryState } from '../shared/QueryState';
import { ThesisStatusTag } from '../shared/StatusTags';
import { useGetFinishedReviewsQuery } from './reviews-api';
import { sortFromTable as sortOf, sortOrderOf as orderOf } from '../../admin/shell/list-params';

/** /user/panel/reviews/finished: every review the reviewer wrote, whatever became of the abstract. */
export function FinishedReviewsPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGINATION.defaultPageSize);
  const [sort, setSort] = useState<string | undefined>('-updatedAt');
  const [q, setQ] = useState('');
  const { data, isLoading, isFetching, error, refetch } = useGetFinishedReviewsQuery({
    page,
    pageSize,
    sort,
    q,
  });

  const columns: TableProps<FinishedReviewDto>['columns'] = [
    {
      title: t('reviewing.col.title'),
      key: 'title',
      sorter: true,
      sortOrder: orderOf(sort, 'title'),
      render: (_v, row) => (
        <LocalLink to={`/user/panel/reviews/${row.thesis.id}`}>{row.thesis.title}</LocalLink>
      ),
    },
    { title: t('reviewing.col.topic'), key: 'topic', render: (_v, row) => row.thesis.topic.name },
    {
      title: t('reviewing.form.recommendation'),
      key: 'recommendation',
      render: (_v, row) => <Tag>{t(`review.recommendation.${row.review.recommendation}`)}</Tag>,
    },
    {
      title: t('reviewing.col.status'),
      key: 'status',
      render: (_v, row) => <ThesisStatusTag status={row.thesis.status} />,
    },
    {
      title: t('reviewing.col.updatedAt'),
      key: 'updatedAt',
      sorter: true,
      sortOrder: orderOf(sort, 'updatedAt'),
      render: (_v, row) => formatDate(row.review.updatedAt, t),
    },
  ];

  const onTable: TableProps<FinishedReviewDto>['onChange'] = (pagination, _f, sorter) => {
    setSort(sortOf(sorter));
    setPage(pagination.current ?? 1);
    setPageSize(pagination.pageSize ?? PAGINATION.defaultPageSize);
  };

  return (
    <section aria-labelledby="finished-title">
      <Typography.Title level={1} id="finished-title" style={{ fontSize: 28 }}>
        {t('reviewing.nav.finished')}
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
          style={{ width: 260, maxWidth: '100%' }}
        />
      </Space>
      <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()}>
        <Table<FinishedReviewDto>
          rowKey={(row) => row.thesis.id}
          columns={columns}
          dataSource={data?.data ?? []}
          loading={isFetching}
          onChange={onTable}
          locale={{ emptyText: q ? t('adminWf.empty') : t('reviewing.noneFinished') }}
          pagination={{ current: page, pageSize, total: data?.total ?? 0, showSizeChanger: true }}
          scroll={{ x: true }}
        />
      </QueryState>
    </section>
  );
}
