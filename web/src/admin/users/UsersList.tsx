import { useState } from 'react';
import { Button, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import {
  ACADEMIC_DEGREES,
  ACADEMIC_DEGREE_LABELS,
  ADMIN_USER_DEFAULT_SORT,
  ROLES,
  contract,
  requestFor,
  type Role,
  type UserExportFormat,
} from '@conf/common';
import { useGetCountriesQuery } from '../../app/api';
import type { QueryOf } from '../../app/contract';
import { useT } from '../../app/intl';
import { showError } from '../../app/toast';
import { apiDownload } from '../../app/transfer';
import { useApiEnvironment } from '../../app/transfer-hooks';
import { actionsColumn, choiceFilter, dateColumn, useAdminList } from '../shell/admin-list';
import { withoutPaging } from '../shell/list-params';
import { AdminLink } from '../shell/env';
import { usePreferences } from '../shell/preferences';
import { DATE } from '../shell/dates';

/** The users list's filters and sort, which the export takes too. */
type UserExportFilters = Omit<QueryOf<typeof contract.admin.users>, 'page' | 'pageSize'>;

export const ROLE_LABELS = {
  user: 'admin.users.role.user',
  admin: 'admin.users.role.admin',
  reviewer: 'admin.users.role.reviewer',
} as const satisfies Record<Role, string>;

/** /admin/users: search, filters, sort and pages on the server; export of the same filter. */
export function UsersList() {
  const t = useT();
  const intl = useIntl();
  const env = useApiEnvironment();
  const { locale } = usePreferences();
  // Country names in the console's language.
  const { data: countries } = useGetCountriesQuery(locale);
  const [exporting, setExporting] = useState<UserExportFormat | null>(null);
  /**
   * The export goes through apiDownload rather than a plain link so that the desktop console's
   * bearer token is sent too; the browser console sends its cookie the same way.
   */
  async function exportAs(filters: UserExportFilters, format: UserExportFormat) {
    setExporting(format);
    try {
      const query = { ...filters, format };
      await apiDownload(env, locale, requestFor(contract.admin.usersExport, { query }), {
        name: `users.${format}`,
      });
    } catch (err) {
      showError(err);
    } finally {
      setExporting(null);
    }
  }

  const list = useAdminList(
    contract.admin.users,
    [
      {
        title: t('admin.users.name'),
        sort: 'surname',
        render: (_: unknown, u) => (
          <AdminLink to={`/admin/users/view/${u.id}`}>{`${u.name} ${u.surname}`}</AdminLink>
        ),
      },
      { title: t('admin.users.email'), dataIndex: 'email', sort: 'email' },
      {
        title: t('admin.users.country'),
        sort: 'country',
        render: (_: unknown, u) => u.country?.name ?? '',
      },
      { title: t('admin.users.institution'), dataIndex: 'institution', sort: 'institution' },
      {
        title: t('admin.users.academicDegree'),
        sort: 'academicDegree',
        render: (_: unknown, u) =>
          ACADEMIC_DEGREE_LABELS[u.academicDegree]?.[locale] ?? u.academicDegree,
      },
      {
        title: t('admin.users.role'),
        key: 'role',
        render: (_: unknown, u) => (
          <Tag color={u.role === 'admin' ? 'blue' : 'default'}>{t(ROLE_LABELS[u.role])}</Tag>
        ),
      },
      dateColumn(t('admin.users.registered'), 'createdAt', (iso) => intl.formatDate(iso, DATE)),
      actionsColumn(t('admin.actions'), (u) => (
        <AdminLink to={`/admin/users/view/${u.id}`}>{t('admin.view')}</AdminLink>
      )),
    ],
    [
      { kind: 'search', label: t('admin.search') },
      {
        kind: 'select',
        key: 'countryId',
        label: t('admin.users.country'),
        searchable: true,
        options: (countries ?? []).map((c) => ({
          value: String(c.id),
          label: c.name,
        })),
      },
      choiceFilter('role', t('admin.users.role'), ROLES, (r) => t(ROLE_LABELS[r])),
      choiceFilter(
        'academicDegree',
        t('admin.users.academicDegree'),
        ACADEMIC_DEGREES,
        (d) => ACADEMIC_DEGREE_LABELS[d][locale],
      ),
      { kind: 'date', key: 'registeredFrom', label: t('admin.users.registeredFrom') },
      { kind: 'date', key: 'registeredTo', label: t('admin.users.registeredTo') },
    ],
    {
      title: t('admin.users.title'),
      defaults: { sort: ADMIN_USER_DEFAULT_SORT },
      actions: (query) =>
        (['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            icon={<DownloadOutlined />}
            loading={exporting === format}
            disabled={!query}
            onClick={() => query && void exportAs(withoutPaging(query), format)}
          >
            {t(format === 'csv' ? 'admin.users.exportCsv' : 'admin.users.exportXlsx')}
          </Button>
        )),
    },
  );
  return list.view;
}
