import { Button, Popconfirm } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { MessageKey } from '@conf/common';
import { useT } from '../../app/intl';
import { showError, showSuccess } from '../../app/toast';

/**
 * The edit and delete buttons of a room, a session or a slot; deleting asks first and says how
 * it went (a room in use, for one, is refused).
 */
export function EditDelete({
  onEdit,
  onDelete,
  confirm = 'adminProg.confirmDelete',
}: {
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  confirm?: MessageKey;
}) {
  const t = useT();
  return (
    <>
      <Button
        size="small"
        icon={<EditOutlined />}
        aria-label={t('adminProg.edit')}
        onClick={onEdit}
      />
      <Popconfirm
        title={t(confirm)}
        onConfirm={() =>
          void onDelete()
            .then(() => showSuccess(t('adminProg.deleted')))
            .catch(showError)
        }
      >
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('adminProg.delete')} />
      </Popconfirm>
    </>
  );
}
