import { z } from 'zod';
import {
  SESSION_KINDS,
  SLOT_KINDS,
  SLOT_KINDS_WITH_DEFAULT_TITLE,
  TIMING_REPORT_STATUSES,
  type ProgrammeConflictType,
  type SessionKind,
  type SlotKind,
  type TimingReportStatus,
} from '../rules/programme.js';
import { conferenceDays } from '../time.js';
import { optionalText, positiveId, requiredEnum, requiredText } from './fields.js';
import { optionalFilter } from './list.js';

/**
 * Requests and answers of the programme. Times are entered as Baku wall-clock times on one of
 * the conference days ("2025-09-03", "09:30"); answers carry the same plus the instants with
 * their offset ("2025-09-03T09:30:00+04:00"), so nobody has to guess the zone.
 */

const nullableId = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  positiveId.nullable(),
);

export const clockTime = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.time' });

export const conferenceDay = z
  .string({ error: 'validation.required' })
  .refine((day) => conferenceDays().includes(day), { error: 'validation.conferenceDay' });

const timed = {
  day: conferenceDay,
  start: clockTime,
  end: clockTime,
};

const endAfterStart = (v: { start: string; end: string }) => v.end > v.start;
const endAfterStartIssue = { error: 'validation.endAfterStart', path: ['end'] };

export const roomSchema = z.object({
  nameEn: requiredText(100),
  nameAz: requiredText(100),
  position: z.coerce.number().int().min(0).max(1000).default(0),
});
export type RoomInput = z.input<typeof roomSchema>;

export const sessionSchema = z
  .object({
    kind: requiredEnum(SESSION_KINDS),
    topicId: nullableId.default(null),
    /** Empty: a plenary reads "Plenary session", a topic's session the topic's name. */
    titleEn: optionalText(300),
    titleAz: optionalText(300),
    roomId: positiveId,
    chairs: z.array(requiredText(200)).max(6, { error: 'validation.tooMany' }).default([]),
    ...timed,
  })
  .refine(endAfterStart, endAfterStartIssue)
  .refine((v) => v.kind !== 'topic' || v.topicId !== null, {
    error: 'validation.required',
    path: ['topicId'],
  });
export type SessionInput = z.input<typeof sessionSchema>;

export const slotSchema = z
  .object({
    kind: requiredEnum(SLOT_KINDS),
    sessionId: nullableId.default(null),
    /** Only for a slot outside any session (an excursion has none at all). */
    roomId: nullableId.default(null),
    thesisId: nullableId.default(null),
    /** One of the abstract's authors; empty means its corresponding author. */
    speakerAuthorId: nullableId.default(null),
    titleEn: optionalText(300),
    titleAz: optionalText(300),
    ...timed,
  })
  .refine(endAfterStart, endAfterStartIssue)
  .refine((v) => v.kind !== 'talk' || v.thesisId !== null, {
    error: 'validation.required',
    path: ['thesisId'],
  })
  .refine((v) => v.kind !== 'talk' || v.sessionId !== null, {
    error: 'validation.talkNeedsSession',
    path: ['sessionId'],
  })
  .refine(
    (v) =>
      v.kind === 'talk' ||
      SLOT_KINDS_WITH_DEFAULT_TITLE.includes(v.kind) ||
      (v.titleEn !== '' && v.titleAz !== ''),
    { error: 'validation.required', path: ['titleEn'] },
  );
export type SlotInput = z.input<typeof slotSchema>;

export const publicProgrammeQuerySchema = z.object({
  day: optionalFilter(conferenceDay),
  roomId: optionalFilter(positiveId),
  topicId: optionalFilter(positiveId),
  /** A speaker's name or words of a title. */
  q: z.string().trim().max(200).optional(),
});
export type PublicProgrammeQuery = z.infer<typeof publicProgrammeQuerySchema>;

/** Calendar apps cannot send a `lang-code` header: the language rides in the link. */
export const calendarQuerySchema = z.object({ lang: z.enum(['en', 'az']).optional() });
export const calendarTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'validation.invalidChoice' }),
});

export const timingReportSchema = z.object({
  message: requiredText(2000),
});
export const timingReportParamsSchema = z.object({ thesisId: positiveId });

export const timingReportListQuerySchema = z.object({
  status: optionalFilter(z.enum(TIMING_REPORT_STATUSES)),
});

export const timingReportDecisionSchema = z.object({
  status: z.literal('resolved', { error: 'validation.invalidChoice' }),
  note: optionalText(2000),
});

// ---- answers ---------------------------------------------------------------------------------

