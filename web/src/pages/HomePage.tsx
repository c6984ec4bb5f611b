import { formatDate } from '../app/dates';
import { useT } from '../app/intl';
import { LocalLink, useLocale } from '../app/LocalLink';
import { showError } from '../app/toast';
import { useEffect } from 'react';
import { useLatestNews } from '../app/site-context';
import { EmptyState, Loading } from './states';

function NewsList() {
  const t = useT();
  const locale = useLocale();
  const { data, isLoading, error } = useLatestNews(locale);
  // Spec §7: news errors go to the shared handler (the error toast); the page stays usable.
  useEffect(() => {
    if (error) showError(error);
  }, [error]);
  if (isLoading) return <Loading />;
  const news = data?.news ?? [];
  if (news.length === 0) return <EmptyState title={t('site.home.noNews')} />;
  return (
    <ul className="news-list">
      {news.map((item) => (
        <li key={item.id} className="news-list__item card">
          <time dateTime={item.publishedAt} className="news-list__date">
            {formatDate(item.publishedAt, t)}
          </time>
          <h3>{item.title}</h3>
          {item.summary && <p>{item.summary}</p>}
        </li>
      ))}
    </ul>
  );
}

const QUICK_LINKS = [
  { to: '/pages/topics', key: 'site.nav.topics' },
  { to: '/pages/important-dates', key: 'site.nav.importantDates' },
  { to: '/pages/registration', key: 'site.nav.registration' },
  { to: '/pages/academic_program', key: 'site.nav.academicProgram' },
  { to: '/venue', key: 'site.nav.venue' },
  { to: '/accommodation', key: 'site.nav.accommodation' },
] as const;

export function HomePage() {
  const t = useT();
  return (
    <main id="main" className="page page--home">
      <section className="hero" aria-labelledby="hero-title">
        <p className="hero__eyebrow">{t('site.datesPlace')}</p>
        <h1 id="hero-title">{t('site.title')}</h1>
        <p className="hero__lead">{t('site.home.lead')}</p>
        <div className="hero__actions">
          <LocalLink className="button" to="/user/reg">
            {t('site.home.register')}
          </LocalLink>
          <LocalLink className="button button--ghost" to="/user/panel">
            {t('site.home.submit')}
          </LocalLink>
        </div>
      </section>
      <section className="facts" aria-label={t('site.home.factsLabel')}>
        <div className="card">
          <h2>{t('site.home.datesTitle')}</h2>
          <p>{t('site.home.datesText')}</p>
        </div>
        <div className="card">
          <h2>{t('site.home.feeTitle')}</h2>
          <p>{t('site.home.feeText')}</p>
        </div>
        <div className="card">
          <h2>{t('site.home.abstractsTitle')}</h2>
          <p>{t('site.home.abstractsText')}</p>
        </div>
      </section>
      <div className="home-columns">
        <section aria-labelledby="news-title">
          <h2 id="news-title">{t('site.home.news')}</h2>
          <NewsList />
        </section>
        <nav aria-labelledby="quick-title" className="quick-links">
          <h2 id="quick-title">{t('site.home.quickLinks')}</h2>
          <ul>
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <LocalLink to={l.to}>{t(l.key)}</LocalLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
