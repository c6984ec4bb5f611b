import { Button, Space, Typography } from 'antd';
import { feeFor, isReviewerRole, type ParticipationDto } from '@conf/common';
import { useGetCurrentUserQuery } from '../app/api';
import { useT } from '../app/intl';
import { LocalLink, useLocalePath } from '../app/LocalLink';
import { Redirect } from '../app/Redirect';
import { showError, showSuccess } from '../app/toast';
import {
  useDeclareParticipationMutation,
  useGetMyThesesQuery,
  useGetParticipationQuery,
} from './panel-api';
import { NextStep } from './shared/NextStep';
import { PanelCard } from './shared/PanelCard';
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
    <PanelCard title={t('panel.participation.title')}>
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
    </PanelCard>
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
    <PanelCard
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
        {/* A plain list: antd's List brings Pagination, Select and Input into the panel's
            first load for a list that never pages here (issue 11: panel ≤ 300 KB gzip). */}
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {(data?.data ?? []).map((thesis) => (
            <li
              key={thesis.id}
              data-thesis-id={thesis.id}
              style={{
                display: 'grid',
                gap: 4,
                padding: '12px 0',
                borderBottom: '1px solid #f0f0f0',
              }}
            >
              <Typography.Text strong>
                <LocalLink to={`/user/panel/theses/view/${thesis.id}`}>{thesis.title}</LocalLink>
              </Typography.Text>
              <Space orientation="vertical" size={4}>
                <Space wrap>
                  <ThesisStatusTag status={thesis.status} />
                  <Typography.Text type="secondary">{thesis.topic.name}</Typography.Text>
                </Space>
                <NextStep id={thesis.id} status={thesis.status} fee={fee} />
              </Space>
            </li>
          ))}
        </ul>
      </QueryState>
    </PanelCard>
  );
}

/**
 * /user/panel: participation and the author's abstracts, each with what to do next. A reviewer
 * has no authors' area: their panel opens on the abstracts to review.
 */
export function PanelHome() {
  const t = useT();
  const localize = useLocalePath();
  const { data: user } = useGetCurrentUserQuery();
  if (user && isReviewerRole(user.role)) {
    return <Redirect to={localize('/user/panel/reviews')} />;
  }
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
