import { useState, type FormEvent } from 'react';
import { Button, Form, InputNumber, Space, Table } from 'antd';
import { roomSchema, type RoomDto } from '@conf/common';
import { useT } from '../../app/intl';
import { useSchemaForm } from '../../app/schema-form';
import { showSuccess } from '../../app/toast';
import { FormField } from '../../panel/shared/FormField';
import { EditDelete } from './actions';
import { TextField } from './fields';
import { useDeleteRoomMutation, useSaveRoomMutation } from './programme-api';

function RoomForm({ room, onDone }: { room?: RoomDto; onDone: () => void }) {
  const t = useT();
  const form = useSchemaForm(roomSchema, () => ({
    nameEn: room?.nameEn ?? '',
    nameAz: room?.nameAz ?? '',
    position: room?.position ?? 0,
  }));
  const [save, saving] = useSaveRoomMutation();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.submit((body) => save({ id: room?.id, body }).unwrap())) {
      showSuccess(t('adminProg.saved'));
      if (!room) form.setValues({ nameEn: '', nameAz: '', position: 0 });
      onDone();
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Form layout="vertical" component={false}>
        <Space wrap align="start">
          {(['nameEn', 'nameAz'] as const).map((field) => (
            <TextField
              key={field}
              label={t(`adminProg.room.${field}`)}
              required
              error={form.errors[field]}
              value={form.values[field]}
              onChange={(v) => form.set(field, v)}
            />
          ))}
          <FormField label={t('adminProg.room.position')} error={form.errors.position}>
            {(id) => (
              <InputNumber
                id={id}
                min={0}
                value={form.values.position}
                onChange={(v) => form.set('position', v ?? 0)}
              />
            )}
          </FormField>
        </Space>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving.isLoading}>
            {t(room ? 'adminProg.save' : 'adminProg.room.add')}
          </Button>
          {room && <Button onClick={onDone}>{t('adminProg.cancel')}</Button>}
        </Space>
      </Form>
    </form>
  );
}

/** The rooms sessions and items take place in; a room in use cannot be removed (409). */
export function RoomsPanel({ rooms }: { rooms: RoomDto[] }) {
  const t = useT();
  const [editing, setEditing] = useState<RoomDto | null>(null);
  const [remove] = useDeleteRoomMutation();
  return (
    <>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={[...rooms].sort((a, b) => a.position - b.position)}
        locale={{ emptyText: t('adminProg.room.empty') }}
        columns={[
          { title: t('adminProg.room.nameEn'), dataIndex: 'nameEn' },
          { title: t('adminProg.room.nameAz'), dataIndex: 'nameAz' },
          { title: t('adminProg.room.position'), dataIndex: 'position' },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, room: RoomDto) => (
              <Space>
                <EditDelete
                  onEdit={() => setEditing(room)}
                  onDelete={() => remove(room.id).unwrap()}
                />
              </Space>
            ),
          },
        ]}
        style={{ marginBottom: 16 }}
      />
      <RoomForm
        key={editing?.id ?? 'new'}
        room={editing ?? undefined}
        onDone={() => setEditing(null)}
      />
    </>
  );
}
