import type { MessageModel } from '../db/models/message.js';
import type { UserModel } from '../db/models/user.js';
import { isAdmin, isOwner } from '../auth/policy.js';

/** A conversation is its author's and the organisers'; nobody else learns it exists. */
export const canReadConversation = (user: UserModel | undefined, authorId: number): boolean =>
  isAdmin(user) || isOwner(user, authorId);

export const canReadMessage = (user: UserModel | undefined, message: MessageModel): boolean =>
  canReadConversation(user, message.userId);
