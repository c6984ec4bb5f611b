import { literal, Op, type WhereOptions } from 'sequelize';
import {
  canMovePayment,
  canUploadReceipt,
  isPaymentDue,
  formatMessage,
  nextThesisStatus,
  PAYMENT_SORT_FIELDS,
  RECEIPT_LIMITS,
  type PaymentDecisionInput,
  type PaymentListQuery,
} from '@conf/common';
import { recordAudit } from '../audit/record.js';
import type { AppContext } from '../context.js';
import type { PaymentModel } from '../db/models/payment.js';
import type { UserModel } from '../db/models/user.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../http/errors.js';
import { EXTENSIONS, MIME_TYPES, sniffFile, type FileKind } from '../files/sniff.js';
import { storageKeys } from '../files/storage/index.js';
import { generatedName, transactionWithFiles, type TempUpload } from '../files/store.js';
import { notifyAdmins, recordActivity } from '../theses/activity.js';
import { feeOfThesis } from '../theses/fee.js';
import { findPage, likePattern, orderBy, sortColumns, type PageWindow } from '../db/list.js';
import { mailAuthor } from '../theses/mail.js';
import { thesisPolicy } from '../theses/policy.js';
import { userIdsMatching } from '../users/search.js';

/** The kind of a receipt judged by its content, when it is one of the types common allows. */
async function receiptKind(file: string): Promise<FileKind | null> {
  const kind = await sniffFile(file);
  const allowed: readonly string[] = RECEIPT_LIMITS.mimeTypes;
  return kind && allowed.includes(MIME_TYPES[kind]) ? kind : null;
}

/** The fee of an abstract and the state of its payments, for its author (or an organiser). */
export async function paymentState(ctx: AppContext, user: UserModel, thesisId: number) {
  const thesis = thesisPolicy.authorize(
    user,
    'view',
    await ctx.models.Thesis.findByPk(thesisId, {
      include: [
        { association: 'user', include: [{ association: 'country' }] },
        { association: 'payments' },
      ],
    }),
  );
  const payments = [...(thesis.payments ?? [])].sort((a, b) => a.id - b.id);
  return {
    thesis,
    payments,
    fee: feeOfThesis(thesis, thesis.user!),
    canUpload: thesisPolicy.can(user, 'pay', thesis),
  };
}

/** Before the receipt is read: the caller's abstract, awaiting payment, with no payment in the way. */
export async function assertCanPay(ctx: AppContext, user: UserModel, thesisId: number) {
  const thesis = thesisPolicy.authorize(
    user,
    'change',
    await ctx.models.Thesis.findByPk(thesisId, { include: [{ association: 'payments' }] }),
  );
  if (!isPaymentDue(thesis.status)) throw ConflictError('error.paymentNotDue');
  if (!canUploadReceipt((thesis.payments ?? []).map((p) => p.status)))
    throw ConflictError('error.paymentExists');
}

/**
 * The author sends a receipt (JPEG, PNG or PDF by content) for an abstract awaiting payment. The
 * abstract's row lock serialises two uploads at once, so at most one pending payment exists.
 */
export async function uploadReceipt(
  ctx: AppContext,
  user: UserModel,
  thesisId: number,
  upload: TempUpload,
): Promise<PaymentModel> {
  const kind = await receiptKind(upload.path);
  if (!kind) throw ValidationError({ receipt: ['validation.receiptType'] });
  const storedName = generatedName(EXTENSIONS[kind]);
  const { payment, title } = await transactionWithFiles(
    ctx.models.sequelize,
    ctx.storage,
    async (t, place) => {
      const thesis = thesisPolicy.authorize(
        user,
        'change',
        await ctx.models.Thesis.findByPk(thesisId, { transaction: t, lock: t.LOCK.UPDATE }),
      );
      if (!isPaymentDue(thesis.status)) throw ConflictError('error.paymentNotDue');
      const earlier = await ctx.models.Payment.findAll({ where: { thesisId }, transaction: t });
      if (!canUploadReceipt(earlier.map((p) => p.status)))
        throw ConflictError('error.paymentExists');
      const fee = feeOfThesis(thesis, user);
      if (fee.exempt) throw ConflictError('error.paymentNotDue');
      const created = await ctx.models.Payment.create(
        {
          thesisId,
          userId: user.id,
          amount: fee.amount,
          currency: fee.currency,
          receiptStoredName: storedName,
          receiptOriginalName: upload.originalName,
          receiptMime: MIME_TYPES[kind],
          receiptSize: upload.size,
        },
        { transaction: t },
      );
      await recordActivity(ctx, t, {
        type: 'receipt_uploaded',
        userId: user.id,
        thesisId,
        paymentId: created.id,
      });
      await place(upload.path, storageKeys.receipt(thesisId, storedName));
      return { payment: created, title: thesis.title };
    },
  );
  notifyAdmins(ctx, {
    type: 'receipt_uploaded',
    thesisId,
    paymentId: payment.id,
    title,
    userName: `${user.name} ${user.surname}`,
    createdAt: payment.createdAt.toISOString(),
  });
  return payment;
}

