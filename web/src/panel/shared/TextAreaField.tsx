import type { ReactNode, Ref } from 'react';
import { Input, type GetRef } from 'antd';
import { FormField } from './FormField';

/** What of a schema form a text field reads and sets. */
interface TextForm<K extends string> {
  values: { [F in K]: string };
  errors: Record<string, string | undefined>;
  set: (field: K, value: string) => void;
}

/**
 * A labelled text area bound to the text field `field` of a schema form (a reason, a comment, a
 * message): its value, its change and the message under it.
 */
export function TextAreaField<K extends string>({
  form,
  field,
  label,
  required,
  hint,
  id,
  rows = 4,
  maxLength,
  disabled,
  ref,
}: {
  form: TextForm<K>;
  field: K;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** A fixed id for the control (see FormField). */
  id?: string;
  rows?: number;
  maxLength?: number;
  disabled?: boolean;
  ref?: Ref<GetRef<typeof Input.TextArea>>;
}) {
  return (
    <FormField label={label} required={required} hint={hint} error={form.errors[field]} id={id}>
      {(controlId) => (
        <Input.TextArea
          id={controlId}
          ref={ref}
          rows={rows}
          maxLength={maxLength}
          disabled={disabled}
          value={form.values[field]}
          onChange={(e) => form.set(field, e.target.value)}
        />
      )}
    </FormField>
  );
}
