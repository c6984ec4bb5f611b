import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useIntl } from 'react-intl';
import {
  formatMoment,
  type Locale,
  type MessageKey,
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
import { DAY_MONTH } from '../shell/dates';

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

function activityText(
  t: ReturnType<typeof useT>,
  known: Record<string, unknown>,
  item: DashboardActivity,
): string {
  const userName = item.userName || t('admin.dashboard.deletedUser');
  const key = `notification.${item.type}`;
  // A type the console does not know yet shows its author only (admin-dashboard.ts). The
  // console's own catalogue answers, not common's raw one, which would ride in this chunk.
  return key in known ? t(key as MessageKey, { userName, title: item.title ?? '' }) : userName;
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
            {/* A plain list: antd's List brings its pagination and, with it, Select (30 KB gzip). */}
            {data.recentActivity.length === 0 ? (
              <Typography.Text type="secondary">{t('admin.dashboard.noActivity')}</Typography.Text>
            ) : (
              <ul className="admin-activity">
                {data.recentActivity.map((item, index) => {
                  const link = activityLink(item);
                  const text = activityText(t, intl.messages, item);
                  return (
                    <li key={`${item.createdAt}:${index}`}>
                      <span className="admin-activity__title">
                        {link ? <AdminLink to={link}>{text}</AdminLink> : text}
                      </span>
                      <Typography.Text type="secondary">
                        <time dateTime={item.createdAt}>
                          {/* A submission or a receipt: a personal event, in the reader's zone. */}
                          {formatMoment(item.createdAt, intl.locale as Locale)}
                        </time>
                      </Typography.Text>
                    </li>
                  );
                })}
              </ul>
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
