import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { UI_TIMINGS } from '@conf/common';

const KEY = 'chunk-reload-at';

/** A reload is allowed when none happened within the guard window (spec §8: once per 60 s). */
export function mayReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= UI_TIMINGS.chunkReloadGuardMs;
}

/**
 * After a deployment the chunks an open tab knows by name are gone; reloading fetches the new
 * ones. The guard in sessionStorage keeps a truly broken chunk from reloading in a loop.
 * Answers whether a reload was started.
 */
export function reloadAfterChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): boolean {
  const now = Date.now();
  const raw = storage.getItem(KEY);
  const last = raw === null ? null : Number(raw);
  if (!mayReload(now, Number.isFinite(last) ? last : null)) return false;
  storage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}

/** Wraps a dynamic import: a failed chunk load reloads the page once, otherwise rethrows. */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (err) {
      if (typeof window !== 'undefined' && reloadAfterChunkError()) {
        // Keep the router waiting: the page is about to be replaced anyway.
        return new Promise<T>(() => {});
      }
      throw err;
    }
  };
}

/**
 * A screen as a chunk of its own (React.lazy, with the reload above): the panel and the console
 * load the antd components of the screen being shown, not those of every screen.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  const guarded = withChunkReload(load);
  return lazy(async () => ({ default: await guarded() }));
}
