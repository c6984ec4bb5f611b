import { useId, type ReactNode } from 'react';
import { Form } from 'antd';
import { useTranslateKey } from '../../app/intl';

interface FormFieldProps {
  label: ReactNode;
  required?: boolean;
  /** A catalogue key (client validation) or a translated text (server answer). */
  error?: string;
  hint?: ReactNode;
  children: (id: string) => ReactNode;
}

/**
 * A labelled antd form row whose state lives in the screen (validated with the common zod
 * schema, not antd's rules): the label points at the control, the error is announced.
 */
export function FormField({ label, required, error, hint, children }: FormFieldProps) {
  const id = useId();
  const translate = useTranslateKey();
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span role="alert">{translate(error)}</span> : undefined}
      extra={hint}
    >
      {children(id)}
    </Form.Item>
  );
}
