import { describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from './csp';
import { fillTemplate, headTags } from './html';

describe('server HTML', () => {
  it('fills the template without expanding replacement patterns', () => {
    const html = fillTemplate(
      '<html lang="en"><head><!--ssr-head--></head><div><!--ssr-app--></div><!--ssr-state-->',
      {
        lang: 'az',
        head: '<title>$& x</title>',
        app: '<p>$1</p>',
        state: '',
      },
      'n0nce',
    );
    expect(html).toBe('<html lang="az"><head><title>$& x</title></head><div><p>$1</p></div>');
  });

  it("gives the response's nonce to the server's tags and never to the page's content", () => {
    const tag = `nonce="${NONCE_PLACEHOLDER}"`;
    const html = fillTemplate(
      `<html lang="en"><head><script ${tag}>1</script><!--ssr-head--></head><div><!--ssr-app--></div><!--ssr-state-->`,
      {
        lang: 'en',
        head: `<link rel="modulepreload" href="/a.js" ${tag} />`,
        app: `<p ${tag}>content</p>`,
        state: `<script ${tag}>2</script>`,
      },
      'n0nce',
    );
    expect(html).toBe(
      '<html lang="en"><head><script nonce="n0nce">1</script><link rel="modulepreload" href="/a.js" nonce="n0nce" /></head>' +
        `<div><p ${tag}>content</p></div><script nonce="n0nce">2</script>`,
    );
  });

  it('escapes titles and writes hreflang links', () => {
    const tags = headTags(
      {
        title: 'A <b> & "c"',
        description: 'd',
        canonical: 'http://x/venue',
        alternate: { kind: 'same-path' },
        links: [
          { hreflang: 'en', href: 'http://x/venue' },
          { hreflang: 'az', href: 'http://x/az/venue' },
          { hreflang: 'x-default', href: 'http://x/venue' },
        ],
      },
      'en',
    );
    expect(tags).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(tags).toContain('<link rel="alternate" hreflang="az" href="http://x/az/venue" />');
    expect(tags).toContain('hreflang="x-default"');
  });
});
