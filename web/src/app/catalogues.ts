import { useEffect, useState } from 'react';
import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@conf/common';
import { withChunkReload } from './chunk-reload';

export type Messages = Record<string, MessageFormatElement[]>;

/**
 * A catalogue with one chunk per language (vite-plugin-messages.ts): a reader downloads only the
 * language on screen. `load` fetches it once; `get` answers what is already loaded, for renders
 * that must be synchronous (a route's `lazy` awaits `load` before its screen renders, on the
 * server and before hydration alike).
 */
export function lazyCatalogue(loaders: Record<Locale, () => Promise<{ messages: Messages }>>) {
  const loaded: Partial<Record<Locale, Messages>> = {};
  const guarded = {
    en: withChunkReload(loaders.en),
    az: withChunkReload(loaders.az),
  };
  return {
    async load(locale: Locale): Promise<Messages> {
      return (loaded[locale] ??= (await guarded[locale]()).messages);
    },
    get(locale: Locale): Messages | undefined {
      return loaded[locale];
    },
  };
}

/** Every section, for the admin console (AdminConsole.tsx). */
export const fullCatalogue = lazyCatalogue({
  en: () => import('virtual:messages/all/en'),
  az: () => import('virtual:messages/all/az'),
});

type Catalogue = ReturnType<typeof lazyCatalogue>;

/**
 * A lazy catalogue in `locale` for a component: at once when it is loaded already, else after it
 * arrives; while another language loads, the previous one stays on screen (null only before the
 * first one has arrived).
 */
export function useCatalogue(
  catalogue: Catalogue,
  locale: Locale,
): { locale: Locale; messages: Messages } | null {
  const ready = catalogue.get(locale);
  const [shown, setShown] = useState(() => (ready ? { locale, messages: ready } : null));
  useEffect(() => {
    if (ready) return undefined;
    let alive = true;
    catalogue.load(locale).then(
      (messages) => alive && setShown({ locale, messages }),
      (err: unknown) => console.error('catalogue failed to load', err),
    );
    return () => {
      alive = false;
    };
  }, [catalogue, locale, ready]);
  return ready ? { locale, messages: ready } : shown;
}
