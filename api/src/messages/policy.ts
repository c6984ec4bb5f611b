import { definePolicy, isAdmin, isOwner } from '../auth/policy.js';
import { NotFoundError } from '../http/errors.js';

/**
 * A conversation is its author's and the organisers'; nobody else learns that it, or a message
 * or attachment in it, exists.
 */
export const messagePolicy = definePolicy({
  rules: {
    /** A message, or a conversation, by the author it belongs to. */
    read: (user, m: { userId: number }) => isAdmin(user) || isOwner(user, m.userId),
  },
  refuse: () => NotFoundError(),
});
