import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl } from 'react-router';
import type { MessageKey } from '@conf/common';
import { buildHead } from './head';

const translate = (key: MessageKey) => `[${key}]`;

describe('document head', () => {
  it('uses the deepest title and the site description by default', () => {
    const head = buildHead(
      [{ handle: { titleKey: 'site.nav.venue' } }],
      '/gallery-2024',
      'https://x',
      translate,
    );
    expect(head.title).toBe('[site.nav.venue] | [site.titleShort]');
    expect(head.description).toBe('[site.description]');
    expect(head.canonical).toBe('https://x/gallery-2024');
    expect(head.links).toEqual([
      { hreflang: 'en', href: 'https://x/gallery-2024' },
      { hreflang: 'az', href: 'https://x/az/gallery-2024' },
      { hreflang: 'x-default', href: 'https://x/gallery-2024' },
    ]);
  });

  it('takes title, description and alternates from a content page', () => {
    const head = buildHead(
      [
        {
          handle: { alternate: 'slug' },
          data: {
            title: 'Mövzular',
            description: 'D',
            translations: [{ locale: 'en', slug: 'topics' }],
          },
        },
      ],
      '/az/pages/movzular',
      'https://x',
      translate,
    );
    expect(head.title).toBe('Mövzular | [site.titleShort]');
    expect(head.description).toBe('D');
    expect(head.links.map((l) => l.href)).toEqual([
      'https://x/az/pages/movzular',
      'https://x/pages/topics',
      'https://x/pages/topics',
    ]);
  });

  it('titles the 404 page', () => {
    const head = buildHead([], '/nope', 'https://x', translate, {
      'en:public': new UNSAFE_ErrorResponseImpl(404, 'Not Found', null),
    });
    expect(head.title).toBe('[error.notFound] | [site.titleShort]');
  });
});
