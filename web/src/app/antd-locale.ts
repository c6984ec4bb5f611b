import { useEffect, useState } from 'react';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { Locale } from '@conf/common';
import { withChunkReload } from './chunk-reload';

/*
 * antd's own texts (pagination, pickers, empty states) for the panel and the console. English is
 * the ES module antd's components already import as their default, so it costs nothing; the
 * Azerbaijani one is a chunk loaded only for an Azerbaijani page. (`antd/locale/*` are CommonJS
 * copies: importing both languages from there put two extra locales in every first load.)
 */
const loaded: Partial<Record<Locale, AntdLocale>> = { en: enUS };
const loadAz = withChunkReload(() => import('antd/es/locale/az_AZ'));

/** Loads a language's antd texts (once); the panel's and the console's route loaders await it. */
export async function loadAntdLocale(locale: Locale): Promise<AntdLocale> {
  return (loaded[locale] ??= (await loadAz()).default);
}

/**
 * antd's texts in `locale` for a ConfigProvider: at once when loaded already (the route loaded
 * them), else after they arrive; while another language loads, the previous one stays (null only
 * before the first one has arrived), as with the catalogues (useCatalogue).
 */
export function useAntdLocale(locale: Locale): AntdLocale | null {
  const ready = loaded[locale];
  const [shown, setShown] = useState<AntdLocale | null>(ready ?? null);
  useEffect(() => {
    if (ready) return undefined;
    let alive = true;
    loadAntdLocale(locale).then(
      (texts) => alive && setShown(texts),
      (err: unknown) => console.error('antd locale failed to load', err),
    );
    return () => {
      alive = false;
    };
  }, [locale, ready]);
  return ready ?? shown;
}
