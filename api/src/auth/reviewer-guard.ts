import type { RequestHandler } from 'express';
import { isReviewerRole } from '@conf/common';
import { requireUser } from './middleware.js';
import { ForbiddenError } from '../http/errors.js';

/**
 * The reviewer's routes: 401 for a visitor (as for any signed-in route), 403 for anyone signed in
 * who is not a reviewer, organisers included (they have their own routes under /admin).
 */
export const requireReviewer: RequestHandler = (req, res, next) => {
  requireUser(req, res, (err?: unknown) => {
    if (err) return next(err);
    next(isReviewerRole(req.user?.role) ? undefined : ForbiddenError());
  });
};

/**
 * The authors' area (abstracts, payments, messages, participation): a reviewer is refused with
 * 403 and reaches only their reviews and their own account.
 */
export const refuseReviewer: RequestHandler = (req, _res, next) => {
  next(isReviewerRole(req.user?.role) ? ForbiddenError() : undefined);
};
