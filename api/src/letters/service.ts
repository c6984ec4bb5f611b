import { randomBytes } from 'node:crypto';
import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import {
  canRequestLetter,
  formatMessage,
  localePrefix,
  PANEL_LETTERS_PATH,
  passportPurgeAt,
  type letterDecisionSchema,
  type letterRequestSchema,
} from '@conf/common';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../audit/record.js';
import { now } from '../clock.js';
import type { AppContext } from '../context.js';
import type { LetterModel } from '../db/models/produces.js';
import type { UserModel } from '../db/models/user.js';
import { AppError, ConflictError, ValidationError } from '../http/errors.js';
import { letterPolicy } from './policy.js';

type RequestData = z.output<typeof letterRequestSchema>;
type DecisionData = z.output<typeof letterDecisionSchema>;

export const letterIncludes = [
  { association: 'passportCountry' },
  { association: 'user', attributes: ['id', 'name', 'surname', 'email', 'locale'] },
  { association: 'decider', attributes: ['name', 'surname'] },
];

/** Someone else's letter answers 404, exactly like a missing one. */
export async function viewableLetter(
  ctx: AppContext,
  user: UserModel,
  id: number,
): Promise<LetterModel> {
  const letter = await ctx.models.InvitationLetter.findByPk(id, { include: letterIncludes });
  return letterPolicy.authorize(user, 'view', letter);
}

/** Approved participants request a letter; one pending or approved request at a time. */
export async function requestLetter(
  ctx: AppContext,
  user: UserModel,
  input: RequestData,
): Promise<LetterModel> {
  const participant = await ctx.models.Participant.findOne({
    where: { userId: user.id, status: 'accepted' },
  });
  if (!participant) throw ConflictError('error.letterNeedsParticipation');
  if (!(await ctx.models.Country.findByPk(input.passportCountryId))) {
    throw ValidationError({ passportCountryId: ['validation.invalidChoice'] });
  }
  const letter = await ctx.models.sequelize.transaction(async (t) => {
    // Serialises one user's requests, so a double click cannot create two.
    await ctx.models.User.findByPk(user.id, { transaction: t, lock: t.LOCK.UPDATE });
    const existing = await ctx.models.InvitationLetter.findAll({
      where: { userId: user.id },
      attributes: ['status'],
      transaction: t,
    });
    if (!canRequestLetter(existing.map((l) => l.status)))
      throw ConflictError('error.letterPending');
    return ctx.models.InvitationLetter.create({ userId: user.id, ...input }, { transaction: t });
  });
  return (await letter.reload({ include: letterIncludes }))!;
}

/** "ICMM25-7K3M-Q9XD": random, so a reference cannot be guessed from another. */
function newReference(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(8);
  const chars = Array.from(bytes, (b) => alphabet[b % 32]).join('');
  return `ICMM25-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

async function lockLetter(ctx: AppContext, id: number, t: Transaction) {
  const letter = await ctx.models.InvitationLetter.findByPk(id, {
    transaction: t,
    lock: t.LOCK.UPDATE,
  });
  if (!letter) throw new AppError(404, 'error.letterNotFound');
  return letter;
}

/**
 * An organiser approves (a reference number is issued) or refuses with a reason. The audit
 * event records the decision only, never the passport data.
 */
export async function decideLetter(
  ctx: AppContext,
  admin: AuditActor,
  id: number,
  input: DecisionData,
): Promise<LetterModel> {
  const decided = await retryOnReferenceClash(() =>
    ctx.models.sequelize.transaction(async (t) => {
      const letter = await lockLetter(ctx, id, t);
      if (letter.status !== 'requested') throw ConflictError('error.letterStatus');
      const approved = input.status === 'approved';
      await letter.update(
        {
          status: input.status,
          reference: approved ? newReference() : null,
          refusalReason: approved ? null : input.reason,
          decidedAt: now(ctx),
          decidedBy: admin.id,
        },
        { transaction: t },
      );
      await recordAudit(
        ctx.models,
        admin,
        {
          action: approved ? 'letter.approve' : 'letter.refuse',
          resource: 'letter',
          resourceId: id,
          before: { status: 'requested' },
          after: approved
            ? { status: 'approved', reference: letter.reference }
            : { status: 'refused', reason: input.reason },
        },
        t,
      );
      return letter;
    }),
  );
  await decided.reload({ include: letterIncludes });
  await mailDecision(ctx, decided);
  return decided;
}

async function retryOnReferenceClash<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!(err instanceof UniqueConstraintError) || attempt >= 3) throw err;
    }
  }
}

async function mailDecision(ctx: AppContext, letter: LetterModel) {
  const user = letter.user;
  if (!user) return;
  const locale = user.locale;
  const link = `${ctx.config.publicUrl}${localePrefix(locale)}${PANEL_LETTERS_PATH}`;
  const approved = letter.status === 'approved';
  const body = formatMessage(
    locale,
    approved ? 'letter.mail.approvedBody' : 'letter.mail.refusedBody',
    {
      name: user.name,
      reference: letter.reference ?? '',
      reason: letter.refusalReason ?? '',
      link,
    },
  );
  try {
    await ctx.mailer.send({
      to: user.email,
      subject: formatMessage(
        locale,
        approved ? 'letter.mail.approvedSubject' : 'letter.mail.refusedSubject',
      ),
      text: `${body}\n\n${formatMessage(locale, 'mail.signature')}`,
    });
  } catch (err) {
    ctx.logger.error({ err, letterId: letter.id }, 'letter mail failed');
  }
}

const PASSPORT_CLEARED = {
  passportName: null,
  passportNumber: null,
  passportCountryId: null,
  passportBirthDate: null,
};

/**
 * Deletes passport data: of every letter (`all`), of the given letters, or — the scheduled
 * purge — of every letter once the retention period after the conference has passed. Letters
 * themselves stay (their reference still verifies). Answers how many were purged.
 */
export async function purgePassportData(
  ctx: Pick<AppContext, 'models' | 'now'>,
  actor: AuditActor | null,
  which: { all: true } | { ids: number[] } | { expired: true },
): Promise<number> {
  if ('expired' in which && now(ctx) < passportPurgeAt()) return 0;
  const where = {
    passportPurgedAt: null,
    ...('ids' in which ? { id: { [Op.in]: which.ids } } : {}),
  };
  return ctx.models.sequelize.transaction(async (t) => {
    const [count, rows] = await ctx.models.InvitationLetter.update(
      { ...PASSPORT_CLEARED, passportPurgedAt: now(ctx) },
      { where, transaction: t, returning: ['id'] },
    );
    if (count > 0) {
      await recordAudit(
        ctx.models,
        actor,
        {
          action: 'letter.purge',
          resource: 'letter',
          resourceId: null,
          after: {
            letters: rows.map((r) => r.id),
            reason: 'expired' in which ? 'retention' : 'command',
          },
        },
        t,
      );
    }
    return count;
  });
}