export const receiptKey = (payment: PaymentModel) =>
  storageKeys.receipt(payment.thesisId, payment.receiptStoredName);

/**
 * An organiser accepts or rejects a pending payment. Accepting moves the abstract to accepted
 * through the status table, in the same transaction, with both rows locked (payment, then
 * abstract: the one order every path here takes).
 */
export async function decidePayment(
  ctx: AppContext,
  admin: UserModel,
  paymentId: number,
  decision: PaymentDecisionInput,
): Promise<PaymentModel> {
  const payment = await ctx.models.sequelize.transaction(async (t) => {
    const locked = await ctx.models.Payment.findByPk(paymentId, {
      transaction: t,
      lock: t.LOCK.UPDATE,
    });
    if (!locked) throw new AppError(404, 'error.paymentNotFound');
    if (!canMovePayment(locked.status, decision.status)) throw ConflictError('error.paymentStatus');
    const before = { status: locked.status, thesisId: locked.thesisId };
    let thesisStatus: string | undefined;
    if (decision.status === 'accepted') {
      const thesis = await ctx.models.Thesis.findByPk(locked.thesisId, {
        transaction: t,
        lock: t.LOCK.UPDATE,
      });
      if (!thesis) throw NotFoundError('thesis');
      const to = nextThesisStatus(thesis.status, 'payment_accepted');
      if (!to) throw ConflictError('error.thesisStatus');
      await thesis.update({ status: to, decidedAt: new Date() }, { transaction: t });
      thesisStatus = to;
    }
    const decided = await locked.update(
      {
        status: decision.status,
        reason: decision.reason || null,
        decidedAt: new Date(),
        decidedBy: admin.id,
      },
      { transaction: t },
    );
    await recordAudit(
      ctx.models,
      admin,
      {
        action: decision.status === 'accepted' ? 'payment.accept' : 'payment.reject',
        resource: 'payment',
        resourceId: paymentId,
        before,
        after: {
          status: decision.status,
          thesisId: locked.thesisId,
          reason: decided.reason,
          ...(thesisStatus ? { thesisStatus } : {}),
        },
      },
      t,
    );
    return decided;
  });
  await payment.reload({ include: paymentIncludes() });
  const author = payment.user!;
  const reason = decision.reason
    ? formatMessage(author.locale, 'mail.reasonLine', { reason: decision.reason })
    : '';
  await mailAuthor(
    ctx,
    author,
    decision.status === 'accepted'
      ? {
          subject: 'mail.paymentAcceptedSubject',
          body: 'mail.paymentAcceptedBody',
          thesisId: payment.thesisId,
          values: {
            title: payment.thesis!.title,
            amount: payment.amount,
            currency: payment.currency,
          },
        }
      : {
          subject: 'mail.paymentRejectedSubject',
          body: 'mail.paymentRejectedBody',
          thesisId: payment.thesisId,
          values: { title: payment.thesis!.title, reason },
        },
  );
  return payment;
}

const paymentIncludes = (userWhere?: WhereOptions<UserModel>) => [
  { association: 'thesis', attributes: ['id', 'title', 'status'] },
  { association: 'user', where: userWhere, required: true },
];

const SORT = sortColumns(PAYMENT_SORT_FIELDS);

/**
 * Organisers' list: filter by status, search the abstract's title and the payer's name or
 * e-mail. The search is two sets of ids, each found by its table's trigram indexes (migration
 * 0061): an OR across the joined tables would test every payment's abstract and payer instead.
 */
export function listPayments(ctx: AppContext, query: PaymentListQuery, window: PageWindow) {
  const like = query.q ? ctx.models.sequelize.escape(likePattern(query.q)) : null;
  const where: WhereOptions<PaymentModel> = {
    ...(query.status ? { status: query.status } : {}),
    ...(like
      ? {
          [Op.or]: [
            {
              thesisId: {
                [Op.in]: literal(`(SELECT id FROM theses WHERE title ILIKE ${like})`),
              },
            },
            { userId: userIdsMatching(like) },
          ],
        }
      : {}),
  };
  return findPage(
    ctx.models.Payment,
    { where, order: orderBy(query.sort, SORT, '-createdAt'), include: paymentIncludes() },
    window,
  );
}

export function findPayment(ctx: AppContext, id: number) {
  return ctx.models.Payment.findByPk(id);
}
