import { StatusResult } from '../../app/StatusResult';
import { useT } from '../../app/intl';
import { AdminLink } from './env';

/** An unknown console path: the specification's "This page could not be found", with a way back. */
export function NotFoundScreen() {
  const t = useT();
  return (
    <StatusResult
      status="404"
      title="404"
      subTitle={t('error.notFound')}
      extra={<AdminLink to="/admin">{t('admin.panel')}</AdminLink>}
    />
  );
}
