import { useT } from '../app/intl';
import { useLocale } from '../app/LocalLink';
import { useCountries, useCurrentUser, useInitialData } from '../app/site-context';

/** /test: a status page for organisers checking that the site, the API and sign-in work. */
export function TestPage() {
  const t = useT();
  const locale = useLocale();
  const { data: initial, error } = useInitialData(locale);
  const isError = error !== undefined;
  const { data: countries } = useCountries(locale);
  const { data: user } = useCurrentUser(locale);
  return (
    <main id="main" className="page">
      <h1>{t('site.test.title')}</h1>
      <p>{t('site.test.intro')}</p>
      <dl className="status-list">
        <dt>{t('site.test.language')}</dt>
        <dd>{locale}</dd>
        <dt>{t('site.test.api')}</dt>
        <dd>{initial ? t('site.test.ok') : isError ? t('site.test.failed') : t('site.loading')}</dd>
        <dt>{t('site.test.countries')}</dt>
        <dd>{countries?.length ?? '—'}</dd>
        <dt>{t('site.test.session')}</dt>
        <dd>{user ? `${user.name} ${user.surname}` : t('site.test.signedOut')}</dd>
      </dl>
    </main>
  );
}
