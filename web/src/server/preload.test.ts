import { describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from './csp';
import { preloadLinks, type ClientManifest } from './preload';

const manifest: ClientManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_form.js': { file: 'assets/form-1.js', imports: ['index.html'] },
  'src/auth/LoginPage.tsx': {
    file: 'assets/LoginPage-1.js',
    imports: ['index.html', '_form.js', '_shared.js'],
  },
  'virtual:messages/public/az': { file: 'assets/az-1.js' },
};

describe('lazy chunk preloads', () => {
  it('lists the catalogue and the chunks of matched lazy routes, not those of the entry', () => {
    expect(preloadLinks(manifest, ['az', 'az:shell', 'az:public', 'az:login'], 'az')).toEqual([
      `<link rel="modulepreload" crossorigin href="/assets/az-1.js" nonce="${NONCE_PLACEHOLDER}" />`,
      `<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js" nonce="${NONCE_PLACEHOLDER}" />`,
      `<link rel="modulepreload" crossorigin href="/assets/form-1.js" nonce="${NONCE_PLACEHOLDER}" />`,
    ]);
  });
  it('is empty when nothing matched is lazy or the manifest is missing', () => {
    expect(preloadLinks(manifest, ['en', 'en:home'], 'en')).toEqual([]);
    expect(preloadLinks({}, ['az:login'], 'az')).toEqual([]);
  });
});
