import { Outlet } from 'react-router';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@conf/common';
import { messagesFor } from './intl';
import { HeadSync } from './HeadSync';
import { ProgressBar } from './ProgressBar';
import { ScrollToTop } from './ScrollToTop';
import { Toaster } from './Toaster';
import '../site/site.css';
import '../site/programme.css';

/** The root of one locale mount: everything below speaks this locale. */
export function LocaleRoot({ locale }: { locale: Locale }) {
  return (
    <IntlProvider locale={locale} messages={messagesFor(locale)} defaultLocale="en">
      <ProgressBar />
      <ScrollToTop />
      <HeadSync />
      <Outlet />
      <Toaster />
    </IntlProvider>
  );
}
