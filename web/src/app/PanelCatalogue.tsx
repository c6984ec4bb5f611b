import type { ReactNode } from 'react';
import { lazyCatalogue, useCatalogue } from './catalogues';
import { IntlArea } from './IntlArea';
import { useLocale } from './LocalLink';

/**
 * The panel's texts: every section but the keys only the console shows (vite-plugin-messages.ts,
 * CONSOLE_ONLY), which the panel would otherwise download before its first paint. Declared here,
 * in the panel's chunk, so that the public entry does not carry it.
 */
export const panelCatalogue = lazyCatalogue({
  en: () => import('virtual:messages/panel/en'),
  az: () => import('virtual:messages/panel/az'),
});

/**
 * The panel's catalogue (every section but the console's own texts), for the lazy panel: the
 * public bundle carries only the sections its pages use. The panel's route loads this language's
 * catalogue before its first render.
 */
export function PanelCatalogue({ children }: { children: ReactNode }) {
  const catalogue = useCatalogue(panelCatalogue, useLocale());
  if (!catalogue) return null;
  return (
    <IntlArea locale={catalogue.locale} messages={catalogue.messages} defaultLocale="en">
      {children}
    </IntlArea>
  );
}
