import { describe, expect, it } from 'vitest';
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
    );
    expect(html).toBe('<html lang="az"><head><title>$& x</title></head><div><p>$1</p></div>');
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
