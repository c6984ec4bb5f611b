import {
  findProgrammeConflicts,
  type Locale,
  type ProgrammeConflict,
  type ProgrammeConflictDto,
} from '@conf/common';
import type { AppContext } from '../context.js';
import { describeConflicts, type WorkingCopy } from './present.js';
import { speakerOf, fullName } from './snapshot.js';

/** The organisers' working copy: every room, session and slot (with abstracts and authors). */
export async function loadWorkingCopy(ctx: AppContext): Promise<WorkingCopy> {
  const m = ctx.models;
  const [rooms, sessions, slots] = await Promise.all([
    m.ProgrammeRoom.findAll({
      order: [
        ['position', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
    m.ProgrammeSession.findAll({
      include: [{ association: 'topic' }],
      order: [
        ['startsAt', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
    m.ProgrammeSlot.findAll({
      include: [{ association: 'thesis', include: [{ association: 'authors' }] }],
      order: [
        ['startsAt', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
  ]);
  return { rooms, sessions, slots };
}

export function conflictsOf(copy: WorkingCopy): ProgrammeConflict[] {
  return findProgrammeConflicts(
    copy.sessions.map((s) => ({
      id: s.id,
      roomId: s.roomId,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
    })),
    copy.slots.map((slot) => {
      const speaker = slot.kind === 'talk' ? speakerOf(slot, slot.thesis?.authors ?? []) : null;
      return {
        id: slot.id,
        sessionId: slot.sessionId,
        roomId: slot.roomId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        speakerKey: speaker?.email.toLowerCase() ?? null,
        speakerName: speaker ? fullName(speaker) : null,
      };
    }),
  );
}

/** Every conflict of the working copy, described in the caller's language. */
export async function programmeConflicts(
  ctx: AppContext,
  locale: Locale,
): Promise<{ copy: WorkingCopy; conflicts: ProgrammeConflictDto[] }> {
  const copy = await loadWorkingCopy(ctx);
  return { copy, conflicts: describeConflicts(locale, conflictsOf(copy), copy) };
}
