import type { Associate, Locale, PublicSettingsDto } from '@conf/common';
import { useT } from '../app/intl';
import { useLocale } from '../app/LocalLink';
import { usePublicSettings } from '../app/site-context';
import { siteLogoSrc } from '../app/site-queries';

/** The flagcounter.com counter of the organisers' account (its id is a setting). */
const counterLinks = (id: string) => ({
  href: `https://info.flagcounter.com/${encodeURIComponent(id)}`,
  image: `https://s01.flagcounter.com/count2/${encodeURIComponent(id)}/bg_FFFFFF/txt_1F2937/border_E5E7EB/columns_3/maxflags_12/viewers_0/labels_0/pageviews_1/flags_0/percent_0/`,
});

/** A logo carries no text of its own; an associate without one is shown by its translated name. */
function AssociateItem({ associate, locale }: { associate: Associate; locale: Locale }) {
  const name = associate.name[locale] || associate.name.en;
  const face = associate.logoId ? (
    <img src={siteLogoSrc(associate.logoId)} alt={name} height={48} loading="lazy" />
  ) : (
    <span className="associates__name">{name}</span>
  );
  return (
    <li>
      {associate.url ? (
        <a href={associate.url} target="_blank" rel="noopener noreferrer" title={name}>
          {face}
        </a>
      ) : (
        face
      )}
    </li>
  );
}

/**
 * Contact details, associates, the visitor counter and the year (spec §1), as organisers saved
 * them in the console's settings; a part left empty there is not shown.
 */
export function Footer() {
  const t = useT();
  const locale = useLocale();
  const year = new Date().getFullYear();
  const { data } = usePublicSettings(locale);
  const settings: PublicSettingsDto | undefined = data;
  const contacts = settings?.contacts;
  const associates = settings?.associates.items ?? [];
  const counterId = settings?.counter.flagCounterId ?? '';
  const location = contacts?.location[locale] || t('site.footer.locationValue');
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('site.footer.contact')}</h2>
          <address>
            <p>
              <span className="site-footer__label">{t('site.footer.location')}: </span>
              {location}
            </p>
            {contacts?.phone ? (
              <p>
                <span className="site-footer__label">{t('site.footer.phone')}: </span>
                <a href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`}>{contacts.phone}</a>
              </p>
            ) : null}
            {contacts?.email ? (
              <p>
                <span className="site-footer__label">{t('site.footer.email')}: </span>
                <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              </p>
            ) : null}
          </address>
        </section>
        {associates.length > 0 ? (
          <section aria-labelledby="footer-associates">
            <h2 id="footer-associates">{t('site.footer.associates')}</h2>
            <ul className="associates">
              {associates.map((a, i) => (
                <AssociateItem key={`${i}-${a.name.en}`} associate={a} locale={locale} />
              ))}
            </ul>
          </section>
        ) : null}
        {counterId ? (
          <section aria-labelledby="footer-visitors">
            <h2 id="footer-visitors">{t('site.footer.visitors')}</h2>
            <a href={counterLinks(counterId).href} target="_blank" rel="noopener noreferrer">
              <img
                className="flag-counter"
                src={counterLinks(counterId).image}
                alt={t('site.footer.flagCounter')}
                width={180}
                height={90}
                loading="lazy"
                decoding="async"
                referrerPolicy="no-referrer"
              />
            </a>
          </section>
        ) : null}
      </div>
      <p className="site-footer__copy">
        © {year} {t('site.title')}
      </p>
    </footer>
  );
}
