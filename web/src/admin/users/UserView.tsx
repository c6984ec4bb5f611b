import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Modal,
  Row,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useNavigate, useParams } from 'react-router';
import { MessageOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { ACADEMIC_DEGREE_LABELS, ACADEMIC_TITLE_LABELS, type AdminUserDto } from '@conf/common';
import { useT } from '../../app/intl';
import { showError, showSuccess } from '../../app/toast';
import { AdminLink, useAdminPath } from '../shell/env';
import { PageHeader } from '../shell/PageHeader';
import { usePreferences } from '../shell/preferences';
import { ScreenError, ScreenLoading } from '../shell/Screen';
import { ROLE_LABELS } from './UsersList';
import { useChangeUserRoleMutation, useGetAdminUserQuery } from './users-api';
import { DATE } from '../shell/dates';

/** A short list of the user's items (abstracts, payments) in a card of its own. */
function SummaryTable<Row extends { id: number }>({
  title,
  items,
  columns,
}: {
  title: string;
  items: Row[];
  columns: TableColumnsType<Row>;
}) {
  const t = useT();
  return (
    <Col xs={24} xl={12}>
      <Card title={title}>
        <Table<Row>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={items}
          locale={{ emptyText: t('admin.empty') }}
          columns={columns.map((column, i) => ({ key: i, ...column }))}
        />
      </Card>
    </Col>
  );
}

/** Promote or demote, after a confirmation; the API's refusal (the last organiser) is shown as is. */
function RoleAction({ user }: { user: AdminUserDto }) {
  const t = useT();
  const [modal, modalHolder] = Modal.useModal();
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
    <>
      <Button
        danger={!promote}
        loading={isLoading}
        onClick={() => void ask()}
        disabled={!allowed && promote}
      >
        {t(promote ? 'admin.users.promote' : 'admin.users.demote')}
      </Button>
      {modalHolder}
    </>
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
        <SummaryTable
          title={`${t('admin.users.theses')} (${theses.total})`}
          items={theses.items}
          columns={[
            {
              title: t('admin.content.title'),
              render: (_: unknown, th) => (
                <AdminLink to={`/admin/theses/view/${th.id}`}>{th.title}</AdminLink>
              ),
            },
            {
              title: t('admin.content.status'),
              render: (_, th) => t(`thesis.status.${th.status}`),
            },
            { title: t('admin.users.date'), render: (_, th) => date(th.submittedAt) },
          ]}
        />
        <SummaryTable
          title={`${t('admin.users.payments')} (${payments.total})`}
          items={payments.items}
          columns={[
            { title: t('admin.users.amount'), render: (_, p) => `${p.amount} ${p.currency}` },
            { title: t('admin.content.status'), render: (_, p) => t(`payment.status.${p.status}`) },
            { title: t('admin.users.date'), render: (_, p) => date(p.createdAt) },
          ]}
        />
      </Row>
    </>
  );
}
