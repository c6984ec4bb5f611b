import type { RequestHandler } from 'express';
import type { Models } from '../db/models/index.js';
import type { UserModel } from '../db/models/user.js';
import { AppError, UnauthenticatedError } from '../http/errors.js';
import { tokenFrom, verifyToken } from './tokens.js';

/** Resolves a token to its user, refusing tokens revoked by logout or password reset. */
export async function userForToken(
  models: Models,
  secret: string,
  token: string | null,
): Promise<UserModel | null> {
  if (!token) return null;
  const claims = verifyToken(secret, token);
  if (!claims) return null;
  const user = await models.User.findByPk(claims.userId, {
    include: [{ association: 'country' }],
  });
  if (!user || user.tokenVersion !== claims.tokenVersion) return null;
  return user;
}

/**
 * Sets `req.user` when the request carries a valid token. A token that is not valid (expired,
 * revoked, forged) leaves the request anonymous, so public reads still work with a stale cookie,
 * but routes that need a user then answer "The token is invalid" and the client drops it.
 */
export function authenticate(models: Models, secret: string): RequestHandler {
  return async (req, _res, next) => {
    const found = tokenFrom(req.get('authorization'), req.cookies);
    if (!found) return next();
    const user = await userForToken(models, secret, found.token);
    if (user) {
      req.user = user;
      req.authScheme = found.scheme;
    } else req.tokenInvalid = true;
    next();
  };
}

/**
 * For the specification's state-changing GETs (logout, "mark as read"): the app's own calls carry
 * the `lang-code` header or a bearer token; a cross-site link or image, riding on the Lax cookie,
 * carries neither and is refused with 403 before anything changes.
 */
export const notFromNavigation: RequestHandler = (req, _res, next) => {
  if (req.get('lang-code') || req.authScheme === 'bearer') return next();
  next(new AppError(403, 'error.navigationRefused'));
};

export const requireUser: RequestHandler = (req, _res, next) => {
  if (req.user) return next();
  next(UnauthenticatedError(req.tokenInvalid ? 'error.tokenInvalid' : 'error.unauthenticated'));
};
