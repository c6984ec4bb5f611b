import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

const page = (html: string) => ({ status: 200, html, slot: 'slot' });

describe('the cache of anonymous pages', () => {
  it('keeps a page until cleared, and drops a render that started before the clear', () => {
    const cache = new PageCache();
    const before = cache.version;
    expect(cache.set('/', page('<p>one</p>'), before)).toBeDefined();
    expect(cache.get('/')?.html).toBe('<p>one</p>');

    const started = cache.version;
    cache.clear();
    expect(cache.get('/')).toBeUndefined();
    // Rendered with data read before the change: not kept.
    expect(cache.set('/', page('<p>stale</p>'), started)).toBeUndefined();
    expect(cache.get('/')).toBeUndefined();
  });

  it('forgets a page after its lifetime and keeps at most `max` pages', () => {
    let now = 0;
    const cache = new PageCache(2, 1000, () => now);
    cache.set('/a', page('a'), cache.version);
    cache.set('/b', page('b'), cache.version);
    cache.set('/c', page('c'), cache.version);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(2);
    now = 1000;
    expect(cache.get('/b')).toBeUndefined();
  });
});
