import { Tag } from 'antd';
import { contract, requestFor, THESIS_STATUSES } from '@conf/common';
import { useT } from '../../app/intl';
import { useGetTopicsQuery } from '../../panel/panel-api';
import { ThesisStatusTag } from '../../panel/shared/StatusTags';
import { actionsColumn, dateColumn, useAdminList, yesNoFilter } from '../shell/admin-list';
import { AdminLink } from '../shell/env';
import { AutoAssignButton } from '../reviews/AutoAssignModal';

/** /admin/theses: every abstract, filtered by status and topic, searched, sorted, paged, exported. */
export function ThesesListPage() {
  const t = useT();
  const topics = useGetTopicsQuery();
  const open = (id: number, text: string) => (
    <AdminLink to={`/admin/theses/view/${id}`}>{text}</AdminLink>
  );
  const statuses = THESIS_STATUSES.map((s) => ({ value: s, label: t(`thesis.status.${s}`) }));
  const topicChoices = (topics.data ?? []).map((topic) => ({
    value: String(topic.id),
    label: topic.name,
  }));
  const list = useAdminList(
    contract.theses.adminList,
    [
      { title: '#', dataIndex: 'id', key: 'id', width: 70 },
      {
        title: t('adminWf.theses.titleCol'),
        sort: 'title',
        render: (_v, r) => open(r.id, r.title),
      },
      { title: t('adminWf.topic'), sort: 'topic', render: (_v, row) => row.topic.name },
      {
        title: t('adminWf.theses.submitter'),
        key: 'user',
        render: (_v, row) => `${row.user.name} ${row.user.surname}`,
      },
      {
        title: t('adminWf.status'),
        sort: 'status',
        render: (_v, row) => <ThesisStatusTag status={row.status} />,
      },
      {
        title: t('adminRev.theses.reviews'),
        key: 'reviews',
        render: (_v, row) =>
          row.reviews.assigned === 0 ? (
            '–'
          ) : (
            <Tag color={row.reviews.complete ? 'green' : 'default'}>
              {row.reviews.done}/{row.reviews.assigned}
              {row.reviews.mean !== null ? ` · ${row.reviews.mean.toFixed(1)}` : ''}
            </Tag>
          ),
      },
      dateColumn(t('adminWf.theses.submittedAt'), 'submittedAt'),
      actionsColumn(t('adminWf.actions'), (r) => open(r.id, t('adminWf.open'))),
    ],
    [
      { kind: 'search', label: t('adminWf.search') },
      { kind: 'select', key: 'status', label: t('adminWf.status'), options: statuses },
      {
        kind: 'select',
        key: 'topicId',
        label: t('adminWf.topic'),
        loading: topics.isLoading,
        options: topicChoices,
      },
      yesNoFilter(
        'reviewsComplete',
        t('adminRev.theses.reviewsComplete'),
        t('adminRev.theses.complete'),
        t('adminRev.theses.incomplete'),
      ),
    ],
    {
      title: t('adminWf.theses.title'),
      defaults: { sort: '-submittedAt' },
      actions: () => <AutoAssignButton />,
      exports: ['abstracts', (query) => requestFor(contract.theses.adminExport, { query })],
    },
  );
  return list.view;
}
