import { Alert, Button, Space } from 'antd';
import { useT } from '../../app/intl';
import { LocalLink } from '../../app/LocalLink';
import { feeText } from '../shared/format';
import { useGetMyThesisQuery } from '../panel-api';
import { NextStep } from '../shared/NextStep';
import { QueryState } from '../shared/QueryState';
import { ThesisDetails } from '../shared/ThesisDetails';
import { ThesisTimeline } from '../shared/ThesisTimeline';
import { useGetMyTimelineQuery } from '../shared/timeline-api';
import { ResubmitForm } from './ResubmitForm';
import { useAbstractId } from '../shared/abstract-id';
import { PanelPage } from '../shared/PanelPage';

/** The author's part of the abstract's timeline (no reviewers' names under blind review). */
function MyTimeline({ id }: { id: number }) {
  const { data, isLoading, error, refetch } = useGetMyTimelineQuery(id);
  return (
    <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()}>
      {data && <ThesisTimeline timeline={data} />}
    </QueryState>
  );
}

/** /user/panel/theses/view/:id: the abstract, its history and what the author can do now. */
export function ThesisViewPage() {
  const t = useT();
  const { id, valid } = useAbstractId();
  const { data: thesis, isLoading, error, refetch } = useGetMyThesisQuery(id, { skip: !valid });
  const latestRejection = thesis?.rejections.at(-1);

  return (
    <PanelPage
      titleId="thesis-title"
      title={thesis?.title ?? t('panel.view.title')}
      back={{ to: '/user/panel/theses/submitted', label: t('panel.nav.submitted') }}
    >
      <QueryState
        isLoading={valid && isLoading}
        error={valid ? error : { message: t('error.abstractNotFound') }}
        onRetry={() => void refetch()}
      >
        {thesis && (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Alert
              type={
                thesis.status === 'rejected'
                  ? 'warning'
                  : thesis.status === 'accepted'
                    ? 'success'
                    : 'info'
              }
              showIcon
              title={
                <NextStep id={thesis.id} status={thesis.status} fee={thesis.fee} links={false} />
              }
              description={
                // The reason to act on comes first; the whole history is further down.
                thesis.status === 'rejected' && latestRejection ? (
                  <span style={{ whiteSpace: 'pre-wrap' }}>
                    {t('panel.view.reason', { reason: latestRejection.reason })}
                  </span>
                ) : undefined
              }
            />
            {thesis.status === 'require_payment' && thesis.payment && (
              <Alert
                type={thesis.payment.status === 'rejected' ? 'warning' : 'info'}
                showIcon
                title={
                  thesis.payment.status === 'pending'
                    ? t('panel.pay.pending')
                    : thesis.payment.status === 'accepted'
                      ? t('panel.pay.received')
                      : t('panel.pay.rejected')
                }
                description={
                  thesis.payment.reason
                    ? t('panel.view.reason', { reason: thesis.payment.reason })
                    : undefined
                }
              />
            )}
            {thesis.abilities.pay && (
              <LocalLink to={`/user/panel/theses/pay/${thesis.id}`}>
                <Button type="primary">
                  {t('panel.action.pay')} ({feeText(t, thesis.fee)})
                </Button>
              </LocalLink>
            )}
            {thesis.abilities.resubmit && <ResubmitForm thesisId={thesis.id} />}
            <ThesisDetails thesis={thesis} />
            <MyTimeline id={thesis.id} />
          </Space>
        )}
      </QueryState>
    </PanelPage>
  );
}
