import { isAdminRole } from '@conf/common';
import type { UserModel } from '../db/models/user.js';
import { ForbiddenError, UnauthenticatedError } from '../http/errors.js';

/** Small predicates that the resource policies compose. */
export const isAdmin = (user: UserModel | undefined): boolean => isAdminRole(user?.role);
export const isOwner = (user: UserModel | undefined, ownerId: number): boolean =>
  user !== undefined && user.id === ownerId;

/** Throws 401 for a visitor and 403 for a signed-in user whom `allowed` refuses. */
export function authorize(
  user: UserModel | undefined,
  allowed: boolean,
): asserts user is UserModel {
  if (!user) throw UnauthenticatedError();
  if (!allowed) throw ForbiddenError();
}
