import type { Locale } from '@conf/common';
import type { AppStore } from './store';

/**
 * How the app reaches the RTK Query store of the panel and the console. In the browser it is
 * made on first use (`lazyStore`): no public page loads Redux. The desktop console and tests hand
 * over a store they made; the server renders no screen that uses one (render.tsx, NO_STORE).
 */
export interface StoreAccess {
  /** The store if it exists already. */
  current(): AppStore | null;
  load(): Promise<AppStore>;
  /** The page's language: requests without their own carry it, and a change refetches. */
  setLocale(locale: Locale): void;
}

interface Made {
  store: AppStore;
  setLocale(locale: Locale): void;
}

export function lazyStore(initial: Locale, make: (locale: Locale) => Promise<Made>): StoreAccess {
  let locale = initial;
  let made: Made | null = null;
  let making: Promise<AppStore> | null = null;
  return {
    current: () => made?.store ?? null,
    load() {
      making ??= make(locale).then((m) => {
        made = m;
        m.setLocale(locale);
        return m.store;
      });
      return making;
    },
    setLocale(next) {
      locale = next;
      made?.setLocale(next);
    },
  };
}

/** A store made beforehand (its language set by `setLocale`, from the store's own module). */
export function fixedStore(store: AppStore, setLocale: (locale: Locale) => void): StoreAccess {
  return {
    current: () => store,
    load: () => Promise.resolve(store),
    setLocale,
  };
}
