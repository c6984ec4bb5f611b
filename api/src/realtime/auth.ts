import type { ExtendedError, Socket } from 'socket.io';
import { AUTH, isAdminRole, resolveLocale } from '@conf/common';
import type { AppContext } from '../context.js';
import { socketUserLookup } from './socket-users.js';

/**
 * Socket handshake authentication: the token from `auth.token` (desktop, explicit clients), then
 * `Authorization: Bearer`, then the httpOnly cookie of the web app. The user id and the admin flag
 * come from the verified token and its user row only (socket-users.ts: revoked tokens are
 * refused); whatever else the client sends is ignored.
 * A cookie rides along on any cross-site WebSocket, so with a cookie the Origin must be ours.
 */
export function socketAuth(ctx: AppContext, allowedOrigins: ReadonlySet<string>) {
  const userForToken = socketUserLookup(ctx.models, ctx.config.jwtSecret);
  return async (socket: Socket, next: (err?: ExtendedError) => void) => {
    try {
      const { auth, headers } = socket.handshake;
      const explicit = typeof auth?.token === 'string' ? auth.token : null;
      const bearer = headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1] ?? null;
      const cookie = explicit || bearer ? null : cookieValue(headers.cookie, AUTH.cookieName);
      if (cookie && !(headers.origin && allowedOrigins.has(headers.origin))) {
        return next(new Error('origin not allowed'));
      }
      const user = await userForToken(explicit ?? bearer ?? cookie);
      if (!user) return next(new Error('unauthenticated'));
      const locale = typeof auth?.locale === 'string' ? resolveLocale(auth.locale) : 'en';
      socket.data = {
        userId: user.id,
        isAdmin: isAdminRole(user.role),
        locale,
        tokenVersion: user.tokenVersion,
      };
      next();
    } catch (err) {
      ctx.logger.error({ err }, 'socket authentication failed');
      next(new Error('unauthenticated'));
    }
  };
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
