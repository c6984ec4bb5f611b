import type { CSSProperties, ReactNode } from 'react';
import { Form } from 'antd';

/**
 * A panel form: the page's own `<form>` (the browser's checks off, the schema form's messages
 * stand under the fields instead) around a vertical antd form that only lays the fields out.
 * `onSubmit` runs in place of the browser's sending; `busy` marks the form while a request
 * (an upload) is out, `disabled` turns off every control (a review the organisers closed).
 */
export function PanelForm({
  onSubmit,
  label,
  busy,
  disabled,
  style,
  children,
  footer,
}: {
  onSubmit: () => unknown;
  /** The form's accessible name, where a page holds several (a report under each talk). */
  label?: string;
  busy?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  children: ReactNode;
  /** After the fields and outside the antd form, so `disabled` does not reach it (a cancel button). */
  footer?: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
      aria-label={label}
      aria-busy={busy}
      style={style}
    >
      <Form layout="vertical" component={false} disabled={disabled}>
        {children}
      </Form>
      {footer}
    </form>
  );
}
