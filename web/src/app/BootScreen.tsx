import { useT, messagesFor } from './intl';
import { localeFromPath } from './locale';
import { TextsProvider } from './texts';

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
    <TextsProvider locale={locale} messages={messagesFor(locale)}>
      <Loading />
    </TextsProvider>
  );
}
