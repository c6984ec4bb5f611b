import { useState } from 'react';
import { Button, Input, Select, Space, Table, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import {
  ACADEMIC_DEGREES,
  ACADEMIC_DEGREE_LABELS,
  adminUserListQuerySchema,
  ROLES,
  type AdminUserDto,
  type Role,
  type UserExportFormat,
} from '@conf/common';
import { useGetInitialDataQuery } from '../../app/api';
import { useT, useTranslateKey } from '../../app/intl';
import { showError } from '../../app/toast';
import { AdminLink, useConsoleEnv } from '../shell/env';
import { PageHeader } from '../shell/PageHeader';
import { usePreferences } from '../shell/preferences';
import { ScreenError } from '../shell/Screen';
import { sortFromTable, sortOrderOf, useListParams } from '../shell/list-params';
import { issuesToErrors } from '../content/form-errors';
import { downloadExport } from './export';
import { useListAdminUsersQuery } from './users-api';
import { DATE } from '../shell/dates';

export const ROLE_LABELS = {
  user: 'admin.users.role.user',
  admin: 'admin.users.role.admin',
  reviewer: 'admin.users.role.reviewer',
} as const satisfies Record<Role, string>;

/** /admin/users: search, filters, sort and pages on the server; export of the same filter. */
export function UsersList() {
  const t = useT();
  const tr = useTranslateKey();
  const intl = useIntl();
  const env = useConsoleEnv();
  const { locale } = usePreferences();
  const { params, update, reset, page, pageSize } = useListParams();
  // The filters are checked with the API's own schema: a bad date range is said here, not by a 400.
  const parsed = adminUserListQuerySchema.safeParse(params);
  const filterErrors = parsed.success ? {} : issuesToErrors(parsed.error, tr);
  const { data, error, isFetching, refetch } = useListAdminUsersQuery(params, {
    skip: !parsed.success,
  });
  // Country names in the console's language.
  const { data: initialData } = useGetInitialDataQuery(locale);
  const [exporting, setExporting] = useState<UserExportFormat | null>(null);

  async function exportAs(format: UserExportFormat) {
    setExporting(format);
    try {
      await downloadExport(env.api, locale, params, format);
    } catch (err) {
      showError(err);
    } finally {
      setExporting(null);
    }
  }

  const countryName = (c: AdminUserDto['country']) => c?.name ?? '';

  return (
    <>
      <PageHeader
        title={t('admin.users.title')}
        extra={
          <>
            <Button
              icon={<DownloadOutlined />}
              loading={exporting === 'csv'}
              onClick={() => void exportAs('csv')}
            >
              {t('admin.users.exportCsv')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              loading={exporting === 'xlsx'}
              onClick={() => void exportAs('xlsx')}
            >
              {t('admin.users.exportXlsx')}
            </Button>
          </>
        }
      />
      <div className="admin-toolbar" role="search">
        <label>
          {t('admin.search')}
          <Input.Search
            allowClear
            defaultValue={params.q}
            key={params.q ?? ''}
            onSearch={(q) => update({ q: q.trim() || undefined })}
            style={{ width: 240 }}
          />
        </label>
        <label>
          {t('admin.users.country')}
          <Select
            showSearch
            optionFilterProp="label"
            value={params.countryId ?? ''}
            style={{ width: 200 }}
            onChange={(v: string) => update({ countryId: v || undefined })}
            options={[
              { value: '', label: t('admin.all') },
              ...(initialData?.countries ?? []).map((c) => ({
                value: String(c.id),
                label: c.name,
              })),
            ]}
          />
        </label>
        <label>
          {t('admin.users.role')}
          <Select
            value={params.role ?? ''}
            style={{ width: 160 }}
            onChange={(v: string) => update({ role: v || undefined })}
            options={[
              { value: '', label: t('admin.all') },
              ...ROLES.map((r) => ({ value: r, label: t(ROLE_LABELS[r]) })),
            ]}
          />
        </label>
        <label>
          {t('admin.users.academicDegree')}
          <Select
            value={params.academicDegree ?? ''}
            style={{ width: 220 }}
            onChange={(v: string) => update({ academicDegree: v || undefined })}
            options={[
              { value: '', label: t('admin.all') },
              ...ACADEMIC_DEGREES.map((d) => ({
                value: d,
                label: ACADEMIC_DEGREE_LABELS[d][locale],
              })),
            ]}
          />
        </label>
        <label>
          {t('admin.users.registeredFrom')}
          <Input
            type="date"
            value={params.registeredFrom ?? ''}
            status={filterErrors.registeredFrom ? 'error' : undefined}
            onChange={(e) => update({ registeredFrom: e.target.value || undefined })}
          />
        </label>
        <label>
          {t('admin.users.registeredTo')}
          <Input
            type="date"
            value={params.registeredTo ?? ''}
            status={filterErrors.registeredTo ? 'error' : undefined}
            onChange={(e) => update({ registeredTo: e.target.value || undefined })}
          />
        </label>
        <Button onClick={reset}>{t('admin.filters.reset')}</Button>
      </div>
      {Object.values(filterErrors).length > 0 ? (
        <p role="alert" className="ant-form-item-explain-error">
          {Object.values(filterErrors).join(' · ')}
        </p>
      ) : null}
      {error ? (
        <ScreenError error={error} retry={() => void refetch()} />
      ) : (
        <Table<AdminUserDto>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.data ?? []}
          locale={{ emptyText: t('admin.empty') }}
          onChange={(pagination, _filters, sorter) =>
            update({
              page: String(pagination.current ?? 1),
              pageSize: String(pagination.pageSize ?? pageSize),
              sort: sortFromTable(sorter),
            })
          }
          pagination={{
            current: page,
            pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('admin.total', { total }),
          }}
          scroll={{ x: true }}
          columns={[
            {
              title: t('admin.users.name'),
              dataIndex: 'surname',
              sorter: true,
              sortOrder: sortOrderOf(params.sort, 'surname'),
              render: (_: unknown, u) => (
                <AdminLink to={`/admin/users/view/${u.id}`}>{`${u.name} ${u.surname}`}</AdminLink>
              ),
            },
            {
              title: t('admin.users.email'),
              dataIndex: 'email',
              sorter: true,
              sortOrder: sortOrderOf(params.sort, 'email'),
            },
            {
              title: t('admin.users.country'),
              dataIndex: 'country',
              sorter: true,
              sortOrder: sortOrderOf(params.sort, 'country'),
              render: (_: unknown, u) => countryName(u.country),
            },
            {
              title: t('admin.users.institution'),
              dataIndex: 'institution',
              sorter: true,
              sortOrder: sortOrderOf(params.sort, 'institution'),
            },
            {
              title: t('admin.users.academicDegree'),
              dataIndex: 'academicDegree',
              sorter: true,
              sortOrder: sortOrderOf(params.sort, 'academicDegree'),
              render: (_: unknown, u) =>
                ACADEMIC_DEGREE_LABELS[u.academicDegree]?.[locale] ?? u.academicDegree,
            },
            {
              title: t('admin.users.role'),
              dataIndex: 'role',
              render: (_: unknown, u) => (
                <Tag color={u.role === 'admin' ? 'blue' : 'default'}>{t(ROLE_LABELS[u.role])}</Tag>
              ),
            },
            {
              title: t('admin.users.registered'),
              dataIndex: 'createdAt',
              sorter: true,
              sortOrder: sortOrderOf(params.sort ?? '-createdAt', 'createdAt'),
              render: (_: unknown, u) => intl.formatDate(u.createdAt, DATE),
            },
            {
              title: t('admin.actions'),
              key: 'actions',
              render: (_: unknown, u) => (
                <Space>
                  <AdminLink to={`/admin/users/view/${u.id}`}>{t('admin.view')}</AdminLink>
                </Space>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
