import type { RequestHandler } from 'express';
import { isAdmin } from '../auth/policy.js';
import { ForbiddenError, UnauthenticatedError } from '../http/errors.js';

/**
 * The one guard of every organiser path (under /api/admin): 401 for a visitor, 403 for a
 * signed-in non-organiser.
 */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) {
    next(UnauthenticatedError(req.tokenInvalid ? 'error.tokenInvalid' : 'error.unauthenticated'));
    return;
  }
  next(isAdmin(req.user) ? undefined : ForbiddenError());
};
