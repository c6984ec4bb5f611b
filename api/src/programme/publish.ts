import {
  formatConferenceTime,
  formatMessage,
  localePrefix,
  PANEL_TALKS_PATH,
  PROGRAMME_COMPLAINT_HOURS,
  timingReportDeadline,
  wallClock,
  type Locale,
  type ProgrammeVersionDto,
} from '@conf/common';
import { recordAudit, type AuditActor } from '../audit/record.js';
import { now } from '../clock.js';
import type { AppContext } from '../context.js';
import type { VersionModel } from '../db/models/programme.js';
import { ConflictError } from '../http/errors.js';
import {
  buildSnapshot,
  sameSnapshot,
  slotRoomId,
  talkFingerprint,
  talksOf,
  type ProgrammeSnapshot,
  type SnapshotSlot,
} from './snapshot.js';

export const presentVersion = (v: VersionModel): ProgrammeVersionDto => ({
  version: v.version,
  publishedAt: v.publishedAt.toISOString(),
  publishedBy: v.publisher ? `${v.publisher.name} ${v.publisher.surname}` : null,
  notifiedSpeakers: v.notifiedSpeakers,
});

export async function latestVersion(ctx: AppContext): Promise<VersionModel | null> {
  return ctx.models.ProgrammeVersion.findOne({
    order: [['version', 'DESC']],
    include: [{ association: 'publisher', attributes: ['name', 'surname'] }],
  });
}

interface SpeakerMail {
  kind: 'slot' | 'removed';
  snapshot: ProgrammeSnapshot;
  slot: SnapshotSlot;
  version: number;
  deadline: Date | null;
}

/**
 * Publishes the working copy as the next frozen version. Speakers whose talk is new or moved
 * (time, room, session or speaker) get a notice that opens their 48-hour window and a mail in
 * their language; speakers whose talk left the programme are told so. Mails go after commit.
 */
export async function publishProgramme(ctx: AppContext, admin: AuditActor): Promise<VersionModel> {
  const at = now(ctx);
  const { version, mails } = await ctx.models.sequelize.transaction(async (t) => {
    // Two organisers publishing at once would both take the same version number.
    await ctx.models.sequelize.query(
      "SELECT pg_advisory_xact_lock(hashtext('programme_publish'))",
      {
        transaction: t,
      },
    );
    const snapshot = await buildSnapshot(ctx, t);
    if (snapshot.sessions.length === 0 && snapshot.slots.length === 0) {
      throw ConflictError('error.programmeEmpty');
    }
    const last = await ctx.models.ProgrammeVersion.findOne({
      order: [['version', 'DESC']],
      transaction: t,
    });
    const previous = (last?.snapshot ?? null) as ProgrammeSnapshot | null;
    if (previous && sameSnapshot(previous, snapshot)) {
      throw ConflictError('error.programmeUnchanged');
    }
    const number = (last?.version ?? 0) + 1;
    const before = previous ? talksOf(previous) : new Map<number, SnapshotSlot>();
    const after = talksOf(snapshot);
    const changed = [...after.values()].filter((slot) => {
      const old = before.get(slot.thesisId!);
      return !old || talkFingerprint(previous!, old) !== talkFingerprint(snapshot, slot);
    });
    // A talk gone, or given to another speaker: its former speaker is told.
    const dropped = [...before.values()].filter((old) => {
      const current = after.get(old.thesisId!);
      return !current || current.speaker?.email !== old.speaker?.email;
    });

    const version = await ctx.models.ProgrammeVersion.create(
      {
        version: number,
        snapshot,
        publishedAt: at,
        publishedBy: admin.id,
        notifiedSpeakers: changed.filter((s) => s.speaker).length,
      },
      { transaction: t },
    );
    const deadline = timingReportDeadline(at);
    await ctx.models.ProgrammeNotice.bulkCreate(
      changed
        .filter((s) => s.speaker)
        .map((s) => ({
          versionId: version.id,
          thesisId: s.thesisId!,
          speakerEmail: s.speaker!.email,
          notifiedAt: at,
          deadline,
        })),
      { transaction: t },
    );
    await recordAudit(
      ctx.models,
      admin,
      {
        action: 'programme.publish',
        resource: 'programme',
        resourceId: number,
        after: {
          version: number,
          sessions: snapshot.sessions.length,
          slots: snapshot.slots.length,
          changedTalks: changed.map((s) => s.thesisId),
          droppedTalks: dropped.map((s) => s.thesisId),
        },
      },
      t,
    );
    const mails: SpeakerMail[] = [
      ...changed.map((slot) => ({
        kind: 'slot' as const,
        snapshot,
        slot,
        version: number,
        deadline,
      })),
      ...dropped.map((slot) => ({
        kind: 'removed' as const,
        snapshot: previous!,
        slot,
        version: number,
        deadline: null,
      })),
    ];
    return { version, mails };
  });
  ctx.changes.publish('programme');
  for (const mail of mails) await mailSpeaker(ctx, mail);
  return version;
}

/** The language of a speaker: that of their account, else of the abstract's submitter. */
async function speakerLocale(
  ctx: AppContext,
  email: string,
  ownerId: number | null,
): Promise<Locale> {
  const account = await ctx.models.User.findOne({
    where: { email },
    attributes: ['locale'],
  });
  if (account) return account.locale as Locale;
  const owner = ownerId
    ? await ctx.models.User.findByPk(ownerId, { attributes: ['locale'] })
    : null;
  return (owner?.locale ?? 'en') as Locale;
}

/** "3 September 2025, 09:30–09:50 (Baku, UTC+04:00), Hall A, “Session”" */
export function describeSlot(locale: Locale, snapshot: ProgrammeSnapshot, slot: SnapshotSlot) {
  const start = formatConferenceTime(new Date(slot.startsAt), locale);
  const end = wallClock(new Date(slot.endsAt)).time;
  const when = start.replace(/, (\d\d:\d\d) /, `, $1–${end} `);
  const room = snapshot.rooms.find((r) => r.id === slotRoomId(snapshot, slot));
  const session = snapshot.sessions.find((s) => s.id === slot.sessionId);
  return [when, room?.name[locale], session ? `“${session.title[locale]}”` : null]
    .filter(Boolean)
    .join(', ');
}

async function mailSpeaker(ctx: AppContext, mail: SpeakerMail) {
  const { slot } = mail;
  if (!slot.speaker) return;
  const locale = await speakerLocale(ctx, slot.speaker.email, slot.ownerId);
  const link = `${ctx.config.publicUrl}${localePrefix(locale)}${PANEL_TALKS_PATH}`;
  const values = {
    name: slot.speaker.name,
    title: slot.title[locale],
    slot: describeSlot(locale, mail.snapshot, slot),
    hours: PROGRAMME_COMPLAINT_HOURS,
    deadline: mail.deadline ? formatConferenceTime(mail.deadline, locale) : '',
    version: mail.version,
    link,
  };
  const [subject, body] =
    mail.kind === 'removed'
      ? (['programme.mail.removedSubject', 'programme.mail.removedBody'] as const)
      : mail.version === 1
        ? (['programme.mail.publishedSubject', 'programme.mail.publishedBody'] as const)
        : (['programme.mail.changedSubject', 'programme.mail.changedBody'] as const);
  try {
    await ctx.mailer.send({
      to: slot.speaker.email,
      subject: formatMessage(locale, subject),
      text: `${formatMessage(locale, body, values)}\n\n${formatMessage(locale, 'mail.signature')}`,
    });
  } catch (err) {
    ctx.logger.error({ err, thesisId: slot.thesisId }, 'programme mail failed');
  }
}
