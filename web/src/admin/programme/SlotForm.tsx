import {
  slotSchema,
  type AdminProgrammeDto,
  type AdminSlotDto,
  type ProgrammeConflictDto,
  type SlotKind,
} from '@conf/common';
import { useT } from '../../app/intl';
import { useLocale } from '../../app/LocalLink';
import { useSchemaForm } from '../../app/schema-form';
import { ChoiceField, ProgrammeDialog, RoomField, TimedFields, TitleFields } from './fields';
import { useGetSchedulableQuery, useSaveSlotMutation } from './programme-api';

interface SlotValues {
  kind: SlotKind;
  sessionId: string;
  roomId: string;
  thesisId: string;
  speakerAuthorId: string;
  titleEn: string;
  titleAz: string;
  day: string;
  start: string;
  end: string;
}

function valuesOf(
  programme: AdminProgrammeDto,
  slot: AdminSlotDto | undefined,
  sessionId: number | undefined,
): SlotValues {
  const session = programme.sessions.find((s) => s.id === (slot?.sessionId ?? sessionId));
  // A new talk starts where the session's last slot ends, so talks follow one another.
  const last = programme.slots
    .filter((s) => session && s.sessionId === session.id)
    .sort((a, b) => a.endsAt.localeCompare(b.endsAt))
    .at(-1);
  return {
    kind: slot?.kind ?? (session ? 'talk' : 'coffee'),
    sessionId: session ? String(session.id) : '',
    roomId: slot?.sessionId === null && slot.roomId ? String(slot.roomId) : '',
    thesisId: slot?.thesisId ? String(slot.thesisId) : '',
    speakerAuthorId: slot?.speakerAuthorId ? String(slot.speakerAuthorId) : '',
    titleEn: slot?.titleEn ?? '',
    titleAz: slot?.titleAz ?? '',
    day: slot?.day ?? session?.day ?? programme.days[0] ?? '',
    start: slot?.start ?? last?.end ?? session?.start ?? '09:00',
    end: slot?.end ?? '',
  };
}

/**
 * Adds or changes a slot: a talk places an accepted abstract in a session (the speaker is its
 * corresponding author unless another author is chosen); other kinds are items with a title.
 */
export function SlotForm({
  programme,
  slot,
  sessionId,
  onClose,
}: {
  programme: AdminProgrammeDto;
  slot?: AdminSlotDto;
  sessionId?: number;
  onClose: (warnings?: ProgrammeConflictDto[]) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const form = useSchemaForm(slotSchema, () => valuesOf(programme, slot, sessionId));
  const { data: abstracts = [], isFetching } = useGetSchedulableQuery();
  const [save] = useSaveSlotMutation();
  const { values, errors, set } = form;
  const talk = values.kind === 'talk';
  const thesis = abstracts.find((a) => String(a.id) === values.thesisId);

  const sessionLabel = (s: AdminProgrammeDto['sessions'][number]) =>
    `${s.day} ${s.start}–${s.end} · ${(locale === 'az' ? s.titleAz : s.titleEn) || t(`programme.sessionKind.${s.kind}`)}`;

  return (
    <ProgrammeDialog of="slot" id={slot?.id} form={form} save={save} onClose={onClose}>
      <ChoiceField
        label={t('adminProg.slot.session')}
        required={talk}
        allowClear
        error={errors.sessionId}
        value={values.sessionId}
        onChange={(v) => set('sessionId', v)}
        options={programme.sessions.map((s) => ({ value: String(s.id), label: sessionLabel(s) }))}
      />
      {!values.sessionId && !talk && (
        <RoomField
          rooms={programme.rooms}
          error={errors.roomId}
          value={values.roomId}
          onChange={(v) => set('roomId', v)}
        />
      )}
      {talk && (
        <>
          <ChoiceField
            label={t('adminProg.slot.abstract')}
            required
            error={errors.thesisId}
            value={values.thesisId}
            onChange={(v) => {
              set('thesisId', v);
              set('speakerAuthorId', '');
            }}
            options={abstracts
              // An abstract already placed elsewhere cannot take a second slot.
              .filter((a) => a.slotId === null || a.slotId === slot?.id)
              .map((a) => ({ value: String(a.id), label: a.title }))}
            select={{
              showSearch: { optionFilterProp: 'label' },
              loading: isFetching,
              notFoundContent: t('adminProg.slot.noAbstracts'),
            }}
          />
          <ChoiceField
            label={t('adminProg.slot.speaker')}
            allowClear
            error={errors.speakerAuthorId}
            hint={t('adminProg.slot.speakerHint')}
            value={values.speakerAuthorId}
            onChange={(v) => set('speakerAuthorId', v)}
            options={(thesis?.authors ?? []).map((a) => ({
              value: String(a.id),
              label: a.isCorresponding ? `${a.name} ✉` : a.name,
            }))}
            select={{ disabled: !thesis }}
          />
        </>
      )}
      {!talk && (
        <TitleFields values={values} errors={errors} set={set} hint="adminProg.slot.titleHint" />
      )}
      <TimedFields days={programme.days} values={values} errors={errors} set={set} />
    </ProgrammeDialog>
  );
}
