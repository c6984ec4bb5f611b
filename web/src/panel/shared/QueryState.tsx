import type { ReactNode } from 'react';
import { Button, Empty, Spin } from 'antd';
import { StatusResult } from '../../app/StatusResult';
import { useT } from '../../app/intl';
import { apiErrorBody, errorStatus } from '../../app/error-message';
import { LocalLink } from '../../app/LocalLink';

interface QueryStateProps {
  isLoading: boolean;
  error?: unknown;
  onRetry?: () => void;
  isEmpty?: boolean;
  emptyText?: string;
  /** Where "not found" leads back to (the author's abstracts unless said otherwise). */
  back?: { to: string; label: string };
  children: ReactNode;
}

/** The loading, error and empty states every screen shows before (or instead of) its data. */
export function QueryState({
  isLoading,
  error,
  onRetry,
  isEmpty,
  emptyText,
  back,
  children,
}: QueryStateProps) {
  const t = useT();
  if (isLoading) {
    return (
      <div role="status" style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
        <p>{t('site.loading')}</p>
      </div>
    );
  }
  if (error && (errorStatus(error) === 404 || errorStatus(error) === null)) {
    // A missing (or someone else's) object: retrying will not help, going back will.
    const message = apiErrorBody(error)?.message;
    if (message || errorStatus(error) === 404) {
      return (
        <StatusResult
          status="404"
          title={message ?? t('error.notFound')}
          extra={
            <LocalLink to={back?.to ?? '/user/panel/theses/submitted'}>
              {back?.label ?? t('panel.nav.submitted')}
            </LocalLink>
          }
          role="alert"
        />
      );
    }
  }
  if (error) {
    return (
      <StatusResult
        status="warning"
        title={t('site.loadFailed')}
        subTitle={apiErrorBody(error)?.message}
        extra={onRetry && <Button onClick={onRetry}>{t('site.retry')}</Button>}
        role="alert"
      />
    );
  }
  if (isEmpty) return <Empty description={emptyText ?? t('panel.empty')} />;
  return <>{children}</>;
}
