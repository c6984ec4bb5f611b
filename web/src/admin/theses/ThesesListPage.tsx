import { Empty, Input, Select, Space, Table, type TableProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { THESIS_STATUSES, type ThesisSummaryDto } from '@conf/common';
import { formatDate } from '../../app/dates';
import { useT } from '../../app/intl';
import { useGetTopicsQuery } from '../../panel/panel-api';
import { ThesisStatusTag } from '../../panel/shared/StatusTags';
import { AdminLink } from '../shell/env';
import { PageHeader } from '../shell/PageHeader';
import { ScreenError } from '../shell/Screen';
import { sortFromTable, sortOrderOf, useListParams } from '../shell/list-params';
import { ApiFileLink } from './api-file';
import { exportQuery } from './export-query';
import { useGetAdminThesesQuery } from './theses-api';

/** /admin/theses: every abstract, filtered by status and topic, searched, sorted, paged, exported. */
export function ThesesListPage() {
  const t = useT();
  const { params, update, page, pageSize } = useListParams({ sort: '-submittedAt' });
  const { data, isLoading, isFetching, error, refetch } = useGetAdminThesesQuery(params);
  const topics = useGetTopicsQuery();

  const columns: TableProps<ThesisSummaryDto>['columns'] = [
    { title: '#', dataIndex: 'id', key: 'id', width: 70 },
    {
      title: t('adminWf.theses.titleCol'),
      dataIndex: 'title',
      key: 'title',
      sorter: true,
      sortOrder: sortOrderOf(params.sort, 'title'),
      render: (_v, row) => <AdminLink to={`/admin/theses/view/${row.id}`}>{row.title}</AdminLink>,
    },
    {
      title: t('adminWf.topic'),
      dataIndex: 'topic',
      key: 'topic',
      sorter: true,
      sortOrder: sortOrderOf(params.sort, 'topic'),
      render: (_v, row) => row.topic.name,
    },
    {
      title: t('adminWf.theses.submitter'),
      key: 'user',
      render: (_v, row) => `${row.user.name} ${row.user.surname}`,
    },
    {
      title: t('adminWf.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      sortOrder: sortOrderOf(params.sort, 'status'),
      render: (_v, row) => <ThesisStatusTag status={row.status} />,
    },
    {
      title: t('adminWf.theses.submittedAt'),
      dataIndex: 'submittedAt',
      key: 'submittedAt',
      sorter: true,
      sortOrder: sortOrderOf(params.sort, 'submittedAt'),
      render: (_v, row) => formatDate(row.submittedAt, t),
    },
    {
      title: t('adminWf.actions'),
      key: 'actions',
      render: (_v, row) => (
        <AdminLink to={`/admin/theses/view/${row.id}`}>{t('adminWf.open')}</AdminLink>
      ),
    },
  ];

  const exportKeys = ['status', 'topicId', 'q', 'sort'];
  return (
    <>
      <PageHeader
        title={t('adminWf.theses.title')}
        extra={
          <>
            <ApiFileLink
              path={`/admin/theses/export?${exportQuery(params, 'csv', exportKeys)}`}
              name="abstracts.csv"
              button={<DownloadOutlined />}
            >
              {t('adminWf.exportCsv')}
            </ApiFileLink>
            <ApiFileLink
              path={`/admin/theses/export?${exportQuery(params, 'xlsx', exportKeys)}`}
              name="abstracts.xlsx"
              button={<DownloadOutlined />}
            >
              {t('adminWf.exportXlsx')}
            </ApiFileLink>
          </>
        }
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          defaultValue={params.q}
          aria-label={t('adminWf.search')}
          placeholder={t('adminWf.search')}
          onSearch={(value) => update({ q: value.trim() })}
          style={{ width: 300 }}
        />
        <Select
          allowClear
          aria-label={t('adminWf.status')}
          placeholder={t('adminWf.status')}
          value={params.status}
          onChange={(value?: string) => update({ status: value })}
          options={THESIS_STATUSES.map((s) => ({ value: s, label: t(`thesis.status.${s}`) }))}
          style={{ width: 200 }}
        />
        <Select
          allowClear
          aria-label={t('adminWf.topic')}
          placeholder={t('adminWf.topic')}
          value={params.topicId}
          loading={topics.isLoading}
          onChange={(value?: string) => update({ topicId: value })}
          options={(topics.data ?? []).map((topic) => ({
            value: String(topic.id),
            label: topic.name,
          }))}
          style={{ width: 260 }}
        />
      </Space>
      {error ? (
        <ScreenError error={error} retry={() => void refetch()} />
      ) : (
        <Table<ThesisSummaryDto>
          rowKey="id"
          columns={columns}
          dataSource={data?.data ?? []}
          loading={isLoading || isFetching}
          locale={{ emptyText: <Empty description={t('adminWf.empty')} /> }}
          onChange={(pagination, _filters, sorter) =>
            update({
              page: String(pagination.current ?? 1),
              pageSize: String(pagination.pageSize ?? pageSize),
              sort: sortFromTable(sorter),
            })
          }
          pagination={{ current: page, pageSize, total: data?.total ?? 0, showSizeChanger: true }}
          scroll={{ x: true }}
        />
      )}
    </>
  );
}
