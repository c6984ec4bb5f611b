import { describe, expect, it } from 'vitest';
import { NONCE_LENGTH, newNonce } from './csp';

describe('newNonce', () => {
  it('hands out 128 random bits each time, across refills of its pool, never the same twice', () => {
    const nonces = Array.from({ length: 1000 }, newNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) {
      expect(nonce).toHaveLength(NONCE_LENGTH);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });
});
