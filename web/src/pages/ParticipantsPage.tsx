import { useLocation } from 'react-router';
import { useT } from '../app/intl';
import { useLocale } from '../app/LocalLink';
import { PUBLIC_PAGE_SIZE, useGetPublicParticipantsQuery } from './content-api';
import { Pager } from './Pager';
import { pageFromSearch } from './page-param';
import { EmptyState, ErrorState, Loading } from './states';

/** /participants: approved participants (accepted participants are public, DESIGN.md). */
export function ParticipantsPage() {
  const t = useT();
  const locale = useLocale();
  const page = pageFromSearch(useLocation().search);
  const { data, isLoading, isError, refetch } = useGetPublicParticipantsQuery({ locale, page });
  let body;
  if (isLoading) body = <Loading />;
  else if (isError || !data) body = <ErrorState onRetry={() => void refetch()} />;
  else if (data.data.length === 0) {
    body = (
      <EmptyState title={t('site.participants.empty')}>
        {t('site.participants.emptyHint')}
      </EmptyState>
    );
  } else {
    const first = (page - 1) * PUBLIC_PAGE_SIZE + 1;
    body = (
      <>
        <p className="list-total">{t('site.list.total', { count: data.total })}</p>
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('site.participants.name')}</th>
                <th scope="col">{t('site.participants.institution')}</th>
                <th scope="col">{t('site.participants.country')}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((p, i) => (
                <tr key={p.id}>
                  <td>{first + i}</td>
                  <td>
                    {p.name} {p.surname}
                  </td>
                  <td>{p.institution}</td>
                  <td>{p.country.name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} total={data.total} pageSize={PUBLIC_PAGE_SIZE} />
      </>
    );
  }
  return (
    <main id="main" className="page">
      <h1>{t('site.nav.participants')}</h1>
      {body}
    </main>
  );
}
