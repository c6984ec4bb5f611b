import { Button, Card, List, Space, Typography } from 'antd';
import { feeFor, type ParticipationDto } from '@conf/common';
import { useGetCurrentUserQuery } from '../app/api';
import { useT } from '../app/intl';
import { LocalLink } from '../app/LocalLink';
import { showError, showSuccess } from '../app/toast';
import {
  useDeclareParticipationMutation,
  useGetMyThesesQuery,
  useGetParticipationQuery,
} from './panel-api';
import { NextStep } from './shared/NextStep';
import { QueryState } from './shared/QueryState';
import { ParticipantStatusTag, ThesisStatusTag } from './shared/StatusTags';

function ParticipationCard() {
  const t = useT();
  const { data, isLoading, error, refetch } = useGetParticipationQuery();
  const [declare, { isLoading: declaring }] = useDeclareParticipationMutation();
  const onDeclare = async () => {
    try {
      await declare().unwrap();
      showSuccess(t('panel.participation.declared'));
    } catch (err) {
      showError(err);
    }
  };
  const status = (p: ParticipationDto) => (
    <Space wrap>
      <ParticipantStatusTag status={p.status} />
      <Typography.Text>{t(`panel.participation.${p.status}`)}</Typography.Text>
    </Space>
  );
  return (
    <Card title={t('panel.participation.title')}>
      <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()}>
        {data ? (
          status(data)
        ) : (
          <Space orientation="vertical">
            <Typography.Text>{t('panel.participation.none')}</Typography.Text>
            <Button type="primary" loading={declaring} onClick={() => void onDeclare()}>
              {t('panel.participation.declare')}
            </Button>
          </Space>
        )}
      </QueryState>
    </Card>
  );
}

function ThesesCard() {
  const t = useT();
  const { data: user } = useGetCurrentUserQuery();
  const { data, isLoading, error, refetch } = useGetMyThesesQuery({ page: 1, pageSize: 50 });
  // The list carries no fee; the author's own fee rule gives the amount the next step mentions.
  const fee = user
    ? feeFor({ countryCode: user.countryCode, academicDegree: user.academicDegree })
    : undefined;
  return (
    <Card
      title={t('panel.theses.title')}
      extra={
        <LocalLink to="/user/panel/theses/send">
          <Button type="primary">{t('panel.nav.send')}</Button>
        </LocalLink>
      }
    >
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={data?.data.length === 0}
        emptyText={t('panel.theses.none')}
      >
        <List
          dataSource={data?.data ?? []}
          renderItem={(thesis) => (
            <List.Item key={thesis.id} data-thesis-id={thesis.id}>
              <List.Item.Meta
                title={
                  <LocalLink to={`/user/panel/theses/view/${thesis.id}`}>{thesis.title}</LocalLink>
                }
                description={
                  <Space orientation="vertical" size={4}>
                    <Space wrap>
                      <ThesisStatusTag status={thesis.status} />
                      <Typography.Text type="secondary">{thesis.topic.name}</Typography.Text>
                    </Space>
                    <NextStep id={thesis.id} status={thesis.status} fee={fee} />
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      </QueryState>
    </Card>
  );
}

/** /user/panel: participation and the author's abstracts, each with what to do next. */
export function PanelHome() {
  const t = useT();
  const { data: user } = useGetCurrentUserQuery();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={1} style={{ fontSize: 28 }}>
          {t('panel.home.title')}
        </Typography.Title>
        {user && (
          <Typography.Paragraph>
            {t('panel.home.greeting', { name: `${user.name} ${user.surname}` })}
          </Typography.Paragraph>
        )}
      </div>
      <ParticipationCard />
      <ThesesCard />
    </Space>
  );
}
