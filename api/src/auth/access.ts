import type { RequestHandler } from 'express';
import { isReviewerRole, type Access } from '@conf/common';
import type { UserModel } from '../db/models/user.js';
import { ForbiddenError, UnauthenticatedError, type AppError } from '../http/errors.js';
import { isAdmin } from './policy.js';

/** Who is asking, as the request's token told it (auth/middleware.ts `authenticate`). */
export interface Identity {
  user?: UserModel;
  /** A token came that was expired, revoked or not ours. */
  tokenInvalid?: boolean;
}

/**
 * Why `who` may not call a route of `access`, or undefined when it may: 401 for a visitor (the
 * message says whether their token went stale), 403 for someone signed in with the wrong role.
 * A reviewer reaches only their reviews and their own account (`account`), never the authors'
 * area (`user`); organisers have their own routes (`admin`), not the reviewers'.
 */
export function accessRefusal(access: Access, who: Identity): AppError | undefined {
  if (access === 'public') return undefined;
  const { user } = who;
  if (!user)
    return UnauthenticatedError(who.tokenInvalid ? 'error.tokenInvalid' : 'error.unauthenticated');
  switch (access) {
    case 'account':
      return undefined;
    case 'user':
      return isReviewerRole(user.role) ? ForbiddenError() : undefined;
    case 'reviewer':
      return isReviewerRole(user.role) ? undefined : ForbiddenError();
    case 'admin':
      return isAdmin(user) ? undefined : ForbiddenError();
  }
}

/** `accessRefusal` as Express middleware: the request carries its own identity. */
export const requireAccess =
  (access: Access): RequestHandler =>
  (req, _res, next) =>
    next(accessRefusal(access, req));
