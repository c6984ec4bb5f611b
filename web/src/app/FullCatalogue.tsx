import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { fullCatalogue, useCatalogue } from './catalogues';
import { useLocale } from './LocalLink';

/**
 * Every catalogue section, for the lazy panel: the public bundle carries only the sections its
 * pages use. The panel's route loads this language's catalogue before its first render.
 */
export function FullCatalogue({ children }: { children: ReactNode }) {
  const catalogue = useCatalogue(fullCatalogue, useLocale());
  if (!catalogue) return null;
  return (
    <IntlProvider locale={catalogue.locale} messages={catalogue.messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
