import { useLocation } from 'react-router';
import { useT } from '../app/intl';
import { useLocale } from '../app/LocalLink';
import { useSiteRead } from '../app/site-context';
import { acceptedAbstractsQuery } from './content-queries';
import { pageFromSearch } from './page-param';
import { PublicList } from './PublicList';

/** /accepted_abstracts: accepted abstracts with topic and authors (empty until decisions). */
export function AcceptedAbstractsPage() {
  const t = useT();
  const page = pageFromSearch(useLocation().search);
  const list = useSiteRead(acceptedAbstractsQuery(useLocale(), page));
  return (
    <PublicList
      title="site.nav.acceptedAbstracts"
      empty="site.abstracts.empty"
      emptyHint="site.abstracts.emptyHint"
      page={page}
      list={list}
    >
      {(abstracts, first) => (
        <ol className="abstract-list" start={first}>
          {abstracts.map((a) => (
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
      )}
    </PublicList>
  );
}
