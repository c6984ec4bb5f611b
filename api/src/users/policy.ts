import { isAdminRole } from '@conf/common';
import { isAdmin } from '../auth/policy.js';
import type { UserModel } from '../db/models/user.js';

/**
 * Who may do what to a user account. Organisers see and manage every account; the last
 * administrator cannot be demoted, which `adminCount` (read by the caller) decides.
 */
export const canListUsers = (actor: UserModel | undefined) => isAdmin(actor);
export const canViewUser = (actor: UserModel | undefined, _target: UserModel) => isAdmin(actor);
export const canChangeRole = (actor: UserModel | undefined) => isAdmin(actor);

export function userAbilities(actor: UserModel | undefined, target: UserModel, adminCount: number) {
  const manage = canChangeRole(actor);
  const targetIsAdmin = isAdminRole(target.role);
  return {
    promote: manage && !targetIsAdmin,
    demote: manage && targetIsAdmin && adminCount > 1,
  };
}
