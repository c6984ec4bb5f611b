import { Button, Empty, Input, Select, Space, Table, Typography, type TableProps } from 'antd';
import { CheckOutlined, DownloadOutlined } from '@ant-design/icons';
import {
  ACADEMIC_DEGREE_LABELS,
  PARTICIPANT_STATUSES,
  canMoveParticipant,
  type AdminParticipantDto,
} from '@conf/common';
import { useGetInitialDataQuery } from '../../app/api';
import { formatDate } from '../../app/dates';
import { useT } from '../../app/intl';
import { useLocale } from '../../app/LocalLink';
import { showError, showSuccess } from '../../app/toast';
import { ParticipantStatusTag } from '../../panel/shared/StatusTags';
import { useConsoleEnv } from '../shell/env';
import { PageHeader } from '../shell/PageHeader';
import { ScreenError } from '../shell/Screen';
import { sortFromTable, sortOrderOf, useListParams } from '../shell/list-params';
import { ApiFileLink } from '../theses/api-file';
import { exportQuery } from '../theses/export-query';
import { useApproveParticipantMutation, useGetAdminParticipantsQuery } from './participants-api';

/** /admin/participants: declared participants by status and country; approve; export what is shown. */
export function ParticipantsPage() {
  const t = useT();
  const locale = useLocale();
  const env = useConsoleEnv();
  const { params, update, page, pageSize } = useListParams();
  const { data, isLoading, isFetching, error, refetch } = useGetAdminParticipantsQuery(params);
  const { data: initial } = useGetInitialDataQuery(env.dataLocale);
  const [approve, approving] = useApproveParticipantMutation();

  const onApprove = async (p: AdminParticipantDto) => {
    try {
      await approve(p.id).unwrap();
      showSuccess(t('adminWf.participants.approved'));
    } catch (err) {
      showError(err);
      void refetch();
    }
  };

  const columns: TableProps<AdminParticipantDto>['columns'] = [
    {
      title: t('adminWf.participants.name'),
      key: 'surname',
      dataIndex: 'surname',
      sorter: true,
      sortOrder: sortOrderOf(params.sort, 'surname'),
      render: (_v, p) => (
        <Space orientation="vertical" size={0}>
          <span>
            {p.user.name} {p.user.surname}
          </span>
          <Typography.Text type="secondary">{p.user.email}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('adminWf.participants.institution'),
      key: 'institution',
      render: (_v, p) => p.user.institution,
    },
    { title: t('adminWf.country'), key: 'country', render: (_v, p) => p.user.country.name },
    {
      title: t('adminWf.participants.degree'),
      key: 'degree',
      render: (_v, p) =>
        ACADEMIC_DEGREE_LABELS[p.user.academicDegree]?.[locale] ?? p.user.academicDegree,
    },
    {
      title: t('adminWf.status'),
      key: 'status',
      dataIndex: 'status',
      sorter: true,
      sortOrder: sortOrderOf(params.sort, 'status'),
      render: (_v, p) => <ParticipantStatusTag status={p.status} />,
    },
    {
      title: t('adminWf.participants.declaredAt'),
      key: 'createdAt',
      dataIndex: 'createdAt',
      sorter: true,
      sortOrder: sortOrderOf(params.sort, 'createdAt'),
      render: (_v, p) => formatDate(p.createdAt, t),
    },
    {
      title: t('adminWf.actions'),
      key: 'actions',
      render: (_v, p) =>
        p.abilities.accept && canMoveParticipant(p.status, 'accepted') ? (
          <Button
            type="primary"
            size="small"
            icon={<CheckOutlined />}
            loading={approving.isLoading && approving.originalArgs === p.id}
            onClick={() => void onApprove(p)}
          >
            {t('adminWf.participants.approve')}
          </Button>
        ) : null,
    },
  ];

  const exportKeys = ['status', 'countryId', 'q', 'sort'];
  return (
    <>
      <PageHeader
        title={t('adminWf.participants.title')}
        extra={
          <>
            <ApiFileLink
              path={`/admin/participants/export?${exportQuery(params, 'csv', exportKeys)}`}
              name="participants.csv"
              button={<DownloadOutlined />}
            >
              {t('adminWf.exportCsv')}
            </ApiFileLink>
            <ApiFileLink
              path={`/admin/participants/export?${exportQuery(params, 'xlsx', exportKeys)}`}
              name="participants.xlsx"
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
          aria-label={t('adminWf.searchPeople')}
          placeholder={t('adminWf.searchPeople')}
          onSearch={(value) => update({ q: value.trim() })}
          style={{ width: 300 }}
        />
        <Select
          allowClear
          aria-label={t('adminWf.status')}
          placeholder={t('adminWf.status')}
          value={params.status}
          onChange={(value?: string) => update({ status: value })}
          options={PARTICIPANT_STATUSES.map((s) => ({
            value: s,
            label: t(`participant.status.${s}`),
          }))}
          style={{ width: 200 }}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('adminWf.country')}
          placeholder={t('adminWf.country')}
          value={params.countryId}
          onChange={(value?: string) => update({ countryId: value })}
          options={(initial?.countries ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          style={{ width: 240 }}
        />
      </Space>
      {error ? (
        <ScreenError error={error} retry={() => void refetch()} />
      ) : (
        <Table<AdminParticipantDto>
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
