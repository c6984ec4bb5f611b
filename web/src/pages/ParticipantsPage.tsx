import { useLocation } from 'react-router';
import { useT } from '../app/intl';
import { useLocale } from '../app/LocalLink';
import { useSiteRead } from '../app/site-context';
import { publicParticipantsQuery } from './content-queries';
import { pageFromSearch } from './page-param';
import { PublicList } from './PublicList';

/** /participants: approved participants (accepted participants are public, DESIGN.md). */
export function ParticipantsPage() {
  const t = useT();
  const page = pageFromSearch(useLocation().search);
  const list = useSiteRead(publicParticipantsQuery(useLocale(), page));
  return (
    <PublicList
      title="site.nav.participants"
      empty="site.participants.empty"
      emptyHint="site.participants.emptyHint"
      page={page}
      list={list}
    >
      {(participants, first) => (
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
              {participants.map((p, i) => (
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
      )}
    </PublicList>
  );
}
