import {
  UniqueConstraintError,
  type CreationAttributes,
  type Model,
  type ModelStatic,
  type Transaction,
} from 'sequelize';
import {
  conflictsInvolving,
  zonedInstant,
  type Locale,
  type ProgrammeConflictDto,
  type RoomInput,
  type sessionSchema,
  type slotSchema,
} from '@conf/common';
import type { z } from 'zod';
import { changedFields, recordAudit, type AuditActor } from '../audit/record.js';
import type { AppContext } from '../context.js';
import type { RoomModel, SessionModel, SlotModel } from '../db/models/programme.js';
import { AppError, ConflictError, ValidationError } from '../http/errors.js';
import { programmeConflicts } from './working-copy.js';

/**
 * Organisers' edits of the working copy. Each edit is one transaction with its audit event;
 * conflicts never refuse an edit, they come back as warnings once it has committed.
 */

type SessionData = z.output<typeof sessionSchema>;
type SlotData = z.output<typeof slotSchema>;
type Json = Record<string, unknown>;

const roomView = (r: RoomModel): Json => ({
  nameEn: r.nameEn,
  nameAz: r.nameAz,
  position: r.position,
});
const sessionView = (s: SessionModel): Json => ({
  kind: s.kind,
  topicId: s.topicId,
  titleEn: s.titleEn,
  titleAz: s.titleAz,
  roomId: s.roomId,
  chairs: s.chairs,
  startsAt: s.startsAt.toISOString(),
  endsAt: s.endsAt.toISOString(),
});
const slotView = (s: SlotModel): Json => ({
  kind: s.kind,
  sessionId: s.sessionId,
  roomId: s.roomId,
  thesisId: s.thesisId,
  speakerAuthorId: s.speakerAuthorId,
  titleEn: s.titleEn,
  titleAz: s.titleAz,
  startsAt: s.startsAt.toISOString(),
  endsAt: s.endsAt.toISOString(),
});

const span = (v: { day: string; start: string; end: string }) => ({
  startsAt: zonedInstant(v.day, v.start),
  endsAt: zonedInstant(v.day, v.end),
});

/** What the editor needs to know of a kind of entry: its table, audit name and missing error. */
interface Entry<M extends Model & { id: number }> {
  table: (models: AppContext['models']) => ModelStatic<M>;
  resource: 'programme_room' | 'programme_session' | 'programme_slot';
  missing: 'error.roomNotFound' | 'error.sessionNotFound' | 'error.slotNotFound';
  /** The audited fields. */
  view: (row: M) => Json;
}

const ROOM: Entry<RoomModel> = {
  table: (models) => models.ProgrammeRoom,
  resource: 'programme_room',
  missing: 'error.roomNotFound',
  view: roomView,
};
const SESSION: Entry<SessionModel> = {
  table: (models) => models.ProgrammeSession,
  resource: 'programme_session',
  missing: 'error.sessionNotFound',
  view: sessionView,
};
const SLOT: Entry<SlotModel> = {
  table: (models) => models.ProgrammeSlot,
  resource: 'programme_slot',
  missing: 'error.slotNotFound',
  view: slotView,
};

/** The entry, locked for the rest of the transaction; 404 when there is none. */
async function lockOr404<M extends Model & { id: number }>(
  ctx: AppContext,
  entry: Entry<M>,
  id: number,
  t: Transaction,
): Promise<M> {
  const found = await entry.table(ctx.models).findByPk(id, { transaction: t, lock: t.LOCK.UPDATE });
  if (!found) throw new AppError(404, entry.missing);
  return found;
}

/** Creates the entry (no id) or changes it, with its audit event in the same transaction. */
async function upsert<M extends Model & { id: number }>(
  ctx: AppContext,
  admin: AuditActor,
  entry: Entry<M>,
  id: number | null,
  values: CreationAttributes<M>,
  t: Transaction,
): Promise<M> {
  const { resource, view } = entry;
  if (id === null) {
    const row = await entry.table(ctx.models).create(values, { transaction: t });
    const after = view(row);
    await recordAudit(
      ctx.models,
      admin,
      { action: 'programme.create', resource, resourceId: row.id, after },
      t,
    );
    return row;
  }
  const row = await lockOr404(ctx, entry, id, t);
  const before = view(row);
  await row.update(values, { transaction: t });
  const changed = changedFields(before, view(row));
  await recordAudit(
    ctx.models,
    admin,
    { action: 'programme.update', resource, resourceId: id, ...changed },
    t,
  );
  return row;
}

/** Deletes the entry, auditing what it was (plus `extra` facts, such as its slots). */
async function remove<M extends Model & { id: number }>(
  ctx: AppContext,
  admin: AuditActor,
  entry: Entry<M>,
  row: M,
  t: Transaction,
  extra: Json = {},
): Promise<void> {
  const before = { ...entry.view(row), ...extra };
  await recordAudit(
    ctx.models,
    admin,
    { action: 'programme.delete', resource: entry.resource, resourceId: row.id, before },
    t,
  );
  await row.destroy({ transaction: t });
}

// ---- rooms -----------------------------------------------------------------------------------

export async function saveRoom(
  ctx: AppContext,
  admin: AuditActor,
  id: number | null,
  input: Required<RoomInput>,
): Promise<RoomModel> {
  const values = { nameEn: input.nameEn, nameAz: input.nameAz, position: Number(input.position) };
  return ctx.models.sequelize.transaction((t) => upsert(ctx, admin, ROOM, id, values, t));
}

