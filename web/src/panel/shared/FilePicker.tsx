import { useId } from 'react';
import { Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useT, useTranslateKey } from '../../app/intl';
import { formatBytes } from './format';

interface FilePickerProps {
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

/**
 * The design system's drop zone with a label, hint and error: a file is dropped on it or chosen
 * from the dialog it opens (by click, or Enter once focused). It only picks the file: the caller
 * checks its type and size (they differ per upload) and sends it with its progress. Every file
 * reaches the caller, whatever `accept` says, so a wrong one is explained instead of ignored.
 */
export function FilePicker({
  label,
  hint,
  accept,
  file,
  error,
  required,
  disabled,
  onChange,
}: FilePickerProps) {
  const id = useId();
  const t = useT();
  const translate = useTranslateKey();
  return (
    <div
      className={`ant-form-item file-picker${error ? ' ant-form-item-has-error' : ''}`}
      style={{ marginBottom: 16 }}
    >
      {/* Names the hidden file input too, which is what tests and assistive tech fill in. */}
      <label htmlFor={id} style={{ display: 'block', marginBottom: 8 }}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <Upload.Dragger
        id={id}
        accept={{ format: accept, filter: 'native' }}
        multiple={false}
        showUploadList={false}
        // The drop zone itself takes the focus and opens the dialog on Enter.
        hasControlInside={false}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        // The error first: it is what needs reading before the hint.
        aria-describedby={`${error ? `${id}-error ` : ''}${id}-hint`}
        aria-required={required || undefined}
        beforeUpload={(chosen) => {
          onChange(chosen);
          return Upload.LIST_IGNORE;
        }}
        className={error ? 'file-picker__zone file-picker__zone--error' : 'file-picker__zone'}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">
          <span className="visually-hidden">{label}: </span>
          {t('panel.upload.drop')}
        </p>
        <p id={`${id}-hint`} className="ant-upload-hint">
          {file
            ? t('panel.thesis.fileChosen', { name: file.name, size: formatBytes(file.size) })
            : hint}
        </p>
      </Upload.Dragger>
      {error && (
        <div
          id={`${id}-error`}
          role="alert"
          className="ant-form-item-explain-error"
          style={{ color: '#ff4d4f' }}
        >
          {translate(error)}
        </div>
      )}
    </div>
  );
}
