import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Checkbox, Input, Select, Space, Typography } from 'antd';
import { THESIS_LIMITS, contract, countWords, thesisSchema, type UserDto } from '@conf/common';
import { api } from '../../app/api';
import { errorStatus, fieldErrors } from '../../app/error-message';
import { useAppDispatch } from '../../app/hooks';
import { useT, useTranslateKey } from '../../app/intl';
import { useLocalePath } from '../../app/LocalLink';
import { showError, showSuccess } from '../../app/toast';
import { useSchemaForm } from '../../app/schema-form';
import { isAborted } from '../../app/transfer';
import { useUpload } from '../../app/transfer-hooks';
import { useGetTopicsQuery } from '../panel-api';
import { FilePicker } from '../shared/FilePicker';
import { FormField } from '../shared/FormField';
import { CurrentUserState } from '../shared/CurrentUserState';
import { UploadProgress } from '../shared/UploadProgress';
import { megabytes } from '../shared/format';
import { AuthorsEditor } from './AuthorsEditor';
import { clearDraft, isWorthKeeping, loadDraft, saveDraft } from './draft';
import {
  initialThesisValues,
  thesisInputOf,
  withoutAuthorRowErrors,
  type AuthorValues,
} from './thesis-form';
import { zipProblem } from './zip-check';
import { PanelPage } from '../shared/PanelPage';
import { PanelForm } from '../shared/PanelForm';

const AUTOSAVE_DELAY_MS = 400;

/** Removes the errors of the author fields whose values changed. */
function clearEditedAuthorErrors(
  errors: Record<string, string>,
  before: AuthorValues[],
  after: AuthorValues[],
): Record<string, string> {
  const next = { ...errors };
  after.forEach((author, i) => {
    for (const field of Object.keys(author) as (keyof AuthorValues)[]) {
      if (before[i]?.[field] !== author[field]) delete next[`authors.${i}.${field}`];
    }
  });
  if (after.some((a, i) => a.isCorresponding !== before[i]?.isCorresponding)) delete next.authors;
  return next;
}

