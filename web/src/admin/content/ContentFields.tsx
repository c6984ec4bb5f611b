import { useId } from 'react';
import { Form, Input } from 'antd';
import { FormField } from '../../panel/shared/FormField';
import type { KindFieldsProps } from './content-kind';
import { RichTextEditor } from './RichTextEditor';

/**
 * The body editor with its label. The label is the form row's own (aligned like every other
 * field's); the editor surface is not a native control, so it names itself by the label's id.
 */
export function BodyField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const labelId = useId();
  return (
    <Form.Item
      label={<span id={labelId}>{label}</span>}
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      <RichTextEditor
        value={value}
        onChange={onChange}
        labelId={labelId}
        invalid={Boolean(error)}
      />
    </Form.Item>
  );
}

/** The keys of a form's values that hold text. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** A labelled text area bound to a text field of the kind's form (a description, a summary). */
export function TextAreaField<V>({
  label,
  field,
  rows,
  form,
}: {
  label: string;
  field: TextKey<V>;
  rows: number;
  form: Omit<KindFieldsProps<V>, 'slot'>;
}) {
  return (
    <FormField label={label} error={form.errors[field]}>
      {(id) => (
        <Input.TextArea
          id={id}
          rows={rows}
          value={form.values[field] as string}
          onChange={(e) => form.set(field, e.target.value as V[typeof field])}
        />
      )}
    </FormField>
  );
}
