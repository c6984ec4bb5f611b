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

type Claims = { userId: number; tokenVersion: number };

/*
 * A signed-in client sends the same token with every request, and verifying it (two base64 and
 * JSON decodings, an HMAC, the claim checks) was a twentieth of an author's list request. The
 * same string under the same key always verifies the same way, so a token's claims are kept
 * once verified, until it expires; revocation is not decided here but by the token version the
 * caller compares with the user's row. Only tokens we signed get in, so the bound is for a busy
 * conference, not for an attacker; the oldest entry goes first.
 */
const verified = new WeakMap<KeyObject, Map<string, { claims: Claims; expiresAt: number }>>();
const MAX_VERIFIED = 10_000;

/** The claims of a well-formed, unexpired token signed with our secret, or null. */
export function verifyToken(secret: string, token: string): Claims | null {
  const key = keyOf(secret);
  let known = verified.get(key);
  if (!known) verified.set(key, (known = new Map()));
  const nowSeconds = Math.floor(Date.now() / 1000);
  const hit = known.get(token);
  if (hit) {
    // As jsonwebtoken decides it: expired from the second `exp` names.
    if (nowSeconds < hit.expiresAt) return hit.claims;
    known.delete(token);
    return null;
  }
  const entry = verifyAnew(key, token);
  if (!entry) return null;
  if (known.size >= MAX_VERIFIED) known.delete(known.keys().next().value!);
  known.set(token, entry);
  return entry.claims;
}

function verifyAnew(key: KeyObject, token: string): { claims: Claims; expiresAt: number } | null {
  try {
    const payload = jwt.verify(token, key, { algorithms: ['HS256'] });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string') return null;
    const userId = Number(payload.sub);
    const ver = (payload as Partial<TokenClaims>).ver;
    if (!Number.isInteger(userId) || typeof ver !== 'number') return null;
    // Every token we sign expires; one without `exp` would have verified forever anyway.
    const expiresAt = typeof payload.exp === 'number' ? payload.exp : Infinity;
    return { claims: { userId, tokenVersion: ver }, expiresAt };
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
  cookies: Record<string, string | undefined> | undefined,
): { token: string; scheme: 'bearer' | 'cookie' } | null {
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (bearer) return { token: bearer, scheme: 'bearer' };
  const cookie = cookies?.[AUTH.cookieName];
  return cookie ? { token: cookie, scheme: 'cookie' } : null;
}
