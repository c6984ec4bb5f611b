import { useState } from 'react';
import {
  Card,
  Checkbox,
  Col,
  Input,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Typography,
  type TableProps,
} from 'antd';
import { PAGINATION, type ReviewQueueItemDto } from '@conf/common';
import { formatDate } from '../../app/dates';
import { useT } from '../../app/intl';
import { LocalLink } from '../../app/LocalLink';
import { QueryState } from '../shared/QueryState';
import { useGetReviewQueueQuery, useGetReviewSummaryQuery } from './reviews-api';
import { ReviewStateTag } from './ReviewStateTag';
import { sortFromTable as sortOf, sortOrderOf as orderOf } from '../../admin/shell/list-params';

type Reviewed = '' | 'true' | 'false';

/** The reviewer's counts and topics (the spec's bookmarks count among them). */
function SummaryCards() {
  const t = useT();
  const { data } = useGetReviewSummaryQuery();
  if (!data) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }}>
      <Typography.Text type="secondary">
        {data.topics.length > 0
          ? t('reviewing.topics', { topics: data.topics.map((tp) => tp.name).join(', ') })
          : t('reviewing.noTopics')}
      </Typography.Text>
      <Row gutter={[12, 12]}>
        {(
          [
            ['reviewing.count.toReview', data.toReview],
            ['reviewing.count.reviewed', data.reviewed],
            ['reviewing.count.bookmarks', data.bookmarks],
          ] as const
        ).map(([label, value]) => (
          <Col key={label} xs={8}>
            <Card size="small">
              <Statistic title={t(label)} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
    </Space>
  );
}

/** /user/panel/reviews: the open abstracts assigned to the reviewer, paged and sorted by the API. */
export function ReviewQueuePage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGINATION.defaultPageSize);
  const [sort, setSort] = useState<string | undefined>('-assignedAt');
  const [q, setQ] = useState('');
  const [reviewed, setReviewed] = useState<Reviewed>('');
  const [bookmarked, setBookmarked] = useState(false);
  const { data, isLoading, isFetching, error, refetch } = useGetReviewQueueQuery({
    page,
    pageSize,
    sort,
    q,
    reviewed,
    bookmarked: bookmarked ? 'true' : '',
  });
  const filtered = q !== '' || reviewed !== '' || bookmarked;

  const columns: TableProps<ReviewQueueItemDto>['columns'] = [
    {
      title: t('reviewing.col.title'),
      key: 'title',
      sorter: true,
      sortOrder: orderOf(sort, 'title'),
      render: (_v, row) => <LocalLink to={`/user/panel/reviews/${row.id}`}>{row.title}</LocalLink>,
    },
    {
      title: t('reviewing.col.topic'),
      key: 'topic',
      sorter: true,
      sortOrder: orderOf(sort, 'topic'),
      render: (_v, row) => row.topic.name,
    },
    {
      title: t('reviewing.col.review'),
      key: 'review',
      render: (_v, row) => <ReviewStateTag item={row} />,
    },
    {
      title: t('reviewing.col.assignedAt'),
      key: 'assignedAt',
      sorter: true,
      sortOrder: orderOf(sort, 'assignedAt'),
      render: (_v, row) => formatDate(row.assignedAt, t),
    },
    {
      title: t('reviewing.col.submittedAt'),
      key: 'submittedAt',
      sorter: true,
      sortOrder: orderOf(sort, 'submittedAt'),
      render: (_v, row) => formatDate(row.submittedAt, t),
    },
  ];

  const onTable: TableProps<ReviewQueueItemDto>['onChange'] = (pagination, _f, sorter) => {
    setSort(sortOf(sorter));
    setPage(pagination.current ?? 1);
    setPageSize(pagination.pageSize ?? PAGINATION.defaultPageSize);
  };

  return (
    <section aria-labelledby="reviews-title">
      <Typography.Title level={1} id="reviews-title" style={{ fontSize: 28 }}>
        {t('reviewing.title')}
      </Typography.Title>
      <SummaryCards />
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
        <Select<Reviewed>
          aria-label={t('reviewing.col.review')}
          value={reviewed}
          onChange={(value) => {
            setReviewed(value);
            setPage(1);
          }}
          options={[
            { value: '', label: t('reviewing.filter.all') },
            { value: 'false', label: t('reviewing.filter.toReview') },
            { value: 'true', label: t('reviewing.filter.reviewed') },
          ]}
          style={{ width: 180 }}
        />
        <Checkbox
          checked={bookmarked}
          onChange={(e) => {
            setBookmarked(e.target.checked);
            setPage(1);
          }}
        >
          {t('reviewing.filter.bookmarked')}
        </Checkbox>
      </Space>
      <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()}>
        <Table<ReviewQueueItemDto>
          rowKey="id"
          columns={columns}
          dataSource={data?.data ?? []}
          loading={isFetching}
          onChange={onTable}
          locale={{ emptyText: filtered ? t('adminWf.empty') : t('reviewing.none') }}
          pagination={{ current: page, pageSize, total: data?.total ?? 0, showSizeChanger: true }}
          scroll={{ x: true }}
        />
      </QueryState>
    </section>
  );
}
