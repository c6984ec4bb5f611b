import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl, type MessageFormatElement } from 'react-intl';
import { messages as programme } from 'virtual:messages/programme';
import type { Locale } from '@conf/common';

/**
 * Adds the texts of the programme and verification pages to the public catalogue: they travel
 * with these pages' chunks, not with the first load every visitor downloads (as FormsCatalogue).
 */
export function ProgrammeCatalogue({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const outer = intl.messages as Record<string, MessageFormatElement[]>;
  const merged = useMemo(() => ({ ...outer, ...programme[locale] }), [outer, locale]);
  return (
    <IntlProvider locale={locale} messages={merged} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
