import type { ReactNode } from 'react';
import { Form, Modal, Select } from 'antd';
import { useT } from '../../app/intl';
import { showSuccess } from '../../app/toast';
import { FormField } from '../../panel/shared/FormField';

/**
 * The frame of the reviewing modals: a vertical form whose OK button sends it, shown as busy
 * (and not pressable again) while the request runs. `submit` sends the screen's schema form
 * (null when it was refused, the messages then stand under the fields); once sent, the `saved`
 * toast shows, `onSaved` resets what needs it and the modal closes.
 */
export function FormModal({
  open = true,
  title,
  okText,
  busy,
  submit,
  saved,
  onSaved,
  onClose,
  children,
}: {
  open?: boolean;
  title: ReactNode;
  okText: string;
  busy: boolean;
  submit: () => Promise<unknown>;
  saved: string;
  onSaved?: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const onOk = async () => {
    if (busy || !(await submit())) return;
    showSuccess(saved);
    onSaved?.();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('adminRev.cancel')}
      okButtonProps={{ loading: busy, disabled: busy }}
      onOk={() => void onOk()}
      onCancel={onClose}
    >
      <Form layout="vertical" component={false}>
        {children}
      </Form>
    </Modal>
  );
}

interface Person {
  id: number;
  name: string;
  surname: string;
  email: string;
}

/** A person as a picker shows them: the name, and the e-mail that tells namesakes apart. */
export const personOption = (p: Person) => ({
  value: p.id,
  label: `${p.name} ${p.surname} <${p.email}>`,
});

/** A required field whose one value is picked among the rows the server found for the typed words. */
export function SearchField({
  label,
  error,
  options,
  loading,
  placeholder,
  value,
  onChange,
  onSearch,
}: {
  label: string;
  error: string | undefined;
  options: { value: number; label: string }[];
  loading: boolean;
  placeholder: string;
  value: number | undefined;
  onChange: (id: number) => void;
  onSearch: (q: string) => void;
}) {
  return (
    <FormField label={label} required error={error}>
      {(id) => (
        // antd filters nothing itself: the options are already what the server matched.
        <Select<number>
          id={id}
          showSearch={{ filterOption: false, onSearch }}
          placeholder={placeholder}
          loading={loading}
          value={value}
          onChange={onChange}
          options={options}
        />
      )}
    </FormField>
  );
}
