import { Select } from 'antd';
import {
  sessionSchema,
  type AdminProgrammeDto,
  type AdminSessionDto,
  type ProgrammeConflictDto,
  type SessionKind,
} from '@conf/common';
import { useT } from '../../app/intl';
import { useSchemaForm } from '../../app/schema-form';
import { FormField } from '../../panel/shared/FormField';
import { ChoiceField, ProgrammeDialog, RoomField, TimedFields, TitleFields } from './fields';
import { useGetProgrammeTopicsQuery, useSaveSessionMutation } from './programme-api';

interface SessionValues {
  kind: SessionKind;
  topicId: string;
  titleEn: string;
  titleAz: string;
  roomId: string;
  chairs: string[];
  day: string;
  start: string;
  end: string;
}

const valuesOf = (programme: AdminProgrammeDto, s?: AdminSessionDto): SessionValues => ({
  kind: s?.kind ?? 'topic',
  topicId: s?.topicId ? String(s.topicId) : '',
  titleEn: s?.titleEn ?? '',
  titleAz: s?.titleAz ?? '',
  roomId: s ? String(s.roomId) : String(programme.rooms[0]?.id ?? ''),
  chairs: s?.chairs ?? [],
  day: s?.day ?? programme.days[0] ?? '',
  start: s?.start ?? '09:00',
  end: s?.end ?? '10:30',
});

/** Adds or changes a session; the answer's warnings go back to the screen. */
export function SessionForm({
  programme,
  session,
  onClose,
}: {
  programme: AdminProgrammeDto;
  session?: AdminSessionDto;
  onClose: (warnings?: ProgrammeConflictDto[]) => void;
}) {
  const t = useT();
  const form = useSchemaForm(sessionSchema, () => valuesOf(programme, session));
  const { data: topics = [] } = useGetProgrammeTopicsQuery();
  const [save] = useSaveSessionMutation();
  const { values, errors, set } = form;

  return (
    <ProgrammeDialog of="session" id={session?.id} form={form} save={save} onClose={onClose}>
      <ChoiceField
        label={t('adminProg.session.topic')}
        required={values.kind === 'topic'}
        allowClear
        error={errors.topicId}
        value={values.topicId}
        onChange={(v) => set('topicId', v)}
        options={topics.map((tp) => ({ value: String(tp.id), label: tp.name }))}
      />
      <RoomField
        rooms={programme.rooms}
        required
        error={errors.roomId}
        value={values.roomId}
        onChange={(v) => set('roomId', v)}
      />
      <TitleFields values={values} errors={errors} set={set} hint="adminProg.session.titleHint" />
      <FormField
        label={t('adminProg.session.chairs')}
        error={errors.chairs}
        hint={t('adminProg.session.chairsHint')}
      >
        {(id) => (
          <Select
            id={id}
            mode="tags"
            value={values.chairs}
            onChange={(v: string[]) => set('chairs', v)}
            open={false}
          />
        )}
      </FormField>
      <TimedFields days={programme.days} values={values} errors={errors} set={set} />
    </ProgrammeDialog>
  );
}
