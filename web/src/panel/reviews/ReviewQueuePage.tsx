import { useState } from 'react';
import {
  Card,
  Checkbox,
  Col,
  Row,
  Select,
  Space,
  Statistic,
  Typography,
  type TableProps,
} from 'antd';
import type { ReviewQueueItemDto } from '@conf/common';
import { formatDate } from '../../app/dates';
import { useT } from '../../app/intl';
import { LocalLink } from '../../app/LocalLink';
import { PanelList, usePanelList } from '../shared/PanelList';
import { useGetReviewQueueQuery, useGetReviewSummaryQuery } from './reviews-api';
import { ReviewStateTag } from './ReviewStateTag';

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
  const list = usePanelList('-assignedAt');
  const [reviewed, setReviewed] = useState<Reviewed>('');
  const [bookmarked, setBookmarked] = useState(false);
  const result = useGetReviewQueueQuery({
    ...list.query,
    reviewed,
    bookmarked: bookmarked ? 'true' : '',
  });

  const columns: TableProps<ReviewQueueItemDto>['columns'] = [
    list.sortable<ReviewQueueItemDto>('title', t('reviewing.col.title'), (row) => (
      <LocalLink to={`/user/panel/reviews/${row.id}`}>{row.title}</LocalLink>
    )),
    list.sortable<ReviewQueueItemDto>('topic', t('reviewing.col.topic'), (row) => row.topic.name),
    {
      title: t('reviewing.col.review'),
      key: 'review',
      render: (_v, row) => <ReviewStateTag item={row} />,
    },
    list.sortable<ReviewQueueItemDto>('assignedAt', t('reviewing.col.assignedAt'), (row) =>
      formatDate(row.assignedAt, t),
    ),
    list.sortable<ReviewQueueItemDto>('submittedAt', t('reviewing.col.submittedAt'), (row) =>
      formatDate(row.submittedAt, t),
    ),
  ];

  return (
    <PanelList
      titleId="reviews-title"
      title={t('reviewing.title')}
      list={list}
      result={result}
      columns={columns}
      rowKey="id"
      none={t('reviewing.none')}
      filtered={reviewed !== '' || bookmarked}
      before={<SummaryCards />}
      filters={
        <>
          <Select<Reviewed>
            aria-label={t('reviewing.col.review')}
            value={reviewed}
            onChange={(value) => {
              setReviewed(value);
              list.restart();
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
              list.restart();
            }}
          >
            {t('reviewing.filter.bookmarked')}
          </Checkbox>
        </>
      }
    />
  );
}
