import { useParams } from 'react-router';
import { Col, Row, Space } from 'antd';
import { useT } from '../../app/intl';
import { ThesisDetails } from '../../panel/shared/ThesisDetails';
import { ThesisTimeline } from '../../panel/shared/ThesisTimeline';
import { useGetAdminTimelineQuery } from '../../panel/shared/timeline-api';
import { ReviewSummaryCard } from '../reviews/ReviewSummaryCard';
import { AdminLink } from '../shell/env';
import { PageHeader } from '../shell/PageHeader';
import { ScreenError, ScreenLoading } from '../shell/Screen';
import { DecisionCard } from './DecisionCard';
import { useGetAdminThesisQuery } from './theses-api';

/** The abstract's whole timeline, below its details (its own loading and error states). */
function AdminTimeline({ id }: { id: number }) {
  const { data, isLoading, error, refetch } = useGetAdminTimelineQuery(id);
  if (isLoading) return <ScreenLoading />;
  if (error || !data) return <ScreenError error={error} retry={() => void refetch()} />;
  return <ThesisTimeline timeline={data} />;
}

/**
 * /admin/theses/view/:id: the decision beside the review summary, the whole abstract with every
 * file version, and its timeline.
 */
export function ThesisReviewPage() {
  const t = useT();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: thesis, isLoading, error, refetch } = useGetAdminThesisQuery(id, { skip: !valid });
  const links = [{ title: t('adminWf.theses.title'), to: '/admin/theses' }];

  return (
    <>
      <PageHeader title={t('adminWf.thesis.title', { id: valid ? id : '?' })} links={links} />
      {!valid ? (
        <ScreenError error={{ message: t('error.abstractNotFound') }} />
      ) : isLoading ? (
        <ScreenLoading />
      ) : error || !thesis ? (
        <ScreenError error={error} retry={() => void refetch()} />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={10}>
              <DecisionCard thesis={thesis} onConflict={() => void refetch()} />
            </Col>
            <Col xs={24} lg={14}>
              <ReviewSummaryCard
                thesisId={thesis.id}
                title={thesis.title}
                topicId={thesis.topic.id}
              />
            </Col>
          </Row>
          <ThesisDetails
            thesis={thesis}
            submitter={
              <AdminLink to={`/admin/users/view/${thesis.user.id}`}>
                {thesis.user.name} {thesis.user.surname}
              </AdminLink>
            }
          />
          <AdminTimeline id={thesis.id} />
        </Space>
      )}
    </>
  );
}
