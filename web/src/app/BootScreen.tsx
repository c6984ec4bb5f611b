import { IntlProvider } from 'react-intl';
import { useT, messagesFor } from './intl';
import { localeFromPath } from './locale';

function Loading() {
  const t = useT();
  return (
    <div className="boot-screen" role="status">
      <span className="spinner" aria-hidden="true" />
      {t('site.loading')}
    </div>
  );
}

/**
 * Shown while the browser prepares a client-rendered area (panel, admin console) on first load.
 * It renders before the router is ready, so it reads the locale from the address itself.
 */
export function BootScreen() {
  const locale = localeFromPath(typeof window === 'undefined' ? '/' : window.location.pathname);
  return (
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <Loading />
    </IntlProvider>
  );
}
