import { describe, expect, it } from 'vitest';
import { LocalChangeFeed } from '../events/changes.js';
import { ReplyCache } from './reply-cache.js';

/** A cache on its own change feed and clock; `reads` counts how often the answer was loaded. */
function setUp() {
  const changes = new LocalChangeFeed();
  let now = 1_000_000;
  const cache = new ReplyCache(changes, 1000, () => now);
  let reads = 0;
  const load = async () => ({ read: ++reads });
  return { changes, cache, load, reads: () => reads, later: (ms: number) => (now += ms) };
}

describe('the answers kept for many callers, read in process', () => {
  it('keeps a value until a change is announced', async () => {
    const { changes, cache, load, reads } = setUp();
    const first = await cache.value('news:en:3', load);
    expect(await cache.value('news:en:3', load)).toBe(first);
    expect(reads()).toBe(1);
    changes.publish('news');
    expect(await cache.value('news:en:3', load)).toEqual({ read: 2 });
  });

  it('reads again an answer older than its age limit (a scheduled item may be due)', async () => {
    const { cache, load, reads, later } = setUp();
    await cache.value('news:az:3', load, 60_000);
    later(59_999);
    await cache.value('news:az:3', load, 60_000);
    expect(reads()).toBe(1);
    later(1);
    expect(await cache.value('news:az:3', load, 60_000)).toEqual({ read: 2 });
  });

  it('does not keep an answer loaded while a change was announced', async () => {
    const { changes, cache } = setUp();
    let count = 0;
    await cache.value('initial:en', async () => {
      changes.publish('settings');
      return { read: ++count };
    });
    await cache.value('initial:en', async () => ({ read: ++count }));
    expect(count).toBe(2);
  });
});
