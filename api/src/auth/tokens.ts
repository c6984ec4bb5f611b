import jwt from 'jsonwebtoken';
import { AUTH } from '@conf/common';

interface TokenClaims {
  sub: string;
  /** The user's token version when the token was signed; see UserModel.tokenVersion. */
  ver: number;
}

export function signToken(secret: string, userId: number, tokenVersion: number): string {
  const claims: TokenClaims = { sub: String(userId), ver: tokenVersion };
  return jwt.sign(claims, secret, { algorithm: 'HS256', expiresIn: AUTH.tokenMaxAgeSeconds });
}

/** The claims of a well-formed, unexpired token signed with our secret, or null. */
export function verifyToken(
  secret: string,
  token: string,
): { userId: number; tokenVersion: number } | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string') return null;
    const userId = Number(payload.sub);
    const ver = (payload as Partial<TokenClaims>).ver;
    if (!Number.isInteger(userId) || typeof ver !== 'number') return null;
    return { userId, tokenVersion: ver };
  } catch {
    return null;
  }
}

/** The token of a request: `Authorization: Bearer` first (desktop, socket), then the cookie. */
export function tokenFrom(
  authorization: string | undefined,
  cookies: Record<string, string> | undefined,
): string | null {
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  return bearer ?? cookies?.[AUTH.cookieName] ?? null;
}
