import { useState } from 'react';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  List,
  Progress,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import {
  REVIEW_CRITERIA,
  REVIEW_RECOMMENDATIONS,
  type ReviewCandidateDto,
  type ThesisAssignmentDto,
} from '@conf/common';
import { formatDate } from '../../app/dates';
import { apiErrorBody, fieldErrors } from '../../app/error-message';
import { useT, useTranslateKey } from '../../app/intl';
import { showError, showSuccess } from '../../app/toast';
import { ScreenError, ScreenLoading } from '../shell/Screen';
import { AutoAssignModal } from './AutoAssignModal';
import { ConflictsList } from './ConflictsList';
import {
  useAssignReviewerMutation,
  useGetThesisReviewsQuery,
  useUnassignReviewerMutation,
} from './reviews-admin-api';

const heading = (text: string) => <h2 style={{ margin: 0, fontSize: 18 }}>{text}</h2>;

function AssignmentItem({
  thesisId,
  assignment,
}: {
  thesisId: number;
  assignment: ThesisAssignmentDto;
}) {
  const t = useT();
  const [unassign, unassigning] = useUnassignReviewerMutation();
  const { reviewer, review, declined } = assignment;
  const onUnassign = async () => {
    try {
      await unassign({ id: thesisId, reviewerId: reviewer.id }).unwrap();
      showSuccess(t('adminRev.summary.withdrawn'));
    } catch (err) {
      showError(err);
    }
  };
  return (
    <List.Item
      actions={
        assignment.abilities.unassign
          ? [
              <Button
                key="unassign"
                size="small"
                loading={unassigning.isLoading}
                onClick={() => void onUnassign()}
              >
                {t('adminRev.summary.unassign')}
              </Button>,
            ]
          : []
      }
    >
      <List.Item.Meta
        title={`${reviewer.name} ${reviewer.surname}`}
        description={
          declined ? (
            <Space orientation="vertical" size={4} style={{ width: '100%' }}>
              <Tag color="orange" data-testid="review-declined">
                {t('adminRev.summary.declined', { date: formatDate(declined.at, t) })}
              </Tag>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {t('timeline.reason', { reason: declined.reason })}
              </Typography.Paragraph>
              {assignment.abilities.unassign && (
                <Typography.Text type="secondary">
                  {t('adminRev.summary.declinedHint')}
                </Typography.Text>
              )}
            </Space>
          ) : review ? (
            <Space orientation="vertical" size={4} style={{ width: '100%' }}>
              <Space wrap size={4}>
                <Tag color="purple">{t(`review.recommendation.${review.recommendation}`)}</Tag>
                {REVIEW_CRITERIA.map((c) => (
                  <Tag key={c}>
                    {t(`review.criterion.${c}`)}: {review[c]}
                  </Tag>
                ))}
                {!assignment.current && <Tag color="orange">{t('adminRev.summary.outdated')}</Tag>}
              </Space>
              {review.commentForAuthor && (
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  <strong>{t('adminRev.summary.forAuthor')}:</strong> {review.commentForAuthor}
                </Typography.Paragraph>
              )}
              {review.confidentialComment && (
                <Typography.Paragraph
                  type="secondary"
                  style={{ whiteSpace: 'pre-wrap', margin: 0 }}
                >
                  <strong>{t('adminRev.summary.confidential')}:</strong>{' '}
                  {review.confidentialComment}
                </Typography.Paragraph>
              )}
            </Space>
          ) : (
            t('adminRev.summary.notYet')
          )
        }
      />
    </List.Item>
  );
}

function candidateLabel(c: ReviewCandidateDto, t: ReturnType<typeof useT>) {
  const notes = [t('adminRev.summary.load', { pending: c.load.pending })];
  if (!c.inTopic) notes.push(t('adminRev.summary.outOfTopic'));
  if (c.conflict) notes.push(t(`adminRev.conflict.${c.conflict}`));
  return `${c.reviewer.name} ${c.reviewer.surname} (${notes.join(', ')})`;
}

