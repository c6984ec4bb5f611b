import type { RequestHandler } from 'express';
import { AUTH } from '@conf/common';
import { AppError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from the site itself (CSRF defence on top of SameSite=Lax).
 * Only a request that a valid bearer token authenticated (desktop app, scripts: no ambient
 * credential) skips the check; any other Authorization header changes nothing. Runs after
 * `authenticate`, which records how the request was authenticated.
 */
export function checkOrigin(allowed: readonly string[]): RequestHandler {
  const allowedSet = new Set(allowed);
  return (req, _res, next) => {
    if (
      SAFE_METHODS.has(req.method) ||
      !req.cookies?.[AUTH.cookieName] ||
      req.authScheme === 'bearer'
    ) {
      next();
      return;
    }
    const origin = req.get('origin') ?? refererOrigin(req.get('referer'));
    const self = `${req.protocol}://${req.get('host')}`;
    if (origin && (origin === self || allowedSet.has(origin))) {
      next();
      return;
    }
    next(new AppError(403, 'error.badOrigin'));
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
