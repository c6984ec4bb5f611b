import type { ReactNode } from 'react';
import { Form, Modal, Select } from 'antd';
import { useT } from '../../app/intl';

/**
 * The frame of the reviewing modals: a vertical form whose OK button sends it, shown as busy
 * (and not pressable again) while the request runs. The fields live in the screen's schema form.
 */
export function FormModal({
  open = true,
  title,
  okText,
  busy,
  onOk,
  onClose,
  children,
}: {
  open?: boolean;
  title: ReactNode;
  okText: string;
  busy: boolean;
  onOk: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
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

/** One of the rows the server found for the typed words (antd filters nothing itself). */
export function SearchSelect({
  id,
  options,
  loading,
  placeholder,
  value,
  onChange,
  onSearch,
}: {
  id: string;
  options: { value: number; label: string }[];
  loading: boolean;
  placeholder: string;
  value: number | undefined;
  onChange: (id: number) => void;
  onSearch: (q: string) => void;
}) {
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch }}
      placeholder={placeholder}
      loading={loading}
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}
