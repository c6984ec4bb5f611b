import { useLocation } from 'react-router';
import { RouterLink } from '../app/RouterLink';
import { useT } from '../app/intl';

/** The page number in `?page=`, 1 when absent or not a positive whole number. */
export function pageFromSearch(search: string): number {
  const value = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(value) && value > 0 ? value : 1;
}

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
