import type { RequestHandler } from 'express';
import { QueryTypes, type Transaction } from 'sequelize';
import { formatMegabytes, isAdminRole } from '@conf/common';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';
import { removeQuietly } from '../files/store.js';
import { AppError } from '../http/errors.js';
import { quotaLimits } from './limits.js';

/**
 * Per-user quotas (docs/security.md): abstracts per author, upload bytes per day, chat messages
 * per minute. Organisers are not held to them. A refusal is a 429 whose message, in the caller's
 * language, names the limit.
 */
const exempt = (user: UserModel) => isAdminRole(user.role);

const DAY_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;
/** The first key of the two-key advisory lock: "chat quota", apart from any other lock's. */
const CHAT_LOCK_SPACE = 7_302_100;

/**
 * Refuses a new abstract past the author's limit. With a transaction it locks the author's row
 * first, so two submissions at once are counted one after the other.
 */
export async function assertAbstractQuota(
  ctx: AppContext,
  user: UserModel,
  transaction?: Transaction,
): Promise<void> {
  if (exempt(user)) return;
  const { abstractsPerAuthor: max } = await quotaLimits(ctx);
  if (transaction) {
    await ctx.models.User.findByPk(user.id, { transaction, lock: transaction.LOCK.UPDATE });
  }
  const count = await ctx.models.Thesis.count({ where: { userId: user.id }, transaction });
  if (count >= max) throw new AppError(429, 'error.quotaAbstracts', undefined, { max });
}

/** Bytes a user uploaded in the last 24 hours: abstract archives, receipts, chat attachments. */
export async function uploadedToday(ctx: AppContext, userId: number): Promise<number> {
  const [row] = await ctx.models.sequelize.query<{ used: string }>(
    `SELECT
       (SELECT coalesce(sum(f.size), 0) FROM thesis_files f JOIN theses t ON t.id = f.thesis_id
         WHERE t.user_id = :userId AND f.created_at > :since)
     + (SELECT coalesce(sum(receipt_size), 0) FROM payments
         WHERE user_id = :userId AND created_at > :since)
     + (SELECT coalesce(sum(attachment_size), 0) FROM messages
         WHERE sender_id = :userId AND created_at > :since) AS used`,
    {
      type: QueryTypes.SELECT,
      replacements: { userId, since: new Date(Date.now() - DAY_MS) },
    },
  );
  return Number(row?.used ?? 0);
}

/**
 * The daily upload allowance, checked twice on every upload route: before multer (nothing is
 * read once the day's bytes are spent) and after it (this file must fit in what is left; it is
 * removed when it does not). Uploads running side by side may each pass with the last bytes
 * left, which bounds the excess to one file per concurrent request.
 */
export function uploadQuota(ctx: AppContext): RequestHandler {
  return async (req, _res, next) => {
    const user = req.user;
    if (!user || exempt(user)) return next();
    const { uploadBytesPerDay: limit } = await quotaLimits(ctx);
    const used = await uploadedToday(ctx, user.id);
    if (used + (req.file?.size ?? 0) > limit || used >= limit) {
      if (req.file) await removeQuietly(req.file.path);
      throw new AppError(429, 'error.quotaUploadBytes', undefined, {
        limit: formatMegabytes(limit),
      });
    }
    next();
  };
}

/** A body this small cannot spend much of the allowance: it is read before it is counted. */
const SMALL_BODY_BYTES = 64 * 1024;

/**
 * An upload middleware held to the daily allowance: checked before it reads (unless the body is
 * small, like a chat message, whose one check then comes after) and after, when a file came.
 * A request without a file is no upload, so a chat message costs no quota query at all.
 */
export function withinUploadQuota(ctx: AppContext, upload: RequestHandler): RequestHandler[] {
  const check = uploadQuota(ctx);
  const before: RequestHandler = (req, res, next) => {
    const length = Number(req.get('content-length'));
    if (req.get('content-length') && length <= SMALL_BODY_BYTES) return next();
    return check(req, res, next);
  };
  const after: RequestHandler = (req, res, next) => (req.file ? check(req, res, next) : next());
  return [before, upload, after];
}

/**
 * Refuses an author's chat message past the per-minute limit. Call it inside the transaction that
 * stores the message: a per-user advisory lock makes parallel sends count one after the other.
 */
export async function assertMessageQuota(
  ctx: AppContext,
  sender: UserModel,
  transaction: Transaction,
): Promise<void> {
  if (exempt(sender)) return;
  const { messagesPerMinute: max } = await quotaLimits(ctx);
  await ctx.models.sequelize.query(`SELECT pg_advisory_xact_lock(:space, :userId)`, {
    replacements: { space: CHAT_LOCK_SPACE, userId: sender.id },
    transaction,
  });
  const [row] = await ctx.models.sequelize.query<{ n: string }>(
    `SELECT count(*) AS n FROM messages WHERE sender_id = :userId AND created_at > :since`,
    {
      type: QueryTypes.SELECT,
      replacements: { userId: sender.id, since: new Date(Date.now() - MINUTE_MS) },
      transaction,
    },
  );
  if (Number(row?.n ?? 0) >= max)
    throw new AppError(429, 'error.quotaMessages', undefined, { max });
}
