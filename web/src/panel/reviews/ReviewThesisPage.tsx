import { Alert, Button, Card, Descriptions, List, Space, Tag, Typography } from 'antd';
import { DownloadOutlined, EyeOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { contract, requestFor, type ReviewerThesisDto } from '@conf/common';
import { ApiFileLink } from '../../app/ApiFileLink';
import { formatDate } from '../../app/dates';
import { useT } from '../../app/intl';
import { showError } from '../../app/toast';
import { formatBytes } from '../shared/format';
import { QueryState } from '../shared/QueryState';
import { ThesisStatusTag } from '../shared/StatusTags';
import { DeclineAssignment } from './DeclineAssignment';
import { ReviewForm } from './ReviewForm';
import { useBookmarkReviewMutation, useGetReviewThesisQuery } from './reviews-api';
import { useAbstractId } from '../shared/abstract-id';
import { PanelPage } from '../shared/PanelPage';

/** The abstract as the reviewer may see it: no author under blind review, neutral file names. */
function AbstractCard({ thesis }: { thesis: ReviewerThesisDto }) {
  const t = useT();
  const [bookmark, { isLoading }] = useBookmarkReviewMutation();
  const toggle = () =>
    bookmark({ id: thesis.id, bookmarked: !thesis.bookmarked }).unwrap().catch(showError);
  return (
    <Card
      extra={
        thesis.abilities.bookmark && (
          <Button
            icon={
              thesis.bookmarked ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />
            }
            aria-pressed={thesis.bookmarked}
            loading={isLoading}
            onClick={() => void toggle()}
          >
            {t(thesis.bookmarked ? 'reviewing.bookmarked' : 'reviewing.bookmark')}
          </Button>
        )
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('reviewing.col.topic')}>
            {thesis.topic.name}
          </Descriptions.Item>
          <Descriptions.Item label={t('reviewing.col.status')}>
            <ThesisStatusTag status={thesis.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('reviewing.keywords')}>
            {thesis.keywords.map((k) => (
              <Tag key={k}>{k}</Tag>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label={t('reviewing.col.submittedAt')}>
            {formatDate(thesis.submittedAt, t)}
          </Descriptions.Item>
        </Descriptions>
        {thesis.blind || !thesis.authors ? (
          <Alert type="info" showIcon title={t('reviewing.blind')} />
        ) : (
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('reviewing.authors')}>
              {thesis.authors
                .map((a) => `${a.name} ${a.surname} (${a.institution}, ${a.country.name})`)
                .join('; ')}
            </Descriptions.Item>
          </Descriptions>
        )}
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('reviewing.files')}
        </Typography.Title>
        <List
          dataSource={[...thesis.files].sort((a, b) => b.version - a.version)}
          renderItem={(file) => {
            const params = { id: thesis.id, fileId: file.id };
            return (
              <List.Item>
                <Space wrap>
                  <ApiFileLink
                    request={requestFor(contract.reviews.zip, { params })}
                    name={file.name}
                    button={<DownloadOutlined />}
                  >
                    {t('reviewing.file.zip', { version: file.version })}
                  </ApiFileLink>
                  <ApiFileLink
                    request={requestFor(contract.reviews.pdf, { params })}
                    inline
                    button={<EyeOutlined />}
                  >
                    {t('reviewing.file.pdf')}
                  </ApiFileLink>
                  <Typography.Text type="secondary">
                    {formatBytes(file.size)} · {formatDate(file.createdAt, t)}
                  </Typography.Text>
                </Space>
              </List.Item>
            );
          }}
        />
      </Space>
    </Card>
  );
}

/**
 * /user/panel/reviews/:id: one assigned abstract, its files, the reviewer's review (or its draft)
 * and, until they have reviewed it, a way to decline it.
 */
export function ReviewThesisPage() {
  const t = useT();
  const { id, valid } = useAbstractId();
  const { data: thesis, isLoading, error, refetch } = useGetReviewThesisQuery(id, { skip: !valid });
  return (
    <PanelPage
      titleId="review-title"
      title={thesis?.title ?? t('reviewing.form.title')}
      back={{ to: '/user/panel/reviews', label: t('reviewing.back') }}
    >
      <QueryState
        isLoading={valid && isLoading}
        error={valid ? error : { message: t('error.abstractNotFound') }}
        onRetry={() => void refetch()}
        back={{ to: '/user/panel/reviews', label: t('reviewing.back') }}
      >
        {thesis && (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <AbstractCard thesis={thesis} />
            <ReviewForm key={thesis.id} thesis={thesis} />
            {thesis.abilities.decline && <DeclineAssignment thesisId={thesis.id} />}
          </Space>
        )}
      </QueryState>
    </PanelPage>
  );
}
