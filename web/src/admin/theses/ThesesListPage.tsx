import { contract, requestFor, THESIS_STATUSES } from '@conf/common';
import { formatDate } from '../../app/dates';
import { useT } from '../../app/intl';
import { useGetTopicsQuery } from '../../panel/panel-api';
import { ThesisStatusTag } from '../../panel/shared/StatusTags';
import { useAdminList, withoutPaging } from '../shell/admin-list';
import { AdminLink } from '../shell/env';
import { ExportLinks } from '../shell/ExportLinks';
import { PageHeader } from '../shell/PageHeader';

/** /admin/theses: every abstract, filtered by status and topic, searched, sorted, paged, exported. */
export function ThesesListPage() {
  const t = useT();
  const topics = useGetTopicsQuery();
  const list = useAdminList(
    contract.theses.adminList,
    [
      { title: '#', dataIndex: 'id', key: 'id', width: 70 },
      {
        title: t('adminWf.theses.titleCol'),
        sort: 'title',
        render: (_v, row) => <AdminLink to={`/admin/theses/view/${row.id}`}>{row.title}</AdminLink>,
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
        title: t('adminWf.theses.submittedAt'),
        sort: 'submittedAt',
        render: (_v, row) => formatDate(row.submittedAt, t),
      },
      {
        title: t('adminWf.actions'),
        key: 'actions',
        render: (_v, row) => (
          <AdminLink to={`/admin/theses/view/${row.id}`}>{t('adminWf.open')}</AdminLink>
        ),
      },
    ],
    [
      { kind: 'search', label: t('adminWf.search') },
      {
        kind: 'select',
        key: 'status',
        label: t('adminWf.status'),
        options: THESIS_STATUSES.map((s) => ({ value: s, label: t(`thesis.status.${s}`) })),
      },
      {
        kind: 'select',
        key: 'topicId',
        label: t('adminWf.topic'),
        loading: topics.isLoading,
        options: (topics.data ?? []).map((topic) => ({
          value: String(topic.id),
          label: topic.name,
        })),
      },
    ],
    { defaults: { sort: '-submittedAt' } },
  );

  return (
    <>
      <PageHeader
        title={t('adminWf.theses.title')}
        extra={
          <ExportLinks
            name="abstracts"
            request={(format) =>
              list.query &&
              requestFor(contract.theses.adminExport, {
                query: { ...withoutPaging(list.query), format },
              })
            }
          />
        }
      />
      {list.view}
    </>
  );
}
