import { useRef, type ReactNode } from 'react';
import { Form, Modal } from 'antd';
import { useT } from '../../app/intl';
import { showSuccess } from '../../app/toast';

/**
 * The console's modal with a form (adding a conflict or a reviewer, refusing a letter,
 * rejecting an abstract): a vertical form whose OK button sends it, shown as busy (and not
 * pressable again) while the request runs. `submit` sends the screen's schema form (null when it
 * was refused, the messages then stand under the fields); once sent, the `saved` toast shows,
 * `onSaved` resets what needs it and the modal closes. `danger` where OK refuses something.
 */
export function FormModal({
  open = true,
  title,
  okText,
  danger,
  busy,
  submit,
  saved,
  onSaved,
  onClose,
  children,
}: {
  open?: boolean;
  title: ReactNode;
  /** The OK button's text; "Save" unless the modal says otherwise. */
  okText?: string;
  danger?: boolean;
  busy: boolean;
  submit: () => Promise<unknown>;
  saved: string;
  onSaved?: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  // Validating waits for the schema, so `busy` is not set yet when OK is pressed twice at once.
  const sending = useRef(false);
  const onOk = async () => {
    if (busy || sending.current) return;
    sending.current = true;
    const sent = await submit().finally(() => (sending.current = false));
    if (!sent) return;
    showSuccess(saved);
    onSaved?.();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t('admin.save')}
      cancelText={t('admin.cancel')}
      okButtonProps={{ danger, loading: busy, disabled: busy }}
      onOk={() => void onOk()}
      onCancel={onClose}
    >
      <Form layout="vertical" component={false}>
        {children}
      </Form>
    </Modal>
  );
}
