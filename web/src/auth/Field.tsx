import { useId, type ReactNode } from 'react';
import { useT, useTranslateKey } from '../app/intl';

interface FieldProps {
  label: string;
  required?: boolean;
  /** A catalogue key (client validation) or a translated text (server answer). */
  error?: string;
  hint?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    'aria-required'?: boolean;
  }) => ReactNode;
}

/** A labelled form field: `*` marks required fields (spec §1); errors are announced. */
export function Field({ label, required, error, hint, children }: FieldProps) {
  const id = useId();
  const t = useT();
  const translate = useTranslateKey();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="field__required" title={t('auth.required')}>
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {translate(error)}
        </p>
      )}
    </div>
  );
}
