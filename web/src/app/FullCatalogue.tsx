import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { messages } from 'virtual:messages/all';
import { useLocale } from './LocalLink';

/**
 * Every catalogue section, for the lazy panel and admin chunks: the public bundle carries only
 * the sections its pages use, so these areas wrap their screens in this provider.
 */
export function FullCatalogue({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <IntlProvider locale={locale} messages={messages[locale]} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
