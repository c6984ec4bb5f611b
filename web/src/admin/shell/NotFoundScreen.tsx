import { NotFoundResult } from '../../app/StatusResult';
import { useT } from '../../app/intl';
import { AdminLink } from './env';

/** An unknown console path: the specification's "This page could not be found", with a way back. */
export function NotFoundScreen() {
  const t = useT();
  return <NotFoundResult back={<AdminLink to="/admin">{t('admin.panel')}</AdminLink>} />;
}