export async function deleteRoom(ctx: AppContext, admin: AuditActor, id: number): Promise<void> {
  await ctx.models.sequelize.transaction(async (t) => {
    const room = await lockOr404(ctx, ROOM, id, t);
    const used =
      (await ctx.models.ProgrammeSession.count({ where: { roomId: id }, transaction: t })) +
      (await ctx.models.ProgrammeSlot.count({ where: { roomId: id }, transaction: t }));
    if (used > 0) throw ConflictError('error.roomInUse');
    await remove(ctx, admin, ROOM, room, t);
  });
}

// ---- sessions --------------------------------------------------------------------------------

async function checkSessionReferences(ctx: AppContext, input: SessionData, t: Transaction) {
  const errors: Record<string, string[]> = {};
  if (!(await ctx.models.ProgrammeRoom.findByPk(input.roomId, { transaction: t }))) {
    errors.roomId = ['validation.invalidChoice'];
  }
  if (
    input.topicId !== null &&
    !(await ctx.models.Topic.findByPk(input.topicId, { transaction: t }))
  ) {
    errors.topicId = ['validation.invalidChoice'];
  }
  if (Object.keys(errors).length) throw ValidationError(errors);
}

const sessionValues = (input: SessionData) => ({
  kind: input.kind,
  topicId: input.kind === 'topic' ? input.topicId : null,
  titleEn: input.titleEn,
  titleAz: input.titleAz,
  roomId: input.roomId,
  chairs: input.chairs,
  ...span(input),
});

export async function saveSession(
  ctx: AppContext,
  admin: AuditActor,
  id: number | null,
  input: SessionData,
): Promise<SessionModel> {
  return ctx.models.sequelize.transaction(async (t) => {
    await checkSessionReferences(ctx, input, t);
    return upsert(ctx, admin, SESSION, id, sessionValues(input), t);
  });
}

export async function deleteSession(ctx: AppContext, admin: AuditActor, id: number) {
  await ctx.models.sequelize.transaction(async (t) => {
    const session = await lockOr404(ctx, SESSION, id, t);
    const slots = await ctx.models.ProgrammeSlot.count({
      where: { sessionId: id },
      transaction: t,
    });
    // Its slots go with it (ON DELETE CASCADE).
    await remove(ctx, admin, SESSION, session, t, { slots });
  });
}

// ---- slots -----------------------------------------------------------------------------------

async function slotValues(ctx: AppContext, input: SlotData, t: Transaction) {
  const errors: Record<string, string[]> = {};
  if (input.sessionId !== null) {
    if (!(await ctx.models.ProgrammeSession.findByPk(input.sessionId, { transaction: t }))) {
      errors.sessionId = ['validation.invalidChoice'];
    }
  } else if (
    input.roomId !== null &&
    !(await ctx.models.ProgrammeRoom.findByPk(input.roomId, { transaction: t }))
  ) {
    errors.roomId = ['validation.invalidChoice'];
  }
  let speakerAuthorId: number | null = null;
  if (input.kind === 'talk' && input.thesisId !== null) {
    const thesis = await ctx.models.Thesis.findByPk(input.thesisId, {
      include: [{ association: 'authors' }],
      transaction: t,
    });
    if (!thesis || thesis.status !== 'accepted') throw ConflictError('error.thesisNotSchedulable');
    if (input.speakerAuthorId !== null) {
      if (!(thesis.authors ?? []).some((a) => a.id === input.speakerAuthorId)) {
        errors.speakerAuthorId = ['error.speakerNotAuthor'];
      }
      speakerAuthorId = input.speakerAuthorId;
    }
  }
  if (Object.keys(errors).length) throw ValidationError(errors);
  const talk = input.kind === 'talk';
  return {
    kind: input.kind,
    sessionId: input.sessionId,
    // A slot in a session is in the session's room.
    roomId: input.sessionId !== null ? null : input.roomId,
    thesisId: talk ? input.thesisId : null,
    speakerAuthorId,
    titleEn: talk ? '' : input.titleEn,
    titleAz: talk ? '' : input.titleAz,
    ...span(input),
  };
}

export async function saveSlot(
  ctx: AppContext,
  admin: AuditActor,
  id: number | null,
  input: SlotData,
): Promise<SlotModel> {
  try {
    return await ctx.models.sequelize.transaction(async (t) => {
      const values = await slotValues(ctx, input, t);
      return upsert(ctx, admin, SLOT, id, values, t);
    });
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw ConflictError('error.thesisScheduled');
    throw err;
  }
}

export async function deleteSlot(ctx: AppContext, admin: AuditActor, id: number) {
  await ctx.models.sequelize.transaction(async (t) => {
    const slot = await lockOr404(ctx, SLOT, id, t);
    await remove(ctx, admin, SLOT, slot, t);
  });
}

/** The conflicts an edited session or slot is now part of (read after the edit committed). */
export async function warningsFor(
  ctx: AppContext,
  locale: Locale,
  target: { sessionId?: number; slotId?: number },
): Promise<{
  copy: Awaited<ReturnType<typeof programmeConflicts>>['copy'];
  warnings: ProgrammeConflictDto[];
}> {
  const { copy, conflicts } = await programmeConflicts(ctx, locale);
  return { copy, warnings: conflictsInvolving(conflicts, target) };
}
