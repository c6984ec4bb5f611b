import { useT } from '../app/intl';
import { LocalLink } from '../app/LocalLink';
import { LanguageFlags } from './LanguageFlags';
import { MainMenu } from './MainMenu';
import { UserMenu } from './UserMenu';

/** The top band (two logos, two titles) and the menu row of the public site (spec §1). */
export function Header() {
  const t = useT();
  return (
    <header className="site-header">
      <div className="top-band">
        <div className="container top-band__inner">
          <LocalLink to="/" className="top-band__logo" aria-label={t('site.nav.home')}>
            <img src="/logos/conference.svg" alt="" width={72} height={72} />
          </LocalLink>
          <div className="top-band__titles">
            <p className="top-band__title">{t('site.title')}</p>
            <p className="top-band__organiser">{t('site.organiser')}</p>
            <p className="top-band__dates">{t('site.datesPlace')}</p>
          </div>
          <img
            className="top-band__logo top-band__logo--org"
            src="/logos/organiser.svg"
            alt={t('site.organiser')}
            width={72}
            height={72}
          />
        </div>
      </div>
      <div className="nav-row">
        <div className="container nav-row__inner">
          <MainMenu />
          <div className="nav-row__tools">
            <LanguageFlags />
            <UserMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
