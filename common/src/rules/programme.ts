import { PROGRAMME_COMPLAINT_HOURS } from '../constants.js';

/**
 * The programme's rules, read by the API (warnings on every edit, the check route) and by the
 * admin console (highlighting): what a session and a slot may be, what counts as a conflict,
 * and until when a speaker may report a timing problem.
 */

/** A plenary session, or one of a topic's sessions. */
export const SESSION_KINDS = ['plenary', 'topic'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** A talk holds an accepted abstract; every other kind is an item with its own title. */
export const SLOT_KINDS = [
  'talk',
  'opening',
  'closing',
  'coffee',
  'lunch',
  'excursion',
  'social',
  'other',
] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

/**
 * Item kinds whose title may be left empty: the catalogue's name of the kind is shown. A talk
 * is titled by its abstract and "other" says nothing by itself, so those two need a title.
 */
export const SLOT_KINDS_WITH_DEFAULT_TITLE: readonly SlotKind[] = SLOT_KINDS.filter(
  (kind) => kind !== 'talk' && kind !== 'other',
);

export const PROGRAMME_CONFLICT_TYPES = [
  'speakerOverlap',
  'roomOverlap',
  'slotOutsideSession',
] as const;
export type ProgrammeConflictType = (typeof PROGRAMME_CONFLICT_TYPES)[number];

interface Interval {
  /** Instants as ISO strings or dates; compared as instants. */
  startsAt: string | Date;
  endsAt: string | Date;
}

export interface ConflictSession extends Interval {
  id: number;
  roomId: number;
}

export interface ConflictSlot extends Interval {
  id: number;
  sessionId: number | null;
  /** The slot's own room; a slot in a session is in the session's room. */
  roomId: number | null;
  /** Who speaks (talks only), identified by e-mail, lower case. */
  speakerKey: string | null;
  speakerName: string | null;
}

export interface ProgrammeConflict {
  type: ProgrammeConflictType;
  slotIds: number[];
  sessionIds: number[];
  roomId: number | null;
  speaker: string | null;
}

const ms = (v: string | Date) => (v instanceof Date ? v.getTime() : Date.parse(v));
const overlaps = (a: Interval, b: Interval) =>
  ms(a.startsAt) < ms(b.endsAt) && ms(b.startsAt) < ms(a.endsAt);

/**
 * Every conflict of a programme: a slot outside its session's time, two sessions or two slots
 * in one room at once, a standalone slot in a room during a session there, and one speaker in
 * two places at once. Conflicts are warnings, never refusals: organisers may draft freely.
 */
export function findProgrammeConflicts(
  sessions: readonly ConflictSession[],
  slots: readonly ConflictSlot[],
): ProgrammeConflict[] {
  const conflicts: ProgrammeConflict[] = [];
  /** Records a conflict; what it leaves out involves no slot, no session, no room or no speaker. */
  const report = (found: Pick<ProgrammeConflict, 'type'> & Partial<ProgrammeConflict>) =>
    conflicts.push({
      type: found.type,
      slotIds: found.slotIds ?? [],
      sessionIds: found.sessionIds ?? [],
      roomId: found.roomId ?? null,
      speaker: found.speaker ?? null,
    });
  const sessionById = new Map(sessions.map((s) => [s.id, s]));
  const roomOf = (slot: ConflictSlot) =>
    slot.sessionId !== null ? (sessionById.get(slot.sessionId)?.roomId ?? null) : slot.roomId;

  for (const slot of slots) {
    const session = slot.sessionId !== null ? sessionById.get(slot.sessionId) : undefined;
    if (
      session &&
      (ms(slot.startsAt) < ms(session.startsAt) || ms(slot.endsAt) > ms(session.endsAt))
    ) {
      report({
        type: 'slotOutsideSession',
        slotIds: [slot.id],
        sessionIds: [session.id],
        roomId: session.roomId,
      });
    }
  }

  sessions.forEach((a, i) => {
    for (const b of sessions.slice(i + 1)) {
      if (a.roomId === b.roomId && overlaps(a, b)) {
        report({ type: 'roomOverlap', sessionIds: [a.id, b.id], roomId: a.roomId });
      }
    }
  });

  slots.forEach((a, i) => {
    const roomA = roomOf(a);
    for (const b of slots.slice(i + 1)) {
      if (!overlaps(a, b)) continue;
      if (roomA !== null && roomA === roomOf(b)) {
        report({ type: 'roomOverlap', slotIds: [a.id, b.id], roomId: roomA });
      }
      if (a.speakerKey && a.speakerKey === b.speakerKey) {
        report({ type: 'speakerOverlap', slotIds: [a.id, b.id], speaker: a.speakerName });
      }
    }
  });

  for (const slot of slots) {
    if (slot.sessionId !== null || slot.roomId === null) continue;
    for (const session of sessions) {
      if (session.roomId === slot.roomId && overlaps(slot, session)) {
        report({
          type: 'roomOverlap',
          slotIds: [slot.id],
          sessionIds: [session.id],
          roomId: slot.roomId,
        });
      }
    }
  }
  return conflicts;
}

/** The conflicts that involve one session or one slot (the warnings of an edit). */
export function conflictsInvolving<C extends ProgrammeConflict>(
  conflicts: readonly C[],
  target: { sessionId?: number; slotId?: number },
): C[] {
  return conflicts.filter(
    (c) =>
      (target.sessionId !== undefined && c.sessionIds.includes(target.sessionId)) ||
      (target.slotId !== undefined && c.slotIds.includes(target.slotId)),
  );
}

/**
 * The specification's rule: a speaker reports a timing problem within 48 hours of being told
 * their slot (on first publication, and again after each version that changes it).
 */
export function timingReportDeadline(notifiedAt: Date): Date {
  return new Date(notifiedAt.getTime() + PROGRAMME_COMPLAINT_HOURS * 3600_000);
}

export function canReportTiming(deadline: Date | null, now: Date): boolean {
  return deadline !== null && now.getTime() < deadline.getTime();
}

export const TIMING_REPORT_STATUSES = ['open', 'resolved'] as const;
export type TimingReportStatus = (typeof TIMING_REPORT_STATUSES)[number];

/** Where a speaker's panel shows their talks (linked from the mails; the screen lives there). */
export const PANEL_TALKS_PATH = '/user/panel/talks';
