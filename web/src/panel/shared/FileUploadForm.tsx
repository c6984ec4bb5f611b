import { useState, type FormEvent } from 'react';
import { Button, Space } from 'antd';
import type { MessageKey } from '@conf/common';
import { errorStatus, fieldErrors } from '../../app/error-message';
import { useT } from '../../app/intl';
import { showError, showSuccess } from '../../app/toast';
import { isAborted } from '../../app/transfer';
import { useUpload } from '../../app/transfer-hooks';
import { FilePicker } from './FilePicker';
import { UploadProgress } from './UploadProgress';

type Start = ReturnType<typeof useUpload>['start'];

/**
 * A form that uploads one file with progress (a receipt, a new archive): the file is checked
 * before sending, a refusal shows under the picker (413 as the size rule), and the upload can
 * be cancelled. `send` names the contract route; `onSent` takes its typed answer.
 */
export function FileUploadForm<T>({
  label,
  hint,
  accept,
  part,
  check,
  tooLarge,
  submit,
  send,
  onSent,
}: {
  label: string;
  hint: string;
  accept: string;
  /** The multipart field of the file, which the API's field errors name too. */
  part: string;
  check: (file: File | null) => MessageKey | null;
  tooLarge: MessageKey;
  submit: string;
  send: (start: Start, body: FormData) => Promise<T>;
  onSent: (answer: T) => void;
}) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const upload = useUpload();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check(file);
    if (problem) return setError(problem);
    const body = new FormData();
    body.append(part, file!);
    try {
      onSent(await send(upload.start, body));
      setFile(null);
    } catch (err) {
      if (isAborted(err)) return showSuccess(t('panel.upload.cancelled'));
      const status = errorStatus(err);
      setError(status === 413 ? tooLarge : fieldErrors(err)[part]);
      showError(status === null ? t('panel.upload.failed') : err);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <FilePicker
        label={label}
        hint={hint}
        accept={accept}
        file={file}
        error={error}
        required
        disabled={upload.uploading}
        onChange={(next) => {
          setFile(next);
          setError(next ? (check(next) ?? undefined) : undefined);
        }}
      />
      <Space orientation="vertical" style={{ width: '100%' }}>
        <UploadProgress percent={upload.percent} onCancel={upload.cancel} />
        <Button type="primary" htmlType="submit" loading={upload.uploading}>
          {submit}
        </Button>
      </Space>
    </form>
  );
}
