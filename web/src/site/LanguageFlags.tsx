import { useLocation, useMatches } from 'react-router';
import { RouterLink } from '../app/RouterLink';
import { LOCALES, type LanguageDto, type Locale } from '@conf/common';
import { alternateFromMatches } from '../app/head';
import { useT } from '../app/intl';
import { useLocale } from '../app/LocalLink';
import { useInitialData } from '../app/site-context';
import { switchTarget } from '../app/locale';

/** Used until (or if) initial data has not arrived: the API's languages table says the same. */
const FALLBACK_LANGUAGES: Pick<LanguageDto, 'code' | 'name' | 'flag'>[] = [
  { code: 'en', name: 'English', flag: '/flags/gb.svg' },
  { code: 'az', name: 'Azərbaycanca', flag: '/flags/az.svg' },
];

/** The row of language flags; each goes to this page's version in that language (spec §2). */
export function LanguageFlags() {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const { data } = useInitialData(locale);
  const alternate = alternateFromMatches(matches);
  const languages = (data?.languages.length ? data.languages : FALLBACK_LANGUAGES).filter((l) =>
    (LOCALES as readonly string[]).includes(l.code),
  );
  return (
    <ul className="language-flags" aria-label={t('site.language')}>
      {languages.map((lang) => {
        const code = lang.code as Locale;
        const current = code === locale;
        const target = switchTarget(pathname, code, alternate);
        return (
          <li key={code}>
            <RouterLink
              to={current ? pathname + search : target}
              hrefLang={code}
              lang={code}
              aria-current={current ? 'true' : undefined}
              title={lang.name}
              className="language-flags__link"
            >
              <img src={lang.flag} alt="" width={28} height={20} />
              <span className="visually-hidden">{lang.name}</span>
            </RouterLink>
          </li>
        );
      })}
    </ul>
  );
}
