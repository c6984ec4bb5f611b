import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';

export interface UnreadCounts {
  /** Messages from the organisers that the signed-in user has not read. */
  userMessagesCount: number;
  /** Messages from authors that no organiser has read (admins only). */
  adminMessagesCount: number;
}

/**
 * Unread message counts for `initial_data`. The messages table arrives with the messaging
 * feature; until it exists there is nothing unread, which is what this answers.
 */
export async function unreadCounts(_ctx: AppContext, _user: UserModel | undefined): Promise<UnreadCounts> {
  return { userMessagesCount: 0, adminMessagesCount: 0 };
}
