import { Op } from 'sequelize';
import {
  canReportTiming,
  formatConferenceTime,
  type AdminTimingReportDto,
  type Locale,
  type MyTalksDto,
  type TimingReportDto,
} from '@conf/common';
import { changedFields, recordAudit, type AuditActor } from '../audit/record.js';
import { now } from '../clock.js';
import type { AppContext } from '../context.js';
import type { TimingReportModel } from '../db/models/programme.js';
import type { UserModel } from '../db/models/user.js';
import { AppError, ConflictError } from '../http/errors.js';
import { timeDto } from './present.js';
import { presentPublicSlot } from './public.js';
import { latestVersion } from './publish.js';
import { talksOf, type ProgrammeSnapshot, type SnapshotSlot } from './snapshot.js';

/** A talk is the caller's when they submitted the abstract or are its speaker (by e-mail). */
export const isMyTalk = (user: Pick<UserModel, 'id' | 'email'>, slot: SnapshotSlot) =>
  slot.thesisId !== null &&
  (slot.ownerId === user.id || slot.speaker?.email === user.email.toLowerCase());

/** Until when each abstract's speaker may report: the latest notice's deadline. */
async function deadlines(ctx: AppContext, thesisIds: number[]): Promise<Map<number, Date>> {
  if (thesisIds.length === 0) return new Map();
  const notices = await ctx.models.ProgrammeNotice.findAll({
    where: { thesisId: { [Op.in]: thesisIds } },
    order: [
      ['notifiedAt', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  return new Map(notices.map((n) => [n.thesisId, n.deadline] as const));
}

const presentReport = (r: TimingReportModel): TimingReportDto => ({
  id: r.id,
  thesisId: r.thesisId,
  message: r.message,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
  note: r.note,
});

export async function myTalks(
  ctx: AppContext,
  user: UserModel,
  locale: Locale,
): Promise<MyTalksDto> {
  const version = await latestVersion(ctx);
  if (!version) return { version: null, talks: [] };
  const snapshot = version.snapshot as ProgrammeSnapshot;
  const mine = [...talksOf(snapshot).values()].filter((slot) => isMyTalk(user, slot));
  const until = await deadlines(
    ctx,
    mine.map((s) => s.thesisId!),
  );
  const reports = await ctx.models.TimingReport.findAll({
    where: { userId: user.id, thesisId: { [Op.in]: mine.map((s) => s.thesisId!) } },
    order: [['createdAt', 'DESC']],
  });
  const at = now(ctx);
  return {
    version: version.version,
    talks: mine.map((slot) => {
      const deadline = until.get(slot.thesisId!) ?? null;
      const session = snapshot.sessions.find((s) => s.id === slot.sessionId);
      return {
        thesisId: slot.thesisId!,
        title: slot.title[locale],
        slot: presentPublicSlot(locale, snapshot, slot),
        session: session ? { id: session.id, title: session.title[locale] } : null,
        reportUntil: deadline?.toISOString() ?? null,
        canReport: canReportTiming(deadline, at),
        reports: reports.filter((r) => r.thesisId === slot.thesisId).map(presentReport),
      };
    }),
  };
}

/**
 * A speaker reports a timing problem. After the window the answer is a 409 that says until
 * when it was open; someone else's talk (or one not in the programme) is a 404.
 */
export async function reportTiming(
  ctx: AppContext,
  user: UserModel,
  locale: Locale,
  thesisId: number,
  message: string,
): Promise<TimingReportDto> {
  const version = await latestVersion(ctx);
  const slot = version ? talksOf(version.snapshot as ProgrammeSnapshot).get(thesisId) : undefined;
  if (!version || !slot || !isMyTalk(user, slot)) throw new AppError(404, 'error.talkNotFound');
  const deadline = (await deadlines(ctx, [thesisId])).get(thesisId) ?? null;
  if (!canReportTiming(deadline, now(ctx))) {
    throw new AppError(409, 'error.timingReportClosed', undefined, {
      deadline: deadline ? formatConferenceTime(deadline, locale) : '—',
    });
  }
  const report = await ctx.models.TimingReport.create({
    thesisId,
    versionId: version.id,
    userId: user.id,
    message,
    createdAt: now(ctx),
  });
  return presentReport(report);
}

function presentAdminReport(r: TimingReportModel): AdminTimingReportDto {
  const snapshot = r.version?.snapshot as ProgrammeSnapshot | undefined;
  const slot = snapshot ? talksOf(snapshot).get(r.thesisId) : undefined;
  return {
    ...presentReport(r),
    thesisTitle: r.thesis?.title ?? '',
    reporter: r.user ? `${r.user.name} ${r.user.surname}` : '',
    reporterEmail: r.user?.email ?? '',
    slot: slot ? timeDto(slot.startsAt, slot.endsAt) : null,
    version: r.version?.version ?? 0,
  };
}

const reportIncludes = [
  { association: 'thesis', attributes: ['id', 'title'] },
  { association: 'user', attributes: ['id', 'name', 'surname', 'email'] },
  { association: 'version' },
];

export async function listTimingReports(
  ctx: AppContext,
  status: 'open' | 'resolved' | undefined,
): Promise<AdminTimingReportDto[]> {
  const rows = await ctx.models.TimingReport.findAll({
    where: status ? { status } : {},
    include: reportIncludes,
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
  });
  return rows.map(presentAdminReport);
}

export async function resolveTimingReport(
  ctx: AppContext,
  admin: AuditActor,
  id: number,
  note: string,
): Promise<AdminTimingReportDto> {
  await ctx.models.sequelize.transaction(async (t) => {
    const report = await ctx.models.TimingReport.findByPk(id, {
      transaction: t,
      lock: t.LOCK.UPDATE,
    });
    if (!report) throw new AppError(404, 'error.timingReportNotFound');
    if (report.status === 'resolved') throw ConflictError('error.timingReportResolved');
    const before = { status: report.status, note: report.note };
    await report.update(
      { status: 'resolved', note, resolvedAt: now(ctx), resolvedBy: admin.id },
      { transaction: t },
    );
    await recordAudit(
      ctx.models,
      admin,
      {
        action: 'timing_report.resolve',
        resource: 'timing_report',
        resourceId: id,
        ...changedFields(before, { status: report.status, note: report.note }),
      },
      t,
    );
  });
  const report = await ctx.models.TimingReport.findByPk(id, { include: reportIncludes });
  return presentAdminReport(report!);
}
