import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';
import { readRows, statementPer } from '../db/read.js';
import { isAdmin } from '../auth/policy.js';

export interface UnreadCounts {
  /** Messages from the organisers that the signed-in user has not read. */
  userMessagesCount: number;
  /** Messages from authors that no organiser has read (admins only). */
  adminMessagesCount: number;
}

/*
 * Every page a signed-in author opens counts their unread messages (initial_data): the statement
 * is built once per database from the model and sent by db/read.ts, as the request's user is.
 */
const unreadStatement = statementPer((models) => {
  const attributes = models.Message.getAttributes();
  const column = (name: 'userId' | 'fromAdmin' | 'isSeen') => `"${attributes[name].field ?? name}"`;
  return (
    `SELECT count(*)::int AS "count" FROM "${models.Message.getTableName() as string}" ` +
    `WHERE ${column('userId')} = $1 AND ${column('fromAdmin')} AND NOT ${column('isSeen')}`
  );
});

/** Unread message counts for `initial_data`: zero for a visitor. */
export async function unreadCounts(
  ctx: AppContext,
  user: UserModel | undefined,
): Promise<UnreadCounts> {
  if (!user) return { userMessagesCount: 0, adminMessagesCount: 0 };
  const { Message } = ctx.models;
  const [[mine], adminMessagesCount] = await Promise.all([
    readRows<{ count: number }>(ctx.models.sequelize, unreadStatement(ctx.models), [user.id]),
    isAdmin(user) ? Message.count({ where: { fromAdmin: false, isSeen: false } }) : 0,
  ]);
  return { userMessagesCount: mine?.count ?? 0, adminMessagesCount };
}

export { messageCounts } from './service.js';
