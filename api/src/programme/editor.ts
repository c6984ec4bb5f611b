import { UniqueConstraintError, type Transaction } from 'sequelize';
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

async function lockOr404<M extends { id: number }>(
  find: () => Promise<M | null>,
  key: 'error.roomNotFound' | 'error.sessionNotFound' | 'error.slotNotFound',
): Promise<M> {
  const found = await find();
  if (!found) throw new AppError(404, key);
  return found;
}

// ---- rooms -----------------------------------------------------------------------------------

export async function saveRoom(
  ctx: AppContext,
  admin: AuditActor,
  id: number | null,
  input: Required<RoomInput>,
): Promise<RoomModel> {
  const values = { nameEn: input.nameEn, nameAz: input.nameAz, position: Number(input.position) };
  return ctx.models.sequelize.transaction(async (t) => {
    if (id === null) {
      const room = await ctx.models.ProgrammeRoom.create(values, { transaction: t });
      await recordAudit(
        ctx.models,
        admin,
        {
          action: 'programme.create',
          resource: 'programme_room',
          resourceId: room.id,
          after: roomView(room),
        },
        t,
      );
      return room;
    }
    const room = await lockOr404(
      () => ctx.models.ProgrammeRoom.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE }),
      'error.roomNotFound',
    );
    const before = roomView(room);
    await room.update(values, { transaction: t });
    await recordAudit(
      ctx.models,
      admin,
      {
        action: 'programme.update',
        resource: 'programme_room',
        resourceId: id,
        ...changedFields(before, roomView(room)),
      },
      t,
    );
    return room;
  });
}

export async function deleteRoom(ctx: AppContext, admin: AuditActor, id: number): Promise<void> {
  await ctx.models.sequelize.transaction(async (t) => {
    const room = await lockOr404(
      () => ctx.models.ProgrammeRoom.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE }),
      'error.roomNotFound',
    );
    const used =
      (await ctx.models.ProgrammeSession.count({ where: { roomId: id }, transaction: t })) +
      (await ctx.models.ProgrammeSlot.count({ where: { roomId: id }, transaction: t }));
    if (used > 0) throw ConflictError('error.roomInUse');
    await recordAudit(
      ctx.models,
      admin,
      {
        action: 'programme.delete',
        resource: 'programme_room',
        resourceId: id,
        before: roomView(room),
      },
      t,
    );
    await room.destroy({ transaction: t });
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
    if (id === null) {
      const session = await ctx.models.ProgrammeSession.create(sessionValues(input), {
        transaction: t,
      });
      await recordAudit(
        ctx.models,
        admin,
        {
          action: 'programme.create',
          resource: 'programme_session',
          resourceId: session.id,
          after: sessionView(session),
        },
        t,
      );
      return session;
    }
    const session = await lockOr404(
      () => ctx.models.ProgrammeSession.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE }),
      'error.sessionNotFound',
    );
    const before = sessionView(session);
    await session.update(sessionValues(input), { transaction: t });
    await recordAudit(
      ctx.models,
      admin,
      {
        action: 'programme.update',
        resource: 'programme_session',
        resourceId: id,
        ...changedFields(before, sessionView(session)),
      },
      t,
    );
    return session;
  });
}

export async function deleteSession(ctx: AppContext, admin: AuditActor, id: number) {
  await ctx.models.sequelize.transaction(async (t) => {
    const session = await lockOr404(
      () => ctx.models.ProgrammeSession.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE }),
      'error.sessionNotFound',
    );
    const slots = await ctx.models.ProgrammeSlot.count({
      where: { sessionId: id },
      transaction: t,
    });
    await recordAudit(
      ctx.models,
      admin,
      {
        action: 'programme.delete',
        resource: 'programme_session',
        resourceId: id,
        before: { ...sessionView(session), slots },
      },
      t,
    );
    // Its slots go with it (ON DELETE CASCADE).
    await session.destroy({ transaction: t });
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
      if (id === null) {
        const slot = await ctx.models.ProgrammeSlot.create(values, { transaction: t });
        await recordAudit(
          ctx.models,
          admin,
          {
            action: 'programme.create',
            resource: 'programme_slot',
            resourceId: slot.id,
            after: slotView(slot),
          },
          t,
        );
        return slot;
      }
      const slot = await lockOr404(
        () => ctx.models.ProgrammeSlot.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE }),
        'error.slotNotFound',
      );
      const before = slotView(slot);
      await slot.update(values, { transaction: t });
      await recordAudit(
        ctx.models,
        admin,
        {
          action: 'programme.update',
          resource: 'programme_slot',
          resourceId: id,
          ...changedFields(before, slotView(slot)),
        },
        t,
      );
      return slot;
    });
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw ConflictError('error.thesisScheduled');
    throw err;
  }
}

export async function deleteSlot(ctx: AppContext, admin: AuditActor, id: number) {
  await ctx.models.sequelize.transaction(async (t) => {
    const slot = await lockOr404(
      () => ctx.models.ProgrammeSlot.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE }),
      'error.slotNotFound',
    );
    await recordAudit(
      ctx.models,
      admin,
      {
        action: 'programme.delete',
        resource: 'programme_slot',
        resourceId: id,
        before: slotView(slot),
      },
      t,
    );
    await slot.destroy({ transaction: t });
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
