import { useId, type ReactNode } from 'react';
import { Form } from 'antd';
import { useTranslateKey } from '../../app/intl';

interface FormFieldProps {
  label: ReactNode;
  required?: boolean;
  /** A catalogue key (client validation) or a translated text (server answer). */
  error?: string;
  hint?: ReactNode;
  /** A fixed id for the control (tests and the desktop's scripts find it by id). */
  id?: string;
  children: (id: string) => ReactNode;
}

/**
 * A labelled antd form row whose state lives in the screen (validated with the common zod
 * schema, not antd's rules): the label points at the control, the error is announced.
 */
export function FormField({ label, required, error, hint, id: fixed, children }: FormFieldProps) {
  const generated = useId();
  const id = fixed ?? generated;
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
