import { App, Button, Card, Col, Descriptions, Empty, Row, Table, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { MessageOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import {
  ACADEMIC_DEGREE_LABELS,
  ACADEMIC_TITLE_LABELS,
  type AdminUserDto,
  type AdminUserPaymentSummary,
  type AdminUserThesisSummary,
} from '@conf/common';
import { useT } from '../../app/intl';
import { showError, showSuccess } from '../../app/toast';
import { AdminLink, useAdminPath } from '../shell/env';
import { PageHeader } from '../shell/PageHeader';
import { usePreferences } from '../shell/preferences';
import { ScreenError, ScreenLoading } from '../shell/Screen';
import { ROLE_LABELS } from './UsersList';
import { useChangeUserRoleMutation, useGetAdminUserQuery } from './users-api';
import { DATE } from '../shell/dates';

/** Promote or demote, after a confirmation; the API's refusal (the last organiser) is shown as is. */
function RoleAction({ user }: { user: AdminUserDto }) {
  const t = useT();
  const { modal } = App.useApp();
  const [changeRole, { isLoading }] = useChangeUserRoleMutation();
  const name = `${user.name} ${user.surname}`;
  const promote = user.role !== 'admin';
  const allowed = promote ? user.abilities.promote : user.abilities.demote;
  const ask = () =>
    modal.confirm({
      title: t(promote ? 'admin.users.promoteConfirm' : 'admin.users.demoteConfirm', { name }),
      okText: t('admin.yes'),
      cancelText: t('admin.no'),
      okButtonProps: { danger: !promote },
      onOk: async () => {
        try {
          await changeRole({ id: user.id, role: promote ? 'admin' : 'user' }).unwrap();
          showSuccess(t('admin.users.roleChanged'));
        } catch (error) {
          showError(error);
        }
      },
    });
  return (
    <Button danger={!promote} loading={isLoading} onClick={ask} disabled={!allowed && promote}>
      {t(promote ? 'admin.users.promote' : 'admin.users.demote')}
    </Button>
  );
}

/** /admin/users/view/:id: profile, participation, abstracts, payments, the conversation. */
export function UserView() {
  const t = useT();
  const intl = useIntl();
  const { locale } = usePreferences();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const to = useAdminPath();
  const { data, error, isLoading, refetch } = useGetAdminUserQuery(id, { skip: !id });
  const links = [{ title: t('admin.users.title'), to: '/admin/users' }];
  if (isLoading)
    return (
      <>
        <PageHeader title={t('admin.users.view')} links={links} />
        <ScreenLoading />
      </>
    );
  if (!data)
    return (
      <>
        <PageHeader title={t('admin.users.view')} links={links} />
        <ScreenError error={error} retry={() => void refetch()} />
      </>
    );
  const { user, participation, theses, payments, messages } = data;
  const date = (iso: string) => intl.formatDate(iso, DATE);
  return (
    <>
      <PageHeader
        title={`${user.name} ${user.surname}`}
        links={links}
        extra={
          <>
            <Button
              icon={<MessageOutlined />}
              onClick={() =>
                void navigate(to(messages.conversationPath || `/admin/messages/${user.id}`))
              }
            >
              {t('admin.users.conversation', { count: messages.unreadCount })}
            </Button>
            <RoleAction user={user} />
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={t('admin.users.profile')}>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('admin.users.email')}>{user.email}</Descriptions.Item>
              <Descriptions.Item label={t('admin.users.role')}>
                <Tag color={user.role === 'admin' ? 'blue' : 'default'}>
                  {t(ROLE_LABELS[user.role])}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('admin.users.country')}>
                {user.country?.name ?? ''}
              </Descriptions.Item>
              <Descriptions.Item label={t('admin.users.city')}>{user.city}</Descriptions.Item>
              <Descriptions.Item label={t('admin.users.institution')}>
                {user.institution}
              </Descriptions.Item>
              <Descriptions.Item label={t('admin.users.phone')}>
                {`${user.phonePrefix} ${user.phone}`.trim()}
              </Descriptions.Item>
              <Descriptions.Item label={t('admin.users.academicDegree')}>
                {ACADEMIC_DEGREE_LABELS[user.academicDegree][locale]}
              </Descriptions.Item>
              <Descriptions.Item label={t('admin.users.academicTitle')}>
                {ACADEMIC_TITLE_LABELS[user.academicTitle][locale]}
              </Descriptions.Item>
              <Descriptions.Item label={t('admin.users.registered')}>
                {date(user.createdAt)}
              </Descriptions.Item>
              <Descriptions.Item label={t('admin.users.lastSeen')}>
                {user.lastSeenAt ? date(user.lastSeenAt) : '—'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('admin.users.participation')}>
            {participation ? (
              <p>
                <Tag color={participation.status === 'accepted' ? 'green' : 'gold'}>
                  {t(`participant.status.${participation.status}`)}
                </Tag>{' '}
                {date(participation.createdAt)}
              </p>
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('admin.users.noParticipation')}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={`${t('admin.users.theses')} (${theses.total})`}>
            <Table<AdminUserThesisSummary>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={theses.items}
              locale={{ emptyText: t('admin.empty') }}
              columns={[
                {
                  title: t('admin.content.title'),
                  dataIndex: 'title',
                  render: (_: unknown, th) => (
                    <AdminLink to={`/admin/theses/view/${th.id}`}>{th.title}</AdminLink>
                  ),
                },
                {
                  title: t('admin.content.status'),
                  dataIndex: 'status',
                  render: (_: unknown, th) => t(`thesis.status.${th.status}`),
                },
                {
                  title: t('admin.users.date'),
                  dataIndex: 'submittedAt',
                  render: (_: unknown, th) => date(th.submittedAt),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={`${t('admin.users.payments')} (${payments.total})`}>
            <Table<AdminUserPaymentSummary>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={payments.items}
              locale={{ emptyText: t('admin.empty') }}
              columns={[
                {
                  title: t('admin.users.amount'),
                  dataIndex: 'amount',
                  render: (_: unknown, p) => `${p.amount} ${p.currency}`,
                },
                {
                  title: t('admin.content.status'),
                  dataIndex: 'status',
                  render: (_: unknown, p) => t(`payment.status.${p.status}`),
                },
                {
                  title: t('admin.users.date'),
                  dataIndex: 'createdAt',
                  render: (_: unknown, p) => date(p.createdAt),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
