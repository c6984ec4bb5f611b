import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { NONCE_LENGTH, newNonce } from './csp';
import { prepareSplicedGzip, spliceNonce } from './spliced-gzip';

const SLOT = newNonce();
const tag = (name: string) => `<${name} nonce="${SLOT}">`;

function expectSplices(html: string) {
  const prepared = prepareSplicedGzip(html, SLOT, NONCE_LENGTH);
  expect(prepared).toBeDefined();
  for (let i = 0; i < 3; i++) {
    const nonce = newNonce();
    const body = spliceNonce(prepared!, nonce);
    // gunzip checks the CRC and the length of the trailer too.
    expect(gunzipSync(body).toString()).toBe(html.replaceAll(SLOT, nonce));
  }
}

describe('a cached page compressed once, with a fresh nonce per response', () => {
  it('decompresses to the page with the response nonce in every tag', () => {
    const body = '<p>Baku 2025: mathematics and mechanics</p>'.repeat(200);
    expectSplices(
      `<!doctype html><html><head>${tag('script')}</script>${tag('style')}x{}</style>` +
        `<meta property="csp-nonce" nonce="${SLOT}"></head><body>${body}${tag('script')}</script></body></html>`,
    );
  });

  it('handles nonces at the very start and end, side by side, and none at all', () => {
    expectSplices(`nonce="${SLOT}"<p>a</p>nonce="${SLOT}"nonce="${SLOT}"`);
    expectSplices('<p>no script here</p>');
    expectSplices('');
  });

  it('keeps references across nonces right in pages longer than the 32 KiB window', () => {
    // Random text makes back-references across a nonce likely to be tried at many distances.
    const chunk = () => randomBytes(3000).toString('base64');
    const repeated = chunk();
    const parts = Array.from({ length: 30 }, (_, i) => (i % 3 ? repeated : chunk()));
    expectSplices(parts.join(tag('script')));
  });

  it('refuses a page holding a NUL byte, which could meet the filler of a nonce', () => {
    expect(prepareSplicedGzip(`<p>\0</p>${tag('script')}`, SLOT, NONCE_LENGTH)).toBeUndefined();
  });
});
