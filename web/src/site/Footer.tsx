import { useT } from '../app/intl';
import { ASSOCIATES, FLAG_COUNTER, SITE_CONTACTS } from './site-config';

/** Contact details, associates, the visitor counter and the year (spec §1). */
export function Footer() {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('site.footer.contact')}</h2>
          <address>
            <p>
              <span className="site-footer__label">{t('site.footer.location')}: </span>
              {t('site.footer.locationValue')}
            </p>
            <p>
              <span className="site-footer__label">{t('site.footer.phone')}: </span>
              <a href={`tel:${SITE_CONTACTS.phone.replace(/\s/g, '')}`}>{SITE_CONTACTS.phone}</a>
            </p>
            <p>
              <span className="site-footer__label">{t('site.footer.email')}: </span>
              <a href={`mailto:${SITE_CONTACTS.email}`}>{SITE_CONTACTS.email}</a>
            </p>
          </address>
        </section>
        <section aria-labelledby="footer-associates">
          <h2 id="footer-associates">{t('site.footer.associates')}</h2>
          <ul className="associates">
            {ASSOCIATES.map((a) => (
              <li key={a.url}>
                <a href={a.url} target="_blank" rel="noopener noreferrer" title={a.name}>
                  <img src={a.logo} alt={a.name} width={120} height={48} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-visitors">
          <h2 id="footer-visitors">{t('site.footer.visitors')}</h2>
          <a href={FLAG_COUNTER.href} target="_blank" rel="noopener noreferrer">
            <img
              className="flag-counter"
              src={FLAG_COUNTER.image}
              alt={t('site.footer.flagCounter')}
              width={180}
              height={90}
              loading="lazy"
              referrerPolicy="no-referrer"
            />
          </a>
        </section>
      </div>
      <p className="site-footer__copy">
        © {year} {t('site.title')}
      </p>
    </footer>
  );
}
