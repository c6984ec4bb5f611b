import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { useT, messagesFor } from './intl';
import { LocalLink } from './LocalLink';
import { localeFromPath, localizePath } from './locale';
import { TextsProvider } from './texts';

/**
 * The error element of the public routes: "This page could not be found" for a 404 (spec §2),
 * a generic message for anything else; both offer a way home and keep the site's shell around.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return (
    <main id="main" className="page error-page">
      <p className="error-page__code" aria-hidden="true">
        {notFound ? '404' : isRouteErrorResponse(error) ? error.status : '500'}
      </p>
      <h1>{notFound ? t('error.notFound') : t('site.errorTitle')}</h1>
      <p>{notFound ? t('site.notFoundHint') : t('site.errorHint')}</p>
      <LocalLink className="button" to="/">
        {t('site.backHome')}
      </LocalLink>
    </main>
  );
}

/**
 * The last line of defence: used when the layout itself (or the error page) fails. It depends
 * on nothing but the URL, so it still renders; a plain <a> reloads into a fresh app.
 */
export function FallbackError() {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <TextsProvider locale={locale} messages={messagesFor(locale)}>
      <FallbackBody home={localizePath('/', locale)} />
    </TextsProvider>
  );
}

function FallbackBody({ home }: { home: string }) {
  const t = useT();
  return (
    <main id="main" className="page error-page">
      <h1>{t('error.generic')}</h1>
      <p>{t('site.errorHint')}</p>
      <a className="button" href={home}>
        {t('site.backHome')}
      </a>
    </main>
  );
}
