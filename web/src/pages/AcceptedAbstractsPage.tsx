import { useLocation } from 'react-router';
import { useT } from '../app/intl';
import { useLocale } from '../app/LocalLink';
import { PUBLIC_PAGE_SIZE, useGetAcceptedAbstractsQuery } from './content-api';
import { Pager } from './Pager';
import { pageFromSearch } from './page-param';
import { EmptyState, ErrorState, Loading } from './states';

/** /accepted_abstracts: accepted abstracts with topic and authors (empty until decisions). */
export function AcceptedAbstractsPage() {
  const t = useT();
  const locale = useLocale();
  const page = pageFromSearch(useLocation().search);
  const { data, isLoading, isError, refetch } = useGetAcceptedAbstractsQuery({ locale, page });
  let body;
  if (isLoading) body = <Loading />;
  else if (isError || !data) body = <ErrorState onRetry={() => void refetch()} />;
  else if (data.data.length === 0) {
    body = (
      <EmptyState title={t('site.abstracts.empty')}>{t('site.abstracts.emptyHint')}</EmptyState>
    );
  } else {
    body = (
      <>
        <p className="list-total">{t('site.list.total', { count: data.total })}</p>
        <ol className="abstract-list" start={(page - 1) * PUBLIC_PAGE_SIZE + 1}>
          {data.data.map((a) => (
            <li key={a.id} className="card">
              <h2 className="abstract-list__title">{a.title}</h2>
              <p className="abstract-list__topic">
                {t('site.abstracts.topic')}: {a.topic.name}
              </p>
              <ul className="abstract-list__authors" aria-label={t('site.abstracts.authors')}>
                {a.authors.map((au, i) => (
                  <li key={i}>
                    <strong>
                      {au.name} {au.surname}
                    </strong>
                    {', '}
                    {au.institution}, {au.country.name}
                  </li>
                ))}
              </ul>
              {a.keywords.length > 0 && (
                <p className="abstract-list__keywords">
                  {t('site.abstracts.keywords')}: {a.keywords.join(', ')}
                </p>
              )}
            </li>
          ))}
        </ol>
        <Pager page={page} total={data.total} pageSize={PUBLIC_PAGE_SIZE} />
      </>
    );
  }
  return (
    <main id="main" className="page">
      <h1>{t('site.nav.acceptedAbstracts')}</h1>
      {body}
    </main>
  );
}
