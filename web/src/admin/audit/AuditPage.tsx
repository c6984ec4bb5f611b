import { Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import {
  AUDIT_ACTIONS,
  AUDIT_RESOURCES,
  ROLE_LABELS,
  contract,
  requestFor,
  type AdminReviewerDto,
  type AuditEventDto,
  type Paginated,
  type UserDto,
} from '@conf/common';
import { call } from '../../app/contract';
import { useT } from '../../app/intl';
import { choiceFilter, useAdminList } from '../shell/admin-list';
import { useGetAdminListQuery } from '../shell/admin-list-api';
import { AdminLink } from '../shell/env';
import { DATE_TIME } from '../shell/dates';

/** The changed fields, "field: before → after", compact (secrets were never recorded). */
function changes(event: AuditEventDto): string {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const show = (v: unknown) =>
    v === undefined ? '∅' : typeof v === 'string' ? v : JSON.stringify(v);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .map((key) => `${key}: ${show(before[key])} → ${show(after[key])}`)
    .join('; ');
}

/** Who may appear in the trail: organisers and reviewers, for the "person" filter. */
function usePeople() {
  const admins = useGetAdminListQuery({
    request: call(contract.admin.users, { query: { role: 'admin', pageSize: 100 } }),
    tag: 'User',
  });
  const reviewers = useGetAdminListQuery({
    request: call(contract.reviews.admin.reviewers, { query: { pageSize: 100 } }),
    tag: 'Review',
  });
  const people = [
    ...((admins.data as Paginated<UserDto> | undefined)?.data ?? []),
    ...((reviewers.data as Paginated<AdminReviewerDto> | undefined)?.data ?? []),
  ];
  return {
    loading: admins.isLoading || reviewers.isLoading,
    options: people.map((p) => ({ value: String(p.id), label: `${p.name} ${p.surname}` })),
  };
}

/**
 * /admin/audit: who changed what and when, newest first; filters by person, resource, action
 * and date range, paged on the server, exported as CSV or XLSX with the same filters.
 */
export function AuditPage() {
  const t = useT();
  const intl = useIntl();
  const people = usePeople();
  const list = useAdminList(
    contract.audit.list,
    [
      {
        title: t('audit.screen.time'),
        key: 'createdAt',
        render: (_v, e) => intl.formatDate(e.createdAt, DATE_TIME),
      },
      {
        title: t('audit.screen.person'),
        key: 'actor',
        render: (_v, e) =>
          e.actor?.id ? (
            <>
              <AdminLink to={`/admin/users/view/${e.actor.id}`}>
                {e.actor.name ?? `#${e.actor.id}`}
              </AdminLink>{' '}
              {e.actor.role && <Tag>{t(ROLE_LABELS[e.actor.role])}</Tag>}
            </>
          ) : (
            (e.actor?.name ?? t('audit.screen.system'))
          ),
      },
      {
        title: t('audit.screen.action'),
        key: 'action',
        render: (_v, e) => t(`audit.action.${e.action}`),
      },
      {
        title: t('audit.screen.resource'),
        key: 'resource',
        render: (_v, e) => {
          const label = t(`audit.resource.${e.resource}`);
          if (e.resource === 'thesis' && e.resourceId) {
            return (
              <AdminLink to={`/admin/theses/view/${e.resourceId}`}>
                {label} #{e.resourceId}
              </AdminLink>
            );
          }
          return e.resourceId ? `${label} #${e.resourceId}` : label;
        },
      },
      {
        title: t('audit.screen.changes'),
        key: 'changes',
        render: (_v, e) => (
          <Typography.Text
            type="secondary"
            style={{ maxWidth: 420, display: 'inline-block' }}
            ellipsis={{ tooltip: changes(e) }}
          >
            {changes(e)}
          </Typography.Text>
        ),
      },
    ],
    [
      {
        kind: 'select',
        key: 'actorId',
        label: t('audit.screen.person'),
        searchable: true,
        loading: people.loading,
        options: people.options,
      },
      choiceFilter(
        'resource',
        t('audit.screen.resource'),
        AUDIT_RESOURCES,
        (r) => t(`audit.resource.${r}`),
        true,
      ),
      choiceFilter(
        'action',
        t('audit.screen.action'),
        AUDIT_ACTIONS,
        (a) => t(`audit.action.${a}`),
        true,
      ),
      { kind: 'date', key: 'from', label: t('audit.screen.from') },
      { kind: 'date', key: 'to', label: t('audit.screen.to') },
    ],
    {
      title: t('audit.screen.title'),
      exports: ['audit', (query) => requestFor(contract.audit.export, { query })],
    },
  );
  return list.view;
}
