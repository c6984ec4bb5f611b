import type { Transaction } from 'sequelize';
import { formatMessage, type Localized, type SessionKind, type SlotKind } from '@conf/common';
import type { AppContext } from '../context.js';
import type { SessionModel, SlotModel } from '../db/models/programme.js';
import type { ThesisAuthorModel } from '../db/models/thesis.js';

/**
 * A published version, frozen: everything the public page, the calendar files and the mails
 * need, in both languages, so later edits of rooms, topics or abstracts do not rewrite it.
 */
export interface SnapshotSession {
  id: number;
  kind: SessionKind;
  topicId: number | null;
  title: Localized;
  roomId: number;
  chairs: string[];
  startsAt: string;
  endsAt: string;
}

export interface SnapshotSlot {
  id: number;
  sessionId: number | null;
  roomId: number | null;
  kind: SlotKind;
  thesisId: number | null;
  /** The submitter of the abstract (the account that may see it in the panel). */
  ownerId: number | null;
  title: Localized;
  speaker: { name: string; email: string } | null;
  authors: string[];
  startsAt: string;
  endsAt: string;
}

export interface ProgrammeSnapshot {
  rooms: { id: number; name: Localized; position: number }[];
  topics: { id: number; name: Localized; position: number }[];
  sessions: SnapshotSession[];
  slots: SnapshotSlot[];
}

export const fullName = (a: { name: string; surname: string }) => `${a.name} ${a.surname}`;

/** The speaker of a talk: the one chosen, else the corresponding author, else the first. */
export function speakerOf(
  slot: Pick<SlotModel, 'speakerAuthorId'>,
  authors: readonly ThesisAuthorModel[],
): ThesisAuthorModel | null {
  const sorted = [...authors].sort((a, b) => a.position - b.position);
  return (
    sorted.find((a) => a.id === slot.speakerAuthorId) ??
    sorted.find((a) => a.isCorresponding) ??
    sorted[0] ??
    null
  );
}

const both = (key: Parameters<typeof formatMessage>[1]): Localized => ({
  en: formatMessage('en', key),
  az: formatMessage('az', key),
});

/** A session's title as shown: its own, else the topic's name, else "Plenary session". */
export function sessionTitle(
  session: Pick<SessionModel, 'kind' | 'titleEn' | 'titleAz'>,
  topic: { nameEn: string; nameAz: string } | null | undefined,
): Localized {
  const fallback =
    session.kind === 'topic' && topic
      ? { en: topic.nameEn, az: topic.nameAz }
      : both(`programme.sessionKind.${session.kind}`);
  return { en: session.titleEn || fallback.en, az: session.titleAz || fallback.az };
}

/** A slot's title: the abstract's (talks), its own, else the catalogue's name of its kind. */
export function slotTitle(
  slot: Pick<SlotModel, 'kind' | 'titleEn' | 'titleAz'>,
  thesisTitle: string | null,
): Localized {
  if (slot.kind === 'talk' && thesisTitle) return { en: thesisTitle, az: thesisTitle };
  const fallback = both(`programme.slotKind.${slot.kind}`);
  return { en: slot.titleEn || fallback.en, az: slot.titleAz || fallback.az };
}

/** The working copy as a snapshot (read inside the publishing transaction). */
export async function buildSnapshot(
  ctx: AppContext,
  transaction?: Transaction,
): Promise<ProgrammeSnapshot> {
  const m = ctx.models;
  const [rooms, topics, sessions, slots] = await Promise.all([
    m.ProgrammeRoom.findAll({
      order: [
        ['position', 'ASC'],
        ['id', 'ASC'],
      ],
      transaction,
    }),
    m.Topic.findAll({ order: [['position', 'ASC']], transaction }),
    m.ProgrammeSession.findAll({
      include: [{ association: 'topic' }],
      order: [
        ['startsAt', 'ASC'],
        ['id', 'ASC'],
      ],
      transaction,
    }),
    m.ProgrammeSlot.findAll({
      include: [{ association: 'thesis', include: [{ association: 'authors' }] }],
      order: [
        ['startsAt', 'ASC'],
        ['id', 'ASC'],
      ],
      transaction,
    }),
  ]);
  return {
    rooms: rooms.map((r) => ({
      id: r.id,
      name: { en: r.nameEn, az: r.nameAz },
      position: r.position,
    })),
    topics: topics.map((t) => ({
      id: t.id,
      name: { en: t.nameEn, az: t.nameAz },
      position: t.position,
    })),
    sessions: sessions.map((s) => ({
      id: s.id,
      kind: s.kind,
      topicId: s.topicId,
      title: sessionTitle(s, s.topic),
      roomId: s.roomId,
      chairs: s.chairs,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
    })),
    slots: slots.map((slot) => {
      const authors = [...(slot.thesis?.authors ?? [])].sort((a, b) => a.position - b.position);
      const speaker = slot.kind === 'talk' ? speakerOf(slot, authors) : null;
      return {
        id: slot.id,
        sessionId: slot.sessionId,
        roomId: slot.roomId,
        kind: slot.kind,
        thesisId: slot.thesisId,
        ownerId: slot.thesis?.userId ?? null,
        title: slotTitle(slot, slot.thesis?.title ?? null),
        speaker: speaker ? { name: fullName(speaker), email: speaker.email.toLowerCase() } : null,
        authors: authors.map(fullName),
        startsAt: slot.startsAt.toISOString(),
        endsAt: slot.endsAt.toISOString(),
      };
    }),
  };
}

/** The room a slot is in: its session's, or its own. */
export function slotRoomId(snapshot: ProgrammeSnapshot, slot: SnapshotSlot): number | null {
  if (slot.sessionId === null) return slot.roomId;
  return snapshot.sessions.find((s) => s.id === slot.sessionId)?.roomId ?? null;
}

/** What a speaker is told about a talk: when, where, and who speaks. Changes re-open the window. */
export function talkFingerprint(snapshot: ProgrammeSnapshot, slot: SnapshotSlot): string {
  return JSON.stringify([
    slot.startsAt,
    slot.endsAt,
    slotRoomId(snapshot, slot),
    slot.sessionId,
    slot.speaker?.email ?? null,
  ]);
}

/** Talks by abstract. */
export function talksOf(snapshot: ProgrammeSnapshot): Map<number, SnapshotSlot> {
  return new Map(
    snapshot.slots.filter((s) => s.thesisId !== null).map((s) => [s.thesisId!, s] as const),
  );
}

/** JSON with keys in a fixed order: PostgreSQL's jsonb does not keep the order they were written in. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
  );
}

export const sameSnapshot = (a: unknown, b: unknown) =>
  JSON.stringify(stable(a)) === JSON.stringify(stable(b));
