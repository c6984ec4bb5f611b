import { useSyncExternalStore } from 'react';

/**
 * Whether a request that shows the page's progress bar is in flight (spec §7), from every source
 * that makes them: the public site's data layer and, once loaded, the panel's RTK Query store.
 * A module of its own so that the progress bar needs neither of them.
 */
const sources = new Map<string, boolean>();
const listeners = new Set<() => void>();
let busy = false;

export function setBusy(source: string, value: boolean) {
  if (sources.get(source) === value) return;
  sources.set(source, value);
  const next = [...sources.values()].some(Boolean);
  if (next === busy) return;
  busy = next;
  for (const listener of listeners) listener();
}

export function useRequestsBusy(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => busy,
    () => false,
  );
}
