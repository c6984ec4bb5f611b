import { Table, Tag, Typography } from 'antd';
import type { OnlineUserDto } from '@conf/common';
import { useT } from '../../app/intl';
import { useRealtimeStatus } from '../../app/socket-hooks';
import { AdminLink } from '../shell/env';
import { PageHeader } from '../shell/PageHeader';
import { ScreenError } from '../shell/Screen';
import { ROLE_LABELS } from './UsersList';
import { useListOnlineUsersQuery } from './users-api';

const ONLINE_FALLBACK_POLL_MS = 15_000;

/**
 * /admin/users/online: who has the site open now. Asked once; the socket's online_users and
 * remove_online_user keep this cache current (admin/online/realtime.ts).
 */
export function OnlineUsers() {
  const t = useT();
  // Without a live socket (connecting, offline), the list is asked for again every 15 s.
  const live = useRealtimeStatus() === 'connected';
  const { data, error, isFetching, isLoading, refetch } = useListOnlineUsersQuery(undefined, {
    refetchOnMountOrArgChange: true,
    pollingInterval: live ? 0 : ONLINE_FALLBACK_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  return (
    <>
      <PageHeader
        title={t('admin.users.online')}
        links={[{ title: t('admin.users.title'), to: '/admin/users' }]}
      />
      <Typography.Paragraph type="secondary">{t('online.intro')}</Typography.Paragraph>
      {error && !data ? (
        <ScreenError error={error} retry={() => void refetch()} />
      ) : (
        <Table<OnlineUserDto>
          rowKey="id"
          loading={isLoading || (isFetching && !data)}
          dataSource={data?.data ?? []}
          locale={{ emptyText: t('admin.users.nobodyOnline') }}
          pagination={false}
          columns={[
            {
              title: t('admin.users.name'),
              key: 'name',
              render: (_: unknown, u) => (
                <AdminLink to={`/admin/users/view/${u.id}`}>{`${u.name} ${u.surname}`}</AdminLink>
              ),
            },
            { title: t('admin.users.email'), dataIndex: 'email' },
            {
              title: t('admin.users.role'),
              key: 'role',
              render: (_: unknown, u) => (
                <Tag color={u.isAdmin ? 'blue' : 'default'}>
                  {t(ROLE_LABELS[u.isAdmin ? 'admin' : 'user'])}
                </Tag>
              ),
            },
            {
              title: t('online.column.actions'),
              key: 'actions',
              render: (_: unknown, u) => (
                <AdminLink to={`/admin/messages/${u.id}`}>{t('online.openConversation')}</AdminLink>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