/** Assigns one reviewer; those with a conflict of interest are shown and cannot be chosen. */
function AssignForm({
  thesisId,
  candidates,
}: {
  thesisId: number;
  candidates: ReviewCandidateDto[];
}) {
  const t = useT();
  const translate = useTranslateKey();
  const [reviewerId, setReviewerId] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [assign, assigning] = useAssignReviewerMutation();
  const onAssign = async () => {
    if (!reviewerId) {
      setError('validation.notReviewer');
      return;
    }
    try {
      await assign({ id: thesisId, reviewerId }).unwrap();
      setReviewerId(undefined);
      setError(undefined);
      showSuccess(t('adminRev.summary.assigned'));
    } catch (err) {
      const errors = fieldErrors(err);
      setError(errors.reviewerId ?? Object.values(errors)[0] ?? apiErrorBody(err)?.message);
      showError(err);
    }
  };
  const sorted = [...candidates].sort(
    (a, b) => Number(!!a.conflict) - Number(!!b.conflict) || Number(b.inTopic) - Number(a.inTopic),
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <label htmlFor={`assign-${thesisId}`}>{t('adminRev.summary.assign')}</label>
      <Space.Compact style={{ width: '100%' }}>
        <Select<number>
          id={`assign-${thesisId}`}
          style={{ flex: 1, minWidth: 0 }}
          value={reviewerId}
          status={error ? 'error' : undefined}
          onChange={(value) => {
            setReviewerId(value);
            setError(undefined);
          }}
          showSearch={{ optionFilterProp: 'label' }}
          options={sorted.map((c) => ({
            value: c.reviewer.id,
            label: candidateLabel(c, t),
            disabled: c.conflict !== null,
          }))}
        />
        <Button type="primary" loading={assigning.isLoading} onClick={() => void onAssign()}>
          {t('adminRev.summary.assignButton')}
        </Button>
      </Space.Compact>
      {error && (
        <Typography.Text type="danger" role="alert">
          {translate(error)}
        </Typography.Text>
      )}
    </Space>
  );
}

/**
 * What organisers read beside their decision card: every review (confidential parts included),
 * the mean scores, the recommendations, the assignment of reviewers (with those who declined,
 * and why) and the conflicts of interest declared for the abstract.
 */
export function ReviewSummaryCard({
  thesisId,
  title,
  topicId,
}: {
  thesisId: number;
  title: string;
  topicId: number;
}) {
  const t = useT();
  const { data, isLoading, error, refetch } = useGetThesisReviewsQuery(thesisId);
  const [auto, setAuto] = useState(false);
  if (isLoading) return <ScreenLoading />;
  if (error || !data) return <ScreenError error={error} retry={() => void refetch()} />;
  const { progress, means, recommendations } = data;
  const mean = (v: number | null) => (v === null ? '–' : v.toFixed(1));
  return (
    <Card
      title={heading(t('adminRev.summary.title'))}
      aria-label={t('adminRev.summary.title')}
      extra={
        data.abilities.autoAssign && (
          <Button size="small" icon={<ThunderboltOutlined />} onClick={() => setAuto(true)}>
            {t('adminRev.auto.button')}
          </Button>
        )
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {progress.assigned > 0 && (
          <Space wrap>
            <Progress
              type="circle"
              size={48}
              percent={Math.round((progress.done / progress.assigned) * 100)}
            />
            <Typography.Text data-testid="review-progress">
              {progress.complete
                ? t('adminRev.summary.complete')
                : t('adminRev.summary.progress', {
                    done: progress.done,
                    assigned: progress.assigned,
                  })}
            </Typography.Text>
          </Space>
        )}
        {progress.done > 0 && (
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            {REVIEW_CRITERIA.map((c) => (
              <Descriptions.Item key={c} label={t(`review.criterion.${c}`)}>
                {mean(means[c])}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={t('adminRev.summary.overall')}>
              <strong>{mean(means.overall)}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('adminRev.summary.recommendations')}>
              <Space wrap size={4}>
                {REVIEW_RECOMMENDATIONS.map((r) => (
                  <Tag key={r}>
                    {t(`review.recommendation.${r}`)}: {recommendations[r]}
                  </Tag>
                ))}
              </Space>
            </Descriptions.Item>
          </Descriptions>
        )}
        {data.assignments.length > 0 ? (
          <List
            size="small"
            dataSource={data.assignments}
            rowKey={(a) => a.reviewer.id}
            renderItem={(a) => <AssignmentItem thesisId={thesisId} assignment={a} />}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminRev.summary.none')} />
        )}
        {data.abilities.assign && <AssignForm thesisId={thesisId} candidates={data.candidates} />}
        <section aria-labelledby={`conflicts-${thesisId}`}>
          <Typography.Title level={3} id={`conflicts-${thesisId}`} style={{ fontSize: 16 }}>
            {t('adminRev.conflicts.title')}
          </Typography.Title>
          <ConflictsList thesis={{ id: thesisId, title }} />
        </section>
      </Space>
      {auto && <AutoAssignModal open topicId={topicId} onClose={() => setAuto(false)} />}
    </Card>
  );
}
