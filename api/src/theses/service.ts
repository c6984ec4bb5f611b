import type { Transaction } from 'sequelize';
import {
  nextThesisStatus,
  THESIS_INITIAL_STATUS,
  type RejectionInput,
  type ThesisEvent,
  type ThesisInput,
  type ThesisStatus,
} from '@conf/common';
import { recordAudit } from '../audit/record.js';
import type { AppContext } from '../context.js';
import type { ThesisFileModel, ThesisModel } from '../db/models/thesis.js';
import type { UserModel } from '../db/models/user.js';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.js';
import { storageKeys } from '../files/storage/index.js';
import { generatedName, transactionWithFiles, type TempUpload } from '../files/store.js';
import { notifyAdmins, recordActivity } from './activity.js';
import { feeOfUser } from './fee.js';
import { lockThesis, withLockedThesis } from './lock.js';
import { mailAuthor } from './mail.js';
import { thesisPolicy } from './policy.js';
import { assertAbstractQuota } from '../quotas/enforce.js';
import { checkThesisZip } from './upload-check.js';

const fullName = (user: UserModel) => `${user.name} ${user.surname}`;

/** Where the status table takes the abstract on `event`; anything it refuses is a 409. */
function move(
  from: ThesisStatus,
  event: ThesisEvent,
  options?: { feeExempt?: boolean },
): ThesisStatus {
  const to = nextThesisStatus(from, event, options);
  if (!to) throw ConflictError('error.thesisStatus');
  return to;
}

/** Field errors for references the schema cannot check: the topic and the authors' countries. */
async function checkReferences(ctx: AppContext, input: ThesisInput) {
  const errors: Record<string, string[]> = {};
  if (!(await ctx.models.Topic.findByPk(input.topicId)))
    errors.topicId = ['validation.topicUnknown'];
  const ids = [...new Set(input.authors.map((a) => a.countryId))];
  const known = new Set(
    (await ctx.models.Country.findAll({ where: { id: ids }, attributes: ['id'] })).map((c) => c.id),
  );
  input.authors.forEach((a, i) => {
    if (!known.has(a.countryId)) errors[`authors.${i}.countryId`] = ['validation.invalidChoice'];
  });
  if (Object.keys(errors).length) throw ValidationError(errors);
}

/** A new abstract with its authors and its first .zip: all of it, or none of it. */
export async function submitThesis(
  ctx: AppContext,
  user: UserModel,
  input: ThesisInput,
  upload: TempUpload,
): Promise<number> {
  await checkReferences(ctx, input);
  const sha256 = await checkThesisZip(upload);
  const storedName = generatedName('zip');
  const thesis = await transactionWithFiles(ctx.models.sequelize, ctx.storage, async (t, place) => {
    // Counted again under the author's row lock: two submissions at once cannot both squeeze in.
    await assertAbstractQuota(ctx, user, t);
    const created = await ctx.models.Thesis.create(
      {
        userId: user.id,
        title: input.title,
        topicId: input.topicId,
        keywords: input.keywords,
        status: THESIS_INITIAL_STATUS,
        submittedAt: new Date(),
      },
      { transaction: t },
    );
    await ctx.models.ThesisAuthor.bulkCreate(
      input.authors.map((a, position) => ({ ...a, thesisId: created.id, position })),
      { transaction: t },
    );
    await ctx.models.ThesisFile.create(
      {
        thesisId: created.id,
        version: 1,
        storedName,
        originalName: upload.originalName,
        size: upload.size,
        sha256,
      },
      { transaction: t },
    );
    await recordActivity(ctx, t, {
      type: 'thesis_submitted',
      userId: user.id,
      thesisId: created.id,
    });
    await place(upload.path, storageKeys.thesis(created.id, storedName));
    return created;
  });
  notifyAdmins(ctx, {
    type: 'thesis_submitted',
    thesisId: thesis.id,
    title: thesis.title,
    userName: fullName(user),
    createdAt: thesis.createdAt.toISOString(),
  });
  return thesis.id;
}

