import { useId } from 'react';
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
 * A native file input with a label, hint and error: keyboard-accessible as it is and easy to
 * drive from tests. Checks of type and size belong to the caller (they differ per upload).
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
      className={`ant-form-item${error ? ' ant-form-item-has-error' : ''}`}
      style={{ marginBottom: 16 }}
    >
      <label htmlFor={id} style={{ display: 'block', marginBottom: 8 }}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      <div id={`${id}-hint`} className="ant-form-item-extra">
        {file
          ? t('panel.thesis.fileChosen', { name: file.name, size: formatBytes(file.size) })
          : hint}
      </div>
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
