import { useId, useState } from 'react';
import { Alert, Button, Card, Form, Radio, Space, Typography } from 'antd';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_CRITERIA,
  REVIEW_RECOMMENDATIONS,
  REVIEW_SCORE,
  reviewDraftSchema,
  reviewSchema,
  type ReviewerThesisDto,
} from '@conf/common';
import { formatDate } from '../../app/dates';
import { useT, useTranslateKey } from '../../app/intl';
import { useSchemaForm } from '../../app/schema-form';
import { showSuccess } from '../../app/toast';
import { TextAreaField } from '../shared/TextAreaField';
import { useSaveReviewDraftMutation, useSaveReviewMutation } from './reviews-api';
import { emptyReview, reviewFormValues, type ReviewFormValues } from './review-draft';
import { PanelForm } from '../shared/PanelForm';

const SCORES = Array.from(
  { length: REVIEW_SCORE.max - REVIEW_SCORE.min + 1 },
  (_, i) => REVIEW_SCORE.min + i,
);

/** A row of radio buttons labelled by its form row's label (for screen readers and tests). */
function ChoiceRow({
  label,
  error,
  required,
  children,
}: {
  label: string;
  error?: string;
  required?: boolean;
  children: (labelId: string) => React.ReactNode;
}) {
  const labelId = useId();
  const translate = useTranslateKey();
  return (
    <Form.Item
      label={<span id={labelId}>{label}</span>}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span role="alert">{translate(error)}</span> : undefined}
    >
      {children(labelId)}
    </Form.Item>
  );
}

/** The draft the server keeps, else the submitted review, else an empty form. */
function initialValues(thesis: ReviewerThesisDto): ReviewFormValues {
  const from = thesis.draft ?? thesis.review;
  return from ? reviewFormValues(from) : emptyReview;
}

/**
 * The reviewer's review of one abstract, validated with the API's own schema: three scores, a
 * recommendation and two comments. "Save draft" keeps it, unfinished, on the server (for the
 * reviewer alone, on any device; a draft of changes leaves the submitted review standing);
 * "Submit" sends it (it stays editable until the organisers decide). A refusal lands under its
 * fields, what was typed stays, and a button cannot be pressed twice while its request is out.
 */
export function ReviewForm({ thesis }: { thesis: ReviewerThesisDto }) {
  const t = useT();
  const [initial] = useState(() => initialValues(thesis));
  const [restored, setRestored] = useState(thesis.draft !== null);
  const form = useSchemaForm(reviewSchema, initial);
  const [save, { isLoading }] = useSaveReviewMutation();
  const [saveDraft, drafting] = useSaveReviewDraftMutation();
  const busy = isLoading || drafting.isLoading;
  const editable = thesis.abilities.review;

  const onSubmit = async () => {
    if (busy) return;
    const body = form.validate();
    if (!body) return;
    try {
      await save({ id: thesis.id, body }).unwrap();
      setRestored(false);
      showSuccess(t('reviewing.form.submitted'));
    } catch (err) {
      form.refuse(err);
    }
  };

  const onDraft = async () => {
    if (busy) return;
    // A draft may lack parts, but what it holds is checked like the review.
    const body = form.check(reviewDraftSchema);
    if (!body) return;
    try {
      await saveDraft({ id: thesis.id, body }).unwrap();
      showSuccess(t('reviewing.form.draftSaved'));
    } catch (err) {
      form.refuse(err);
    }
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('reviewing.form.title')}</h2>}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {!editable && <Alert type="info" showIcon title={t('reviewing.form.closed')} />}
        {editable && thesis.review && !thesis.reviewCurrent && (
          <Alert type="warning" showIcon title={t('reviewing.form.outdated')} />
        )}
        {editable && restored && (
          <Alert type="info" showIcon title={t('reviewing.form.draftRestored')} />
        )}
        {editable && thesis.draft && (
          <Typography.Text type="secondary" data-testid="review-draft-saved">
            {t('reviewing.form.draftSavedAt', { date: formatDate(thesis.draft.updatedAt, t) })}
          </Typography.Text>
        )}
        {thesis.review && (
          <Typography.Text type="secondary">
            {t('reviewing.form.savedAt', {
              date: formatDate(thesis.review.updatedAt, t),
              version: thesis.review.version,
            })}
          </Typography.Text>
        )}
      </Space>
      <PanelForm onSubmit={onSubmit} disabled={!editable} style={{ marginTop: 16 }}>
        <Typography.Paragraph strong>{t('reviewing.form.scores')}</Typography.Paragraph>
        {REVIEW_CRITERIA.map((criterion) => (
          <ChoiceRow
            key={criterion}
            label={t(`review.criterion.${criterion}`)}
            required
            error={form.errors[criterion]}
          >
            {(labelId) => (
              <div role="radiogroup" aria-labelledby={labelId}>
                <Radio.Group
                  optionType="button"
                  value={form.values[criterion]}
                  onChange={(e) => form.set(criterion, e.target.value as number)}
                  options={SCORES.map((n) => ({ value: n, label: String(n) }))}
                />
              </div>
            )}
          </ChoiceRow>
        ))}
        <ChoiceRow
          label={t('reviewing.form.recommendation')}
          required
          error={form.errors.recommendation}
        >
          {(labelId) => (
            <div role="radiogroup" aria-labelledby={labelId}>
              <Radio.Group
                value={form.values.recommendation}
                onChange={(e) =>
                  form.set('recommendation', e.target.value as ReviewFormValues['recommendation'])
                }
                options={REVIEW_RECOMMENDATIONS.map((r) => ({
                  value: r,
                  label: t(`review.recommendation.${r}`),
                }))}
              />
            </div>
          )}
        </ChoiceRow>
        {(['commentForAuthor', 'confidentialComment'] as const).map((field) => (
          <TextAreaField
            key={field}
            form={form}
            field={field}
            label={t(`reviewing.form.${field}`)}
            hint={t(`reviewing.form.${field}Hint`)}
            rows={5}
            maxLength={REVIEW_COMMENT_MAX}
            disabled={!editable}
          />
        ))}
        {editable && (
          <Space orientation="vertical">
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={isLoading} disabled={busy}>
                {t(thesis.review ? 'reviewing.form.update' : 'reviewing.form.submit')}
              </Button>
              <Button onClick={() => void onDraft()} loading={drafting.isLoading} disabled={busy}>
                {t('reviewing.form.saveDraft')}
              </Button>
            </Space>
            <Typography.Text type="secondary">{t('reviewing.form.draftHint')}</Typography.Text>
          </Space>
        )}
      </PanelForm>
    </Card>
  );
}
