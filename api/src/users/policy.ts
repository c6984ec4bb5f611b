import { isAdminRole, USER_ABILITIES } from '@conf/common';
import { definePolicy, isAdmin } from '../auth/policy.js';
import type { UserModel } from '../db/models/user.js';

/** A user account as the organisers manage it, with how many organisers there are now. */
export interface ManagedUser {
  user: UserModel;
  adminCount: number;
}

/**
 * Who may do what to a user account. Organisers see and manage every account; the last
 * administrator cannot be demoted, which `adminCount` (read by the caller) decides.
 */
export const userPolicy = definePolicy({
  rules: {
    list: (actor) => isAdmin(actor),
    view: (actor, _target: UserModel) => isAdmin(actor),
    changeRole: (actor, _target: { id: number }) => isAdmin(actor),
    promote: (actor, { user }: ManagedUser) => isAdmin(actor) && !isAdminRole(user.role),
    demote: (actor, { user, adminCount }: ManagedUser) =>
      isAdmin(actor) && isAdminRole(user.role) && adminCount > 1,
  },
  abilities: USER_ABILITIES,
});
