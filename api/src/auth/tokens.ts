import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { AUTH } from '@conf/common';

/*
 * Given a string, jsonwebtoken builds a new secret key object on every sign and verify (about
 * 1.3 ms each); given a KeyObject it uses it as it is (0.02-0.04 ms). The key of each secret is
 * made once. An app has one secret; tests make one per app, hence the small bound.
 */
const keys = new Map<string, KeyObject>();
const MAX_KEYS = 64;

function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= MAX_KEYS) keys.delete(keys.keys().next().value!);
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

interface TokenClaims {
  sub: string;
  /** The user's token version when the token was signed; see UserModel.tokenVersion. */
  ver: number;
}

export function signToken(secret: string, userId: number, tokenVersion: number): string {
  const claims: TokenClaims = { sub: String(userId), ver: tokenVersion };
  return jwt.sign(claims, keyOf(secret), {
    algorithm: 'HS256',
    expiresIn: AUTH.tokenMaxAgeSeconds,
  });
}

/** The claims of a well-formed, unexpired token signed with our secret, or null. */
export function verifyToken(
  secret: string,
  token: string,
): { userId: number; tokenVersion: number } | null {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: ['HS256'] });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string') return null;
    const userId = Number(payload.sub);
    const ver = (payload as Partial<TokenClaims>).ver;
    if (!Number.isInteger(userId) || typeof ver !== 'number') return null;
    return { userId, tokenVersion: ver };
  } catch {
    return null;
  }
}

/**
 * The token of a request and where it came from: `Authorization: Bearer` first (desktop, socket),
 * then the cookie. Any other Authorization scheme is no token at all: the cookie still counts.
 */
export function tokenFrom(
  authorization: string | undefined,
  cookies: Record<string, string> | undefined,
): { token: string; scheme: 'bearer' | 'cookie' } | null {
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (bearer) return { token: bearer, scheme: 'bearer' };
  const cookie = cookies?.[AUTH.cookieName];
  return cookie ? { token: cookie, scheme: 'cookie' } : null;
}
