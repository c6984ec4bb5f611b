import { Card, Col, List, Row, Statistic, Typography } from 'antd';
import { useIntl } from 'react-intl';
import {
  CONFERENCE_TIME_ZONE,
  isMessageKey,
  type AdminInitialData,
  type DashboardActivity,
} from '@conf/common';
import { useT } from '../../app/intl';
import { useGetAdminInitialDataQuery } from '../admin-api';
import { AdminLink } from '../shell/env';
import { PageHeader } from '../shell/PageHeader';
import { ScreenError, ScreenLoading } from '../shell/Screen';
import { ActivityChart } from './Chart';
import { conferenceToday } from './today';
import { DATE_TIME, DAY_MONTH } from '../shell/dates';

type CounterKey = Exclude<keyof AdminInitialData, 'success' | 'chart' | 'recentActivity'>;

/**
 * Each counter of spec §3 and the filtered list it opens (`{today}`: the conference's today).
 * Its label is `admin.dashboard.{counter}`.
 */
const COUNTERS: [CounterKey, string][] = [
  ['thesesInEditor', '/admin/theses?status=in_editor'],
  ['thesesRevised', '/admin/theses?status=revised'],
  ['thesesRejected', '/admin/theses?status=rejected'],
  ['thesesAccepted', '/admin/theses?status=accepted'],
  ['messages', '/admin/messages'],
  ['users', '/admin/users'],
  ['toDayUsers', '/admin/users?registeredFrom={today}'],
  ['participantsInConfirmation', '/admin/participants?status=in_confirmation'],
  ['participantsAccepted', '/admin/participants?status=accepted'],
];

function activityText(t: ReturnType<typeof useT>, item: DashboardActivity): string {
  const userName = item.userName || t('admin.dashboard.deletedUser');
  const key = `notification.${item.type}`;
  // A type the console does not know yet shows its author only (admin-dashboard.ts).
  return isMessageKey(key) ? t(key, { userName, title: item.title ?? '' }) : userName;
}

function activityLink(item: DashboardActivity): string | null {
  if (item.thesisId) return `/admin/theses/view/${item.thesisId}`;
  if (item.participantId) return '/admin/participants';
  if (item.userId) return `/admin/users/view/${item.userId}`;
  return null;
}

/** The dashboard (spec §3): counters linking to their lists, the chart and recent activity. */
export function Dashboard() {
  const t = useT();
  const intl = useIntl();
  const { data, error, isLoading, refetch } = useGetAdminInitialDataQuery();
  const title = t('admin.dashboard.title');
  if (isLoading)
    return (
      <>
        <PageHeader title={title} />
        <ScreenLoading />
      </>
    );
  if (!data)
    return (
      <>
        <PageHeader title={title} />
        <ScreenError error={error} retry={() => void refetch()} />
      </>
    );
  const today = conferenceToday();
  const formatDay = (date: string) =>
    intl.formatDate(`${date}T12:00:00Z`, { ...DAY_MONTH, timeZone: 'UTC' });

  return (
    <>
      <PageHeader title={title} />
      <section aria-label={t('admin.dashboard.counters')}>
        <Row gutter={[16, 16]}>
          {COUNTERS.map(([key, path]) => (
            <Col xs={24} sm={12} lg={8} xl={6} key={key}>
              <AdminLink to={path.replace('{today}', today)} className="admin-counter">
                <Card hoverable data-counter={key}>
                  <Statistic title={t(`admin.dashboard.${key}`)} value={data[key]} />
                </Card>
              </AdminLink>
            </Col>
          ))}
        </Row>
      </section>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={16}>
          <Card title={t('admin.dashboard.chartTitle', { days: data.chart.days.length })}>
            <ActivityChart days={data.chart.days} formatDay={formatDay} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('admin.dashboard.activity')}>
            <List
              dataSource={data.recentActivity}
              locale={{ emptyText: t('admin.dashboard.noActivity') }}
              renderItem={(item) => {
                const link = activityLink(item);
                const text = activityText(t, item);
                return (
                  <List.Item>
                    <List.Item.Meta
                      title={link ? <AdminLink to={link}>{text}</AdminLink> : text}
                      description={
                        <Typography.Text type="secondary">
                          <time dateTime={item.createdAt}>
                            {intl.formatDate(item.createdAt, {
                              ...DATE_TIME,
                              timeZone: CONFERENCE_TIME_ZONE,
                            })}
                          </time>
                        </Typography.Text>
                      }
                    />
                  </List.Item>
                );
              }}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
