import { createHash, randomBytes } from 'node:crypto';
import type { Response } from 'express';
import {
  API_PREFIX,
  contract,
  formatMessage,
  localePrefix,
  requestFor,
  urlOf,
  type Locale,
} from '@conf/common';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';
import type { VersionModel } from '../db/models/programme.js';
import { AppError } from '../http/errors.js';
import { buildCalendar, type IcsEvent } from './ical.js';
import { latestVersion } from './publish.js';
import { slotRoomId, type ProgrammeSnapshot, type SnapshotSlot } from './snapshot.js';
import { isMyTalk } from './talks.js';

/** The published programme's events: one per slot, and one per session that has no slots. */
function events(
  ctx: AppContext,
  locale: Locale,
  snapshot: ProgrammeSnapshot,
  pick: { sessionId?: number; slots?: (slot: SnapshotSlot) => boolean },
): IcsEvent[] {
  const host = new URL(ctx.config.publicUrl).hostname;
  const pageUrl = `${ctx.config.publicUrl}${localePrefix(locale)}/pages/academic_program`;
  const roomName = (id: number | null) => snapshot.rooms.find((r) => r.id === id)?.name[locale];
  const sessions = snapshot.sessions.filter(
    (s) => pick.sessionId === undefined || s.id === pick.sessionId,
  );
  const slots = snapshot.slots.filter((slot) =>
    pick.slots
      ? pick.slots(slot)
      : pick.sessionId === undefined || slot.sessionId === pick.sessionId,
  );
  const out: IcsEvent[] = slots.map((slot) => {
    const session = snapshot.sessions.find((s) => s.id === slot.sessionId);
    const description = [
      slot.speaker
        ? formatMessage(locale, 'programme.ics.speaker', { name: slot.speaker.name })
        : null,
      slot.authors.length
        ? formatMessage(locale, 'programme.ics.authors', { names: slot.authors.join(', ') })
        : null,
      session
        ? formatMessage(locale, 'programme.ics.session', { title: session.title[locale] })
        : null,
    ].filter(Boolean);
    return {
      uid: `programme-slot-${slot.id}@${host}`,
      start: new Date(slot.startsAt),
      end: new Date(slot.endsAt),
      summary: slot.speaker ? `${slot.title[locale]} (${slot.speaker.name})` : slot.title[locale],
      location: roomName(slotRoomId(snapshot, slot)),
      description: description.join('\n'),
      url: pageUrl,
    };
  });
  if (!pick.slots) {
    for (const session of sessions) {
      if (snapshot.slots.some((s) => s.sessionId === session.id)) continue;
      out.push({
        uid: `programme-session-${session.id}@${host}`,
        start: new Date(session.startsAt),
        end: new Date(session.endsAt),
        summary: session.title[locale],
        location: roomName(session.roomId),
        description: session.chairs.length
          ? formatMessage(locale, 'programme.ics.chairs', { names: session.chairs.join(', ') })
          : null,
        url: pageUrl,
      });
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

function sendCalendar(res: Response, name: string, body: string, cache: 'public' | 'private') {
  res.type('text/calendar; charset=utf-8');
  res.attachment(`${name}.ics`);
  res.set('Cache-Control', cache === 'public' ? 'public, max-age=300' : 'private, no-store');
  res.send(body);
}

const emptyVersionStamp = new Date(0);

function calendarOf(
  ctx: AppContext,
  locale: Locale,
  version: VersionModel | null,
  name: 'programme.ics.calendarName' | 'programme.ics.myCalendarName',
  pick: Parameters<typeof events>[3],
): string {
  const snapshot = (version?.snapshot ?? null) as ProgrammeSnapshot | null;
  return buildCalendar({
    name: formatMessage(locale, name),
    stamp: version?.publishedAt ?? emptyVersionStamp,
    sequence: version?.version ?? 0,
    events: snapshot ? events(ctx, locale, snapshot, pick) : [],
  });
}

/** The whole published programme (an empty calendar before the first publication). */
export async function sendProgrammeCalendar(ctx: AppContext, locale: Locale, res: Response) {
  const version = await latestVersion(ctx);
  sendCalendar(
    res,
    'programme',
    calendarOf(ctx, locale, version, 'programme.ics.calendarName', {}),
    'public',
  );
}

export async function sendSessionCalendar(
  ctx: AppContext,
  locale: Locale,
  sessionId: number,
  res: Response,
) {
  const version = await latestVersion(ctx);
  const snapshot = (version?.snapshot ?? null) as ProgrammeSnapshot | null;
  if (!snapshot?.sessions.some((s) => s.id === sessionId)) {
    throw new AppError(404, 'error.sessionNotFound');
  }
  const body = calendarOf(ctx, locale, version, 'programme.ics.calendarName', { sessionId });
  sendCalendar(res, `session-${sessionId}`, body, 'public');
}

export async function sendMyCalendar(
  ctx: AppContext,
  locale: Locale,
  user: Pick<UserModel, 'id' | 'email'>,
  res: Response,
) {
  const version = await latestVersion(ctx);
  const body = calendarOf(ctx, locale, version, 'programme.ics.myCalendarName', {
    slots: (slot) => isMyTalk(user, slot),
  });
  sendCalendar(res, 'my-talks', body, 'private');
}

// ---- the secret link a calendar app subscribes to -------------------------------------------

const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The link a calendar app subscribes to; `?lang=` because calendar apps send no `lang-code`. */
export const calendarFeedUrl = (ctx: AppContext, secret: string, locale: Locale) =>
  urlOf(
    `${ctx.config.publicUrl}${API_PREFIX}`,
    requestFor(contract.programme.calendarFeed, {
      params: { token: secret },
      query: locale === 'en' ? {} : { lang: locale },
    }),
  );

/** A new secret for the user; the previous one stops working. Only its hash is stored. */
export async function createCalendarLink(ctx: AppContext, user: UserModel): Promise<string> {
  const secret = randomBytes(24).toString('base64url');
  await ctx.models.CalendarLink.upsert({
    userId: user.id,
    secretSha256: sha256(secret),
    createdAt: new Date(),
  });
  return secret;
}

export async function revokeCalendarLink(ctx: AppContext, user: UserModel): Promise<void> {
  await ctx.models.CalendarLink.destroy({ where: { userId: user.id } });
}

export async function userOfCalendarSecret(ctx: AppContext, secret: string): Promise<UserModel> {
  const link = await ctx.models.CalendarLink.findOne({ where: { secretSha256: sha256(secret) } });
  const user = link ? await ctx.models.User.findByPk(link.userId) : null;
  if (!user) throw new AppError(404, 'error.calendarLinkInvalid');
  return user;
}