function ThesisForm({ user }: { user: UserDto }) {
  const t = useT();
  const translate = useTranslateKey();
  const localize = useLocalePath();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const topics = useGetTopicsQuery();
  const initial = useMemo(() => initialThesisValues(user), [user]);
  const [restored] = useState(() => loadDraft(user.id));
  const form = useSchemaForm(thesisSchema, () => restored ?? initial, { input: thesisInputOf });
  const { values, errors, set } = form;
  const [showRestored, setShowRestored] = useState(Boolean(restored));
  const [file, setFile] = useState<File | null>(null);
  const { percent, uploading, start, cancel } = useUpload();
  const submitted = useRef(false);

  // Autosave the typed data (never the archive) while the author works.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      // Checked when the timer fires: the screen stays mounted while the next route loads, and
      // a save after a successful submission would bring the sent abstract back as a draft.
      if (!submitted.current && isWorthKeeping(values, initial)) saveDraft(user.id, values);
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [values, initial, user.id]);

  const onAuthors = (authors: AuthorValues[], rowsChanged: boolean) => {
    form.setErrors((e) => {
      const rest = rowsChanged
        ? withoutAuthorRowErrors(e)
        : clearEditedAuthorErrors(e, values.authors, authors);
      if (rowsChanged) delete rest.authors;
      return rest;
    });
    form.setValues((v) => ({ ...v, authors }));
  };

  const onFile = (next: File | null) => {
    setFile(next);
    const problem = next ? zipProblem(next) : null;
    form.clear('file');
    if (problem) form.setErrors((e) => ({ ...e, file: problem }));
  };

  const onClear = () => {
    clearDraft(user.id);
    form.setValues(initialThesisValues(user));
    form.setErrors({});
    setShowRestored(false);
  };

  const onSubmit = async () => {
    if (uploading) return;
    const input = form.validate();
    const fileProblem = zipProblem(file);
    if (fileProblem) form.setErrors((e) => ({ ...e, file: fileProblem }));
    if (!input || fileProblem) return;
    const body = new FormData();
    body.append('data', JSON.stringify(input));
    body.append('file', file!);
    try {
      const thesis = await start(contract.theses.submit, { body });
      submitted.current = true;
      clearDraft(user.id);
      dispatch(api.util.invalidateTags(['Thesis']));
      showSuccess(t('panel.send.done'));
      void navigate(localize(`/user/panel/theses/view/${thesis.id}`));
    } catch (err) {
      if (isAborted(err)) {
        showSuccess(t('panel.upload.cancelled'));
        return;
      }
      const status = errorStatus(err);
      if (status === null) {
        form.setErrors(fieldErrors(err));
        showError(t('panel.upload.failed'));
      } else form.refuse(err, status === 413 ? { file: 'validation.zipSize' } : {});
    }
  };

  const words = countWords(values.title);
  const keywordsError = Object.entries(errors).find(
    ([k]) => k === 'keywords' || k.startsWith('keywords.'),
  )?.[1];

  return (
    <PanelForm
      onSubmit={onSubmit}
      busy={uploading}
      disabled={uploading}
      footer={
        // Outside the antd Form: its `disabled` must not reach the cancel button.
        <Space orientation="vertical" style={{ width: '100%' }}>
          <UploadProgress percent={percent} onCancel={cancel} />
          <Typography.Text type="secondary">{t('auth.requiredNote')}</Typography.Text>
          <Button type="primary" htmlType="submit" loading={uploading} size="large">
            {t('panel.thesis.submit')}
          </Button>
        </Space>
      }
    >
      {showRestored && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('panel.send.draftRestored')}
          action={
            <Button size="small" onClick={onClear}>
              {t('panel.send.clear')}
            </Button>
          }
        />
      )}
      <Card style={{ marginBottom: 16 }}>
        <FormField
          label={t('panel.thesis.title')}
          required
          error={errors.title}
          hint={
            <span
              aria-live="polite"
              style={{
                color:
                  words < THESIS_LIMITS.titleMinWords || words > THESIS_LIMITS.titleMaxWords
                    ? '#d4380d'
                    : undefined,
              }}
            >
              {t('panel.thesis.words', {
                count: words,
                min: THESIS_LIMITS.titleMinWords,
                max: THESIS_LIMITS.titleMaxWords,
              })}
            </span>
          }
        >
          {(id) => (
            <Input.TextArea
              id={id}
              autoSize={{ minRows: 2, maxRows: 6 }}
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('panel.thesis.topic')} required error={errors.topicId}>
          {(id) => (
            <Select
              id={id}
              loading={topics.isLoading}
              placeholder={t('auth.field.choose')}
              value={values.topicId || undefined}
              onChange={(v: string) => set('topicId', v)}
              options={(topics.data ?? []).map((topic) => ({
                value: String(topic.id),
                label: topic.name,
              }))}
              status={errors.topicId ? 'error' : undefined}
              notFoundContent={topics.error ? t('site.loadFailed') : undefined}
            />
          )}
        </FormField>
        <FormField
          label={t('panel.thesis.keywords')}
          required
          error={keywordsError}
          hint={t('panel.thesis.keywordsHint', {
            min: THESIS_LIMITS.keywordsMin,
            max: THESIS_LIMITS.keywordsMax,
          })}
        >
          {(id) => (
            <Select
              id={id}
              mode="tags"
              open={false}
              tokenSeparators={[',', ';']}
              value={values.keywords}
              onChange={(v: string[]) => set('keywords', v.map((k) => k.trim()).filter(Boolean))}
              status={keywordsError ? 'error' : undefined}
              suffixIcon={null}
            />
          )}
        </FormField>
      </Card>
      <Card style={{ marginBottom: 16 }}>
        <AuthorsEditor
          authors={values.authors}
          errors={errors}
          user={user}
          disabled={uploading}
          onChange={onAuthors}
        />
      </Card>
      <Card style={{ marginBottom: 16 }}>
        <FilePicker
          label={t('panel.thesis.file')}
          hint={t('panel.thesis.fileHint', { size: megabytes(THESIS_LIMITS.zipMaxBytes) })}
          accept=".zip,application/zip"
          file={file}
          error={errors.file}
          required
          disabled={uploading}
          onChange={onFile}
        />
        <Checkbox
          checked={values.termsAccepted}
          onChange={(e) => set('termsAccepted', e.target.checked)}
          aria-invalid={Boolean(errors.termsAccepted)}
        >
          {t('panel.thesis.terms')} <span aria-hidden="true">*</span>
        </Checkbox>
        {errors.termsAccepted && (
          <Typography.Paragraph type="danger" role="alert">
            {translate(errors.termsAccepted)}
          </Typography.Paragraph>
        )}
      </Card>
    </PanelForm>
  );
}

/** /user/panel/theses/send: the abstract form, validated with common thesisSchema, uploaded with progress. */
export function SendThesisPage() {
  const t = useT();
  return (
    <PanelPage titleId="send-title" title={t('panel.send.title')}>
      <Typography.Paragraph>{t('panel.send.intro')}</Typography.Paragraph>
      <CurrentUserState>{(user) => <ThesisForm user={user} />}</CurrentUserState>
    </PanelPage>
  );
}
