import { Outlet } from 'react-router';
import type { Locale } from '@conf/common';
import { messagesFor } from './intl';
import { TextsProvider } from './texts';
import { HeadSync } from './HeadSync';
import { ProgressBar } from './ProgressBar';
import { ScrollToTop } from './ScrollToTop';
import { Toaster } from './Toaster';
import '../site/site.css';
import '../site/programme.css';

/** The root of one locale mount: everything below speaks this locale. */
export function LocaleRoot({ locale }: { locale: Locale }) {
  return (
    <TextsProvider locale={locale} messages={messagesFor(locale)}>
      <ProgressBar />
      <ScrollToTop />
      <HeadSync />
      <Outlet />
      <Toaster />
    </TextsProvider>
  );
}