/** A rejected abstract comes back with a new .zip (a new version; earlier ones are kept). */
export async function resubmitThesis(
  ctx: AppContext,
  user: UserModel,
  thesisId: number,
  upload: TempUpload,
): Promise<void> {
  const sha256 = await checkThesisZip(upload);
  const storedName = generatedName('zip');
  const thesis = await transactionWithFiles(ctx.models.sequelize, ctx.storage, async (t, place) => {
    const locked = thesisPolicy.authorize(user, 'change', await lockThesis(ctx, thesisId, t));
    const status = move(locked.status, 'resubmit');
    const version =
      ((await ctx.models.ThesisFile.max<number | null, ThesisFileModel>('version', {
        where: { thesisId },
        transaction: t,
      })) ?? 0) + 1;
    await ctx.models.ThesisFile.create(
      {
        thesisId,
        version,
        storedName,
        originalName: upload.originalName,
        size: upload.size,
        sha256,
      },
      { transaction: t },
    );
    await locked.update({ status, decidedAt: null }, { transaction: t });
    await recordActivity(ctx, t, { type: 'thesis_resubmitted', userId: user.id, thesisId });
    await place(upload.path, storageKeys.thesis(thesisId, storedName));
    return locked;
  });
  notifyAdmins(ctx, {
    type: 'thesis_resubmitted',
    thesisId,
    title: thesis.title,
    userName: fullName(user),
    createdAt: new Date().toISOString(),
  });
}

/** Before a large upload is read: is this the caller's abstract, and may it be resubmitted now? */
export async function assertCanResubmit(ctx: AppContext, user: UserModel, thesisId: number) {
  const thesis = thesisPolicy.authorize(user, 'change', await ctx.models.Thesis.findByPk(thesisId));
  move(thesis.status, 'resubmit');
}

async function authorOf(ctx: AppContext, thesis: ThesisModel, t: Transaction): Promise<UserModel> {
  const user = await ctx.models.User.findByPk(thesis.userId, {
    include: [{ association: 'country' }],
    transaction: t,
  });
  if (!user) throw NotFoundError('user');
  return user;
}

/** An organiser rejects with a reason, kept in the abstract's rejection history; the author is mailed it. */
export async function rejectThesis(
  ctx: AppContext,
  admin: UserModel,
  thesisId: number,
  input: RejectionInput,
) {
  const { thesis, author } = await withLockedThesis(ctx, thesisId, async (locked, t) => {
    const status = move(locked.status, 'reject');
    await ctx.models.Rejection.create(
      { thesisId, reason: input.reason, adminId: admin.id },
      { transaction: t },
    );
    const before = { status: locked.status };
    await locked.update({ status, decidedAt: new Date() }, { transaction: t });
    await recordAudit(
      ctx.models,
      admin,
      {
        action: 'thesis.reject',
        resource: 'thesis',
        resourceId: thesisId,
        before,
        after: { status, reason: input.reason },
      },
      t,
    );
    return { thesis: locked, author: await authorOf(ctx, locked, t) };
  });
  await mailAuthor(ctx, author, {
    subject: 'mail.thesisRejectedSubject',
    body: 'mail.thesisRejectedBody',
    thesisId,
    values: { title: thesis.title, reason: input.reason },
  });
}

/**
 * An organiser accepts: the fee rule, applied to the author, picks the branch of the status table
 * (require_payment, or accepted at once for an exempt student). The fee due is fixed on the
 * abstract so that the amount mailed is the amount asked for.
 */
export async function acceptThesis(ctx: AppContext, admin: UserModel, thesisId: number) {
  const { thesis, author, fee } = await withLockedThesis(ctx, thesisId, async (locked, t) => {
    const author = await authorOf(ctx, locked, t);
    const fee = feeOfUser(author);
    const status = move(locked.status, 'accept', { feeExempt: fee.exempt });
    const before = { status: locked.status };
    await locked.update(
      {
        status,
        decidedAt: new Date(),
        feeAmount: fee.exempt ? null : fee.amount,
        feeCurrency: fee.exempt ? null : fee.currency,
      },
      { transaction: t },
    );
    await recordAudit(
      ctx.models,
      admin,
      {
        action: 'thesis.accept',
        resource: 'thesis',
        resourceId: thesisId,
        before,
        after: { status, feeAmount: locked.feeAmount, feeCurrency: locked.feeCurrency },
      },
      t,
    );
    return { thesis: locked, author, fee };
  });
  await mailAuthor(
    ctx,
    author,
    fee.exempt
      ? {
          subject: 'mail.thesisAcceptedExemptSubject',
          body: 'mail.thesisAcceptedExemptBody',
          thesisId,
          values: { title: thesis.title },
        }
      : {
          subject: 'mail.thesisAcceptedFeeSubject',
          body: 'mail.thesisAcceptedFeeBody',
          thesisId,
          values: { title: thesis.title, amount: fee.amount, currency: fee.currency },
        },
  );
}

// The admin dashboard reads its counts and activity from here.
export { thesisCounts } from './queries.js';
export { recentActivity } from './activity.js';
