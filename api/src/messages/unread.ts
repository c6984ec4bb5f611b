import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';
import { isAdmin } from '../auth/policy.js';

export interface UnreadCounts {
  /** Messages from the organisers that the signed-in user has not read. */
  userMessagesCount: number;
  /** Messages from authors that no organiser has read (admins only). */
  adminMessagesCount: number;
}

/** Unread message counts for `initial_data`: zero for a visitor. */
export async function unreadCounts(
  ctx: AppContext,
  user: UserModel | undefined,
): Promise<UnreadCounts> {
  if (!user) return { userMessagesCount: 0, adminMessagesCount: 0 };
  const { Message } = ctx.models;
  const [userMessagesCount, adminMessagesCount] = await Promise.all([
    Message.count({ where: { userId: user.id, fromAdmin: true, isSeen: false } }),
    isAdmin(user) ? Message.count({ where: { fromAdmin: false, isSeen: false } }) : 0,
  ]);
  return { userMessagesCount, adminMessagesCount };
}

export { messageCounts } from './service.js';
