import { useLocation } from 'react-router';
import { RouterLink } from '../app/RouterLink';
import { useT } from '../app/intl';

/** Previous / next links of a long public list: real links, so crawlers and no-JS work. */
export function Pager({
  page,
  total,
  pageSize,
}: {
  page: number;
  total: number;
  pageSize: number;
}) {
  const t = useT();
  const { pathname } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (n: number) => (n === 1 ? pathname : `${pathname}?page=${n}`);
  return (
    <nav className="pager" aria-label={t('site.pager.label')}>
      {page > 1 ? (
        <RouterLink to={href(page - 1)} rel="prev">
          {t('site.pager.previous')}
        </RouterLink>
      ) : (
        <span />
      )}
      <span>{t('site.pager.position', { page, pages })}</span>
      {page < pages ? (
        <RouterLink to={href(page + 1)} rel="next">
          {t('site.pager.next')}
        </RouterLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
