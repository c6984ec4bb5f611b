import { useState } from 'react';
import { Alert, Button, Card, List, Space, Tag, Typography } from 'antd';
import { CalendarOutlined, LinkOutlined } from '@ant-design/icons';
import {
  contract,
  PROGRAMME_COMPLAINT_HOURS,
  requestFor,
  timingReportSchema,
  type MyTalkDto,
} from '@conf/common';
import { ApiFileLink } from '../../app/ApiFileLink';
import { formatDate } from '../../app/dates';
import { useT } from '../../app/intl';
import { LocalLink, useLocale } from '../../app/LocalLink';
import { useSchemaForm } from '../../app/schema-form';
import { showError, showSuccess } from '../../app/toast';
import { TextAreaField } from '../shared/TextAreaField';
import { QueryState } from '../shared/QueryState';
import { bakuTime } from './time';
import {
  useCreateCalendarLinkMutation,
  useGetCalendarLinkQuery,
  useGetMyTalksQuery,
  useReportTimingMutation,
  useRevokeCalendarLinkMutation,
} from './produces-api';
import { PanelPage } from '../shared/PanelPage';
import { PanelForm } from '../shared/PanelForm';

function ReportForm({ talk }: { talk: MyTalkDto }) {
  const t = useT();
  const form = useSchemaForm(timingReportSchema, { message: '' });
  const [report, sending] = useReportTimingMutation();
  const onSubmit = async () => {
    const body = form.validate();
    if (!body) return;
    try {
      await report({ thesisId: talk.thesisId, body }).unwrap();
      form.set('message', '');
      showSuccess(t('panelTalks.reported'));
    } catch (err) {
      form.refuse(err);
    }
  };
  return (
    <PanelForm onSubmit={onSubmit} label={t('panelTalks.report')}>
      <TextAreaField
        form={form}
        field="message"
        label={t('panelTalks.problem')}
        required
        hint={t('panelTalks.until', { deadline: bakuTime(talk.reportUntil!, t) })}
        rows={3}
      />
      <Button htmlType="submit" loading={sending.isLoading}>
        {t('panelTalks.report')}
      </Button>
    </PanelForm>
  );
}

function TalkCard({ talk }: { talk: MyTalkDto }) {
  const t = useT();
  const { slot } = talk;
  return (
    <Card title={talk.title} style={{ marginBottom: 16 }}>
      <dl className="panel-facts">
        <dt>{t('panelTalks.when')}</dt>
        <dd>
          {bakuTime(slot.startsAt, t)} – {slot.end}
        </dd>
        <dt>{t('panelTalks.room')}</dt>
        <dd>{slot.room ?? '—'}</dd>
        {talk.session && (
          <>
            <dt>{t('panelTalks.session')}</dt>
            <dd>{talk.session.title}</dd>
          </>
        )}
        {slot.speaker && (
          <>
            <dt>{t('panelTalks.speaker')}</dt>
            <dd>{slot.speaker}</dd>
          </>
        )}
      </dl>
      {talk.reports.length > 0 && (
        <List
          size="small"
          header={t('panelTalks.reports')}
          dataSource={talk.reports}
          renderItem={(r) => (
            <List.Item key={r.id}>
              <Space direction="vertical" size={0}>
                <span>
                  <Tag color={r.status === 'open' ? 'processing' : 'success'}>
                    {t(
                      r.status === 'open' ? 'panelTalks.status.open' : 'panelTalks.status.resolved',
                    )}
                  </Tag>
                  {formatDate(r.createdAt, t)}
                </span>
                <span style={{ whiteSpace: 'pre-wrap' }}>{r.message}</span>
                {r.note && <em>{r.note}</em>}
              </Space>
            </List.Item>
          )}
          style={{ marginBottom: 16 }}
        />
      )}
      {talk.canReport ? (
        <ReportForm talk={talk} />
      ) : (
        <Alert
          type="info"
          showIcon
          title={
            talk.reportUntil
              ? t('panelTalks.closed', {
                  hours: PROGRAMME_COMPLAINT_HOURS,
                  deadline: bakuTime(talk.reportUntil, t),
                })
              : t('panelTalks.notNotified')
          }
          description={
            <LocalLink to="/user/panel/messages">{t('panelTalks.writeToOrganisers')}</LocalLink>
          }
        />
      )}
    </Card>
  );
}

/** A secret address calendar apps subscribe to; shown once, when made. */
function CalendarSubscription() {
  const t = useT();
  const { data } = useGetCalendarLinkQuery();
  const [create, creating] = useCreateCalendarLinkMutation();
  const [revoke, revoking] = useRevokeCalendarLinkMutation();
  const [shown, setShown] = useState<string | null>(null);
  const onCreate = async () => {
    try {
      const link = await create().unwrap();
      setShown(link.url);
    } catch (err) {
      showError(err);
    }
  };
  return (
    <Card size="small" title={t('panelTalks.subscribe')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('panelTalks.subscribeHint')}</Typography.Paragraph>
      {shown && (
        <Typography.Paragraph copyable={{ text: shown }}>
          <code style={{ overflowWrap: 'anywhere' }}>{shown}</code>
        </Typography.Paragraph>
      )}
      <Space wrap>
        <Button
          icon={<LinkOutlined />}
          loading={creating.isLoading}
          onClick={() => void onCreate()}
        >
          {t(data?.createdAt ? 'panelTalks.replaceLink' : 'panelTalks.makeLink')}
        </Button>
        {data?.createdAt && (
          <Button
            danger
            loading={revoking.isLoading}
            onClick={() =>
              void revoke()
                .unwrap()
                .then(() => setShown(null))
                .catch(showError)
            }
          >
            {t('panelTalks.revokeLink')}
          </Button>
        )}
      </Space>
    </Card>
  );
}

/** /user/panel/talks: the caller's talks in the published programme, .ics, timing reports. */
export function TalksPage() {
  const t = useT();
  const locale = useLocale();
  const { data, isLoading, error, refetch } = useGetMyTalksQuery();
  return (
    <PanelPage titleId="talks-title" title={t('panelTalks.title')}>
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={!data || data.talks.length === 0}
        emptyText={t(data?.version === null ? 'panelTalks.notPublished' : 'panelTalks.empty')}
      >
        <Space wrap style={{ marginBottom: 16 }}>
          <ApiFileLink
            request={requestFor(contract.programme.myCalendar, { query: { lang: locale } })}
            name="my-talks.ics"
            button={<CalendarOutlined />}
          >
            {t('panelTalks.ics')}
          </ApiFileLink>
        </Space>
        <Typography.Paragraph type="secondary">
          {t('panelTalks.rule', { hours: PROGRAMME_COMPLAINT_HOURS })}
        </Typography.Paragraph>
        {data?.talks.map((talk) => (
          <TalkCard key={talk.thesisId} talk={talk} />
        ))}
        <CalendarSubscription />
      </QueryState>
    </PanelPage>
  );
}
