import { NONCE_LENGTH } from './csp';
import { prepareSplicedGzip, type SplicedGzip } from './spliced-gzip';

/**
 * One rendered page as rendered: its tags' nonce slot is swapped for a fresh nonce on every
 * response (render.tsx `sendCachedPage`). It is gzipped once, with gaps the nonce of each
 * response fills (spliced-gzip.ts), so a cached page costs no compression per response.
 */
export interface CachedPage {
  status: number;
  html: string;
  slot: string;
  gzip: SplicedGzip | undefined;
  expires: number;
}

/**
 * Pages rendered for anonymous visitors, per address (path, query, language, origin): the same
 * bytes for everyone until something they show changes. The owner clears it on every change the
 * API announces; `ttlMs` bounds what a change it never hears of (another process, the clock) can
 * leave stale. At most `max` addresses are kept, the oldest dropped first.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private generation = 0;

  constructor(
    private readonly max = 500,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The number that changes on every clear: a render started before a clear is not stored. */
  get version(): number {
    return this.generation;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Stores a page rendered while the cache was at `version` (dropped if it changed since). */
  set(
    key: string,
    page: { status: number; html: string; slot: string },
    version: number,
  ): CachedPage | undefined {
    if (version !== this.generation) return undefined;
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    const entry: CachedPage = {
      ...page,
      gzip: prepareSplicedGzip(page.html, page.slot, NONCE_LENGTH),
      expires: this.now() + this.ttlMs,
    };
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
