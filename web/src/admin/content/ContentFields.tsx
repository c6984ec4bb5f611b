import { useId } from 'react';
import { Form } from 'antd';
import { RichTextEditor } from './RichTextEditor';

/** The body editor with its label (the editor surface is not a native control). */
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
    <Form.Item validateStatus={error ? 'error' : undefined} help={error}>
      <div id={labelId} className="ant-form-item-label">
        <label>{label}</label>
      </div>
      <RichTextEditor
        value={value}
        onChange={onChange}
        labelId={labelId}
        invalid={Boolean(error)}
      />
    </Form.Item>
  );
}
