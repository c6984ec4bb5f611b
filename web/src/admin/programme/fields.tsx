import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Form, Input, Modal, Select, type SelectProps } from 'antd';
import {
  SESSION_KINDS,
  SLOT_KINDS,
  type AdminProgrammeDto,
  type MessageKey,
  type ProgrammeConflictDto,
  type SessionKind,
  type SlotKind,
} from '@conf/common';
import { formatDate } from '../../app/dates';
import { useT } from '../../app/intl';
import { useLocale } from '../../app/LocalLink';
import { FormField } from '../../panel/shared/FormField';

/** The values every timed form shares: a conference day and Baku wall-clock times. */
export interface TimedValues {
  day: string;
  start: string;
  end: string;
}

/** The English and Azerbaijani titles sessions and items carry. */
export interface TitledValues {
  titleEn: string;
  titleAz: string;
}

type Setter<V> = <K extends keyof V>(field: K, value: V[K]) => void;

interface FieldProps {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
}

/**
 * A choice among ids or kinds: an empty value shows as nothing chosen, and clearing it (where
 * `allowClear`) sets it back to ''.
 */
export function ChoiceField<T extends string>({
  value,
  onChange,
  options,
  allowClear,
  select,
  ...field
}: FieldProps & {
  value: T | '';
  onChange: (value: T | '') => void;
  options: { value: T; label: string }[];
  allowClear?: boolean;
  /** Anything else antd's Select takes (search, loading, a text when nothing matches). */
  select?: Pick<SelectProps, 'showSearch' | 'loading' | 'disabled' | 'notFoundContent'>;
}) {
  return (
    <FormField {...field}>
      {(id) => (
        <Select<T>
          {...select}
          id={id}
          allowClear={allowClear}
          value={value || undefined}
          onChange={(v?: T) => onChange(v ?? '')}
          options={options}
        />
      )}
    </FormField>
  );
}

/** A one-line text (or a time: `type="time"`). */
export function TextField({
  value,
  onChange,
  type,
  ...field
}: FieldProps & { value: string; onChange: (value: string) => void; type?: 'time' }) {
  return (
    <FormField {...field}>
      {(id) => (
        <Input id={id} type={type} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </FormField>
  );
}

/** A room's name in the console's language. */
export function useRoomName() {
  const locale = useLocale();
  return (room: AdminProgrammeDto['rooms'][number]) =>
    locale === 'az' ? room.nameAz : room.nameEn;
}

/** The room a session (or an item outside sessions) takes place in. */
export function RoomField({
  rooms,
  value,
  onChange,
  error,
  required,
}: {
  rooms: AdminProgrammeDto['rooms'];
  value: string;
  onChange: (roomId: string) => void;
  error?: string;
  required?: boolean;
}) {
  const t = useT();
  const roomName = useRoomName();
  return (
    <ChoiceField
      label={t('adminProg.room')}
      required={required}
      // A room is required for a session; an item may leave it empty.
      allowClear={!required}
      error={error}
      value={value}
      onChange={onChange}
      options={rooms.map((r) => ({ value: String(r.id), label: roomName(r) }))}
    />
  );
}

/** The title in both languages; `hint` says when it may stay empty. */
export function TitleFields<V extends TitledValues>({
  values,
  errors,
  set,
  hint,
}: {
  values: V;
  errors: Record<string, string>;
  set: Setter<TitledValues>;
  hint: MessageKey;
}) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('adminProg.titleEn')}
        error={errors.titleEn}
        hint={t(hint)}
        value={values.titleEn}
        onChange={(v) => set('titleEn', v)}
      />
      <TextField
        label={t('adminProg.titleAz')}
        error={errors.titleAz}
        value={values.titleAz}
        onChange={(v) => set('titleAz', v)}
      />
    </>
  );
}

/** Day, start and end, with the server's (or the schema's) message under each. */
export function TimedFields({
  days,
  values,
  errors,
  set,
}: {
  days: string[];
  values: TimedValues;
  errors: Record<string, string>;
  set: Setter<TimedValues>;
}) {
  const t = useT();
  return (
    <div className="programme-editor__times">
      <ChoiceField
        label={t('adminProg.day')}
        required
        error={errors.day}
        value={values.day}
        onChange={(v) => set('day', v)}
        options={days.map((d) => ({ value: d, label: formatDate(`${d}T12:00:00Z`, t) }))}
      />
      {(['start', 'end'] as const).map((field) => (
        <TextField
          key={field}
          label={t(`adminProg.${field}`)}
          required
          type="time"
          error={errors[field]}
          value={values[field]}
          onChange={(v) => set(field, v)}
        />
      ))}
    </div>
  );
}

/** What a programme dialog edits, with the kinds it may be. */
interface Entries {
  session: SessionKind;
  slot: SlotKind;
}

const KINDS: { [E in keyof Entries]: { value: Entries[E]; label: MessageKey }[] } = {
  session: SESSION_KINDS.map((k) => ({ value: k, label: `programme.sessionKind.${k}` as const })),
  slot: SLOT_KINDS.map((k) => ({ value: k, label: `programme.slotKind.${k}` as const })),
};

interface DialogForm<E extends keyof Entries, B> {
  values: { kind: Entries[E] };
  errors: Record<string, string>;
  set: (field: 'kind', value: Entries[E]) => void;
  submit: <R>(send: (body: B) => Promise<R>) => Promise<{ reply: R } | null>;
}

/**
 * The dialog a session or a slot is edited in, starting with its kind: sent with the schema's
 * check first, closed with the answer's warnings (the screen shows them), the API's refusal
 * under the fields.
 */
export function ProgrammeDialog<E extends keyof Entries, B>({
  of,
  id,
  form,
  save,
  onClose,
  children,
}: {
  of: E;
  /** The entry's id when changing one; none when adding. */
  id?: number;
  form: DialogForm<E, B>;
  /** The save mutation's trigger (RTK Query): creates without an id, updates with one. */
  save: (arg: { id?: number; body: B }) => {
    unwrap: () => Promise<{ warnings: ProgrammeConflictDto[] }>;
  };
  onClose: (warnings?: ProgrammeConflictDto[]) => void;
  children: ReactNode;
}) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    setSaving(true);
    const sent = await form.submit((body) => save({ id, body }).unwrap());
    if (sent) onClose(sent.reply.warnings);
    else setSaving(false);
  };
  return (
    <Modal
      open
      title={t(`adminProg.${of}.${id === undefined ? 'add' : 'edit'}`)}
      onCancel={() => onClose()}
      footer={[
        <Button key="cancel" onClick={() => onClose()}>
          {t('adminProg.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => void onSubmit()}>
          {t('adminProg.save')}
        </Button>,
      ]}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Form layout="vertical" component={false}>
          <ChoiceField
            label={t(`adminProg.${of}.kind`)}
            required
            error={form.errors.kind}
            value={form.values.kind}
            onChange={(v) => v && form.set('kind', v)}
            options={KINDS[of].map((k) => ({ value: k.value, label: t(k.label) }))}
          />
          {children}
          <button type="submit" hidden />
        </Form>
      </form>
    </Modal>
  );
}
