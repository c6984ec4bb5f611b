import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH } from '@conf/common';
import { signToken, verifyToken } from './tokens.js';

const SECRET = 'a-secret-of-this-test-'.padEnd(64, 'x');
const OTHER = 'another-secret-'.padEnd(64, 'y');

describe('verifyToken (claims kept once verified)', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same claims on a repeat, and only under the secret that signed the token', () => {
    const token = signToken(SECRET, 42, 3);
    expect(verifyToken(SECRET, token)).toEqual({ userId: 42, tokenVersion: 3 });
    expect(verifyToken(SECRET, token)).toEqual({ userId: 42, tokenVersion: 3 });
    expect(verifyToken(OTHER, token)).toBeNull();
  });

  it('refuses a kept token once it has expired, as a first verification would', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const signedAt = new Date('2025-09-03T09:00:00Z');
    vi.setSystemTime(signedAt);
    const token = signToken(SECRET, 7, 0);
    const other = signToken(SECRET, 8, 0);
    expect(verifyToken(SECRET, token)).not.toBeNull();

    const expiry = signedAt.getTime() + AUTH.tokenMaxAgeSeconds * 1000;
    vi.setSystemTime(expiry - 1000);
    expect(verifyToken(SECRET, token)).not.toBeNull();
    vi.setSystemTime(expiry);
    expect(verifyToken(SECRET, token)).toBeNull();
    expect(verifyToken(SECRET, other)).toBeNull();
  });

  it('refuses a token whose payload was changed after signing, kept or not', () => {
    const token = signToken(SECRET, 5, 0);
    expect(verifyToken(SECRET, token)).not.toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', ver: 0 })).toString('base64url');
    expect(verifyToken(SECRET, `${header}.${forged}.${signature}`)).toBeNull();
  });
});
