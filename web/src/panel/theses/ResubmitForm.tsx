import { useState, type FormEvent } from 'react';
import { Button, Card, Space } from 'antd';
import { THESIS_LIMITS, contract } from '@conf/common';
import { api } from '../../app/api';
import { errorStatus, fieldErrors } from '../../app/error-message';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../app/intl';
import { showError, showSuccess } from '../../app/toast';
import { panelApi } from '../panel-api';
import { FilePicker } from '../shared/FilePicker';
import { UploadProgress } from '../shared/UploadProgress';
import { megabytes } from '../shared/format';
import { isAborted } from '../../app/transfer';
import { useUpload } from '../../app/transfer-hooks';
import { zipProblem } from './zip-check';

/** The new .zip of a rejected abstract (spec §5: .zip with .tex and .pdf, at most 50 MB). */
export function ResubmitForm({ thesisId }: { thesisId: number }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const { percent, uploading, start, cancel } = useUpload();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = zipProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    const body = new FormData();
    body.append('file', file!);
    try {
      const thesis = await start(contract.theses.resubmit, { params: { id: thesisId }, body });
      dispatch(panelApi.util.upsertQueryData('getMyThesis', thesisId, thesis));
      dispatch(api.util.invalidateTags(['Thesis']));
      setFile(null);
      showSuccess(t('panel.view.resubmitted'));
    } catch (err) {
      if (isAborted(err)) return showSuccess(t('panel.upload.cancelled'));
      const status = errorStatus(err);
      setError(status === 413 ? 'validation.zipSize' : (fieldErrors(err).file ?? undefined));
      showError(status === null ? t('panel.upload.failed') : err);
    }
  };

  return (
    <Card
      id="resubmit"
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('panel.view.resubmit')}</h2>}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <FilePicker
          label={t('panel.thesis.file')}
          hint={t('panel.thesis.fileHint', { size: megabytes(THESIS_LIMITS.zipMaxBytes) })}
          accept=".zip,application/zip"
          file={file}
          error={error}
          required
          disabled={uploading}
          onChange={(next) => {
            setFile(next);
            setError(next ? (zipProblem(next) ?? undefined) : undefined);
          }}
        />
        <Space orientation="vertical" style={{ width: '100%' }}>
          <UploadProgress percent={percent} onCancel={cancel} />
          <Button type="primary" htmlType="submit" loading={uploading}>
            {t('panel.view.resubmitButton')}
          </Button>
        </Space>
      </form>
    </Card>
  );
}
