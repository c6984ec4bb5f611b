import { Tag, type TableProps } from 'antd';
import type { FinishedReviewDto } from '@conf/common';
import { formatDate } from '../../app/dates';
import { useT } from '../../app/intl';
import { LocalLink } from '../../app/LocalLink';
import { PanelList, usePanelList } from '../shared/PanelList';
import { ThesisStatusTag } from '../shared/StatusTags';
import { useGetFinishedReviewsQuery } from './reviews-api';

/** /user/panel/reviews/finished: every review the reviewer wrote, whatever became of the abstract. */
export function FinishedReviewsPage() {
  const t = useT();
  const list = usePanelList('-updatedAt');
  const result = useGetFinishedReviewsQuery(list.query);

  const columns: TableProps<FinishedReviewDto>['columns'] = [
    list.sortable<FinishedReviewDto>('title', t('reviewing.col.title'), (row) => (
      <LocalLink to={`/user/panel/reviews/${row.thesis.id}`}>{row.thesis.title}</LocalLink>
    )),
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
    list.sortable<FinishedReviewDto>('updatedAt', t('reviewing.col.updatedAt'), (row) =>
      formatDate(row.review.updatedAt, t),
    ),
  ];

  return (
    <PanelList
      titleId="finished-title"
      title={t('reviewing.nav.finished')}
      list={list}
      result={result}
      columns={columns}
      rowKey={(row) => row.thesis.id}
      none={t('reviewing.noneFinished')}
    />
  );
}
