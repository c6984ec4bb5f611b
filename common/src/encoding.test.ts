import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './encoding.js';

describe('the content coding a response uses', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip'], 'br'],
    ['gzip, deflate, br, zstd', ['gzip'], 'gzip'],
    ['br;q=0, gzip', ['br', 'gzip'], 'gzip'],
    ['BR; Q=0.5', ['br', 'gzip'], 'br'],
    ['gzip;q=0', ['gzip'], 'identity'],
    ['', ['br', 'gzip'], 'identity'],
    [undefined, ['br', 'gzip'], 'identity'],
  ] as const)('%j with %j offered: %s', (header, offered, expected) => {
    expect(preferredEncoding(header, offered)).toBe(expected);
  });
});
