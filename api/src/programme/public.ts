import {
  conferenceDays,
  CONFERENCE_TIME_ZONE,
  wallClock,
  type Locale,
  type PublicProgrammeDto,
  type PublicProgrammeQuery,
  type PublicSessionDto,
  type PublicSlotDto,
} from '@conf/common';
import type { AppContext } from '../context.js';
import type { VersionModel } from '../db/models/programme.js';
import { timeDto } from './present.js';
import { latestVersion } from './publish.js';
import { slotRoomId, type ProgrammeSnapshot, type SnapshotSlot } from './snapshot.js';

/**
 * Search that forgives the keyboard: case, accents and the Azerbaijani letters without an
 * ASCII twin, ə written as a as in "Aliyeva" ("Sahla Aliyeva" finds "Şəhla Əliyeva").
 */
export function searchable(text: string): string {
  return text
    .replace(/[əƏ]/g, 'a')
    .replace(/[ıİ]/g, 'i')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

export function presentPublicSlot(
  locale: Locale,
  snapshot: ProgrammeSnapshot,
  slot: SnapshotSlot,
): PublicSlotDto {
  const room = snapshot.rooms.find((r) => r.id === slotRoomId(snapshot, slot));
  return {
    id: slot.id,
    kind: slot.kind,
    title: slot.title[locale],
    thesisId: slot.thesisId,
    speaker: slot.speaker?.name ?? null,
    authors: slot.authors,
    room: room ? room.name[locale] : null,
    ...timeDto(slot.startsAt, slot.endsAt),
  };
}

const byStart = <T extends { startsAt: string }>(a: T, b: T) =>
  Date.parse(a.startsAt) - Date.parse(b.startsAt);

/** The published programme, in one language, narrowed by the query. */
export function presentPublicProgramme(
  locale: Locale,
  version: VersionModel | null,
  query: PublicProgrammeQuery,
): PublicProgrammeDto {
  const empty: PublicProgrammeDto = {
    version: null,
    publishedAt: null,
    updatedAt: null,
    timeZone: CONFERENCE_TIME_ZONE,
    days: conferenceDays(),
    rooms: [],
    topics: [],
    sessions: [],
    items: [],
  };
  if (!version) return empty;
  const snapshot = version.snapshot as ProgrammeSnapshot;
  const q = query.q ? searchable(query.q) : '';
  const matches = (...texts: (string | null | undefined)[]) =>
    !q || texts.some((t) => t && searchable(t).includes(q));
  const onDay = (startsAt: string) => !query.day || wallClock(new Date(startsAt)).day === query.day;

  const sessions: PublicSessionDto[] = [];
  for (const session of [...snapshot.sessions].sort(byStart)) {
    if (!onDay(session.startsAt)) continue;
    if (query.roomId && session.roomId !== query.roomId) continue;
    if (query.topicId && session.topicId !== query.topicId) continue;
    const all = snapshot.slots.filter((s) => s.sessionId === session.id).sort(byStart);
    const sessionMatches = matches(session.title[locale], ...session.chairs);
    const slots = sessionMatches
      ? all
      : all.filter((s) => matches(s.title[locale], s.speaker?.name, ...s.authors));
    if (q && !sessionMatches && slots.length === 0) continue;
    const room = snapshot.rooms.find((r) => r.id === session.roomId);
    const topic = snapshot.topics.find((t) => t.id === session.topicId);
    sessions.push({
      id: session.id,
      kind: session.kind,
      title: session.title[locale],
      topic: topic ? { id: topic.id, name: topic.name[locale] } : null,
      room: { id: session.roomId, name: room ? room.name[locale] : '' },
      chairs: session.chairs,
      slots: slots.map((s) => presentPublicSlot(locale, snapshot, s)),
      ...timeDto(session.startsAt, session.endsAt),
    });
  }
  const items = snapshot.slots
    .filter(
      (s) =>
        s.sessionId === null &&
        onDay(s.startsAt) &&
        !query.topicId &&
        (!query.roomId || s.roomId === query.roomId) &&
        matches(s.title[locale]),
    )
    .sort(byStart)
    .map((s) => presentPublicSlot(locale, snapshot, s));

  return {
    ...empty,
    version: version.version,
    publishedAt: version.publishedAt.toISOString(),
    updatedAt: version.version > 1 ? version.publishedAt.toISOString() : null,
    rooms: [...snapshot.rooms]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((r) => ({ id: r.id, name: r.name[locale] })),
    topics: snapshot.topics
      .filter((t) => snapshot.sessions.some((s) => s.topicId === t.id))
      .sort((a, b) => a.position - b.position)
      .map((t) => ({ id: t.id, name: t.name[locale] })),
    sessions,
    items,
  };
}

/** What the public page and its server-side loader read. */
export async function publicProgramme(
  ctx: AppContext,
  locale: Locale,
  query: PublicProgrammeQuery,
): Promise<PublicProgrammeDto> {
  return presentPublicProgramme(locale, await latestVersion(ctx), query);
}
