import { createHash, randomBytes } from 'node:crypto';
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { AppContext } from '../context.js';

/**
 * Mailed single-use links (password reset, e-mail confirmation): a random token goes in the mail,
 * only its SHA-256 is stored, so a database leak opens no account.
 */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The where-clause of a link that is still usable: this token, unused, not expired. */
export function openLink(token: string): WhereOptions<{
  tokenHash: string;
  usedAt: Date | null;
  expiresAt: Date;
}> {
  return { tokenHash: sha256(token), usedAt: null, expiresAt: { [Op.gt]: new Date() } };
}

type LinkTable = 'PasswordReset' | 'EmailConfirmation';

/**
 * The open link of `token` read again under a row lock, inside the transaction that uses it: it
 * may have been used or retired since it was first looked up (while bcrypt ran).
 */
export async function lockOpenLink(
  ctx: AppContext,
  table: LinkTable,
  token: string,
  transaction: Transaction,
): Promise<{ userId: number } | null> {
  const options = { where: openLink(token), lock: transaction.LOCK.UPDATE, transaction };
  return table === 'PasswordReset'
    ? ctx.models.PasswordReset.findOne(options)
    : ctx.models.EmailConfirmation.findOne(options);
}

/**
 * Retires every still-open link of one kind that a user holds: a newer request, a completed
 * reset or a confirmation leaves no older link usable.
 */
export async function retireLinks(
  ctx: AppContext,
  table: LinkTable,
  userId: number,
  transaction?: Transaction,
): Promise<void> {
  const where = { userId, usedAt: null };
  const values = { usedAt: new Date() };
  if (table === 'PasswordReset')
    await ctx.models.PasswordReset.update(values, { where, transaction });
  else await ctx.models.EmailConfirmation.update(values, { where, transaction });
}

/**
 * Replaces a user's open links of one kind with a new one for `token`, usable for
 * `lifetimeSeconds`: only the newest link mailed works.
 */
export async function issueLink(
  ctx: AppContext,
  table: LinkTable,
  userId: number,
  { token, lifetimeSeconds }: { token: string; lifetimeSeconds: number },
  transaction: Transaction,
): Promise<void> {
  await retireLinks(ctx, table, userId, transaction);
  const row = {
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
  };
  if (table === 'PasswordReset') await ctx.models.PasswordReset.create(row, { transaction });
  else await ctx.models.EmailConfirmation.create(row, { transaction });
}
