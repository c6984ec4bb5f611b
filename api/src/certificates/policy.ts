import { definePolicy, isAdmin, isOwner } from '../auth/policy.js';
import { AppError } from '../http/errors.js';

/**
 * A certificate is its holder's and the organisers'; anyone else's answers 404. One issued to a
 * co-author without an account (no user) is the organisers' alone.
 */
export const certificatePolicy = definePolicy({
  rules: {
    view: (user, certificate: { userId: number | null }) =>
      isAdmin(user) || (certificate.userId !== null && isOwner(user, certificate.userId)),
  },
  refuse: () => new AppError(404, 'error.certificateNotFound'),
});
