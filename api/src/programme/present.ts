import {
  formatMessage,
  wallClock,
  zonedIso,
  type AdminSessionDto,
  type AdminSlotDto,
  type Locale,
  type ProgrammeConflict,
  type ProgrammeConflictDto,
  type ProgrammeTimeDto,
  type RoomDto,
} from '@conf/common';
import type { RoomModel, SessionModel, SlotModel } from '../db/models/programme.js';
import { fullName, sessionTitle, slotTitle, speakerOf } from './snapshot.js';

/** A span of conference time as every answer gives it: Baku wall clock plus offset instants. */
export function timeDto(startsAt: Date | string, endsAt: Date | string): ProgrammeTimeDto {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const from = wallClock(start);
  return {
    day: from.day,
    start: from.time,
    end: wallClock(end).time,
    startsAt: zonedIso(start),
    endsAt: zonedIso(end),
  };
}

export const presentRoom = (room: RoomModel): RoomDto => ({
  id: room.id,
  nameEn: room.nameEn,
  nameAz: room.nameAz,
  position: room.position,
});

export const presentSession = (session: SessionModel): AdminSessionDto => ({
  id: session.id,
  kind: session.kind,
  topicId: session.topicId,
  titleEn: session.titleEn,
  titleAz: session.titleAz,
  roomId: session.roomId,
  chairs: session.chairs,
  ...timeDto(session.startsAt, session.endsAt),
});

/** A slot with its thesis and authors loaded; `roomId` is where it actually is. */
export function presentSlot(slot: SlotModel, sessionRoomId: number | null): AdminSlotDto {
  const speaker = slot.kind === 'talk' ? speakerOf(slot, slot.thesis?.authors ?? []) : null;
  return {
    id: slot.id,
    kind: slot.kind,
    sessionId: slot.sessionId,
    roomId: slot.sessionId !== null ? sessionRoomId : slot.roomId,
    thesisId: slot.thesisId,
    thesisTitle: slot.thesis?.title ?? null,
    speakerAuthorId: speaker?.id ?? null,
    speakerName: speaker ? fullName(speaker) : null,
    speakerEmail: speaker?.email ?? null,
    titleEn: slot.titleEn,
    titleAz: slot.titleAz,
    ...timeDto(slot.startsAt, slot.endsAt),
  };
}

export interface WorkingCopy {
  rooms: RoomModel[];
  sessions: SessionModel[];
  slots: SlotModel[];
}

/** Each conflict with a sentence naming what collides, in the caller's language. */
export function describeConflicts(
  locale: Locale,
  conflicts: readonly ProgrammeConflict[],
  copy: WorkingCopy,
): ProgrammeConflictDto[] {
  const span = (s: { startsAt: Date; endsAt: Date }) => {
    const t = timeDto(s.startsAt, s.endsAt);
    return `${t.day} ${t.start}–${t.end}`;
  };
  const slotLabel = (id: number) => {
    const slot = copy.slots.find((s) => s.id === id);
    if (!slot) return `#${id}`;
    return `“${slotTitle(slot, slot.thesis?.title ?? null)[locale]}” (${span(slot)})`;
  };
  const sessionLabel = (id: number) => {
    const session = copy.sessions.find((s) => s.id === id);
    if (!session) return `#${id}`;
    return `“${sessionTitle(session, session.topic)[locale]}” (${span(session)})`;
  };
  const roomName = (id: number | null) => {
    const room = copy.rooms.find((r) => r.id === id);
    if (!room) return formatMessage(locale, 'programme.noRoom');
    return locale === 'az' ? room.nameAz : room.nameEn;
  };
  return conflicts.map((c) => {
    const labels = [...c.slotIds.map(slotLabel), ...c.sessionIds.map(sessionLabel)];
    const message = formatMessage(locale, `programme.conflict.${c.type}`, {
      speaker: c.speaker ?? '',
      room: roomName(c.roomId),
      first: labels[0] ?? '',
      second: labels[1] ?? '',
    });
    return { ...c, message };
  });
}