/** A span of conference time. */
export interface ProgrammeTimeDto {
  day: string;
  start: string;
  end: string;
  /** With Baku's offset: "2025-09-03T09:30:00+04:00". */
  startsAt: string;
  endsAt: string;
}

export interface RoomDto {
  id: number;
  nameEn: string;
  nameAz: string;
  position: number;
}

export interface AdminSessionDto extends ProgrammeTimeDto {
  id: number;
  kind: SessionKind;
  topicId: number | null;
  titleEn: string;
  titleAz: string;
  roomId: number;
  chairs: string[];
}

export interface AdminSlotDto extends ProgrammeTimeDto {
  id: number;
  kind: SlotKind;
  sessionId: number | null;
  /** The room the slot is in: its session's, or its own. */
  roomId: number | null;
  thesisId: number | null;
  thesisTitle: string | null;
  speakerAuthorId: number | null;
  /** "Name Surname" of the speaker (talks). */
  speakerName: string | null;
  speakerEmail: string | null;
  titleEn: string;
  titleAz: string;
}

/** One conflict, with a sentence in the caller's language. */
export interface ProgrammeConflictDto {
  type: ProgrammeConflictType;
  slotIds: number[];
  sessionIds: number[];
  roomId: number | null;
  speaker: string | null;
  message: string;
}

export interface ProgrammeVersionDto {
  version: number;
  publishedAt: string;
  publishedBy: string | null;
  /** Talks whose speaker was mailed (and given 48 hours) because the slot was new or changed. */
  notifiedSpeakers: number;
}

/** The organisers' working copy, with its conflicts and what has been published. */
export interface AdminProgrammeDto {
  timeZone: string;
  days: string[];
  rooms: RoomDto[];
  sessions: AdminSessionDto[];
  slots: AdminSlotDto[];
  conflicts: ProgrammeConflictDto[];
  published: ProgrammeVersionDto | null;
  /** True when the working copy differs from the last published version (or none exists). */
  unpublishedChanges: boolean;
}

/** An edit's answer: the saved item and the conflicts that now involve it. */
export interface ProgrammeEditDto<T> {
  item: T;
  warnings: ProgrammeConflictDto[];
}

/** An accepted abstract the organisers can schedule. */
export interface SchedulableThesisDto {
  id: number;
  title: string;
  topicId: number;
  authors: { id: number; name: string; isCorresponding: boolean }[];
  /** The talk that already holds it, if any. */
  slotId: number | null;
}

export interface PublicSlotDto extends ProgrammeTimeDto {
  id: number;
  kind: SlotKind;
  title: string;
  thesisId: number | null;
  speaker: string | null;
  authors: string[];
  room: string | null;
}

export interface PublicSessionDto extends ProgrammeTimeDto {
  id: number;
  kind: SessionKind;
  title: string;
  topic: { id: number; name: string } | null;
  room: { id: number; name: string };
  chairs: string[];
  slots: PublicSlotDto[];
}

/** The published programme in the caller's language; empty lists before the first publication. */
export interface PublicProgrammeDto {
  version: number | null;
  publishedAt: string | null;
  /** Set from the second version on: the page says "updated on …". */
  updatedAt: string | null;
  timeZone: string;
  days: string[];
  rooms: { id: number; name: string }[];
  topics: { id: number; name: string }[];
  /** Sessions with their (matching) slots, by start time. */
  sessions: PublicSessionDto[];
  /** Items outside any session (opening, coffee, excursion), by start time. */
  items: PublicSlotDto[];
}

/** A speaker's talk in the published programme and what they may still do about it. */
export interface MyTalkDto {
  thesisId: number;
  title: string;
  slot: PublicSlotDto;
  session: { id: number; title: string } | null;
  /** Until when a timing problem can be reported (null: never notified). */
  reportUntil: string | null;
  canReport: boolean;
  reports: TimingReportDto[];
}

export interface MyTalksDto {
  version: number | null;
  talks: MyTalkDto[];
}

export interface TimingReportDto {
  id: number;
  thesisId: number;
  message: string;
  status: TimingReportStatus;
  createdAt: string;
  resolvedAt: string | null;
  note: string;
}

export interface AdminTimingReportDto extends TimingReportDto {
  thesisTitle: string;
  reporter: string;
  reporterEmail: string;
  /** The slot as published when the report was sent. */
  slot: ProgrammeTimeDto | null;
  version: number;
}

/** The secret calendar link of a user ("my talks"), shown once after it is made. */
export interface CalendarLinkDto {
  /** Full URL to subscribe to; null when no link exists. */
  url: string | null;
  createdAt: string | null;
}
