import type { ReactNode } from 'react';
import { useT } from '../app/intl';

/** Shared loading / empty / error states of public pages. */
export function Loading() {
  const t = useT();
  return (
    <div className="state state--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {t('site.loading')}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state state--empty">
      <p className="state__title">{title}</p>
      {children}
    </div>
  );
}

export function ErrorState({ onRetry }: { onRetry?: () => void }) {
  const t = useT();
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">{t('site.loadFailed')}</p>
      {onRetry && (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('site.retry')}
        </button>
      )}
    </div>
  );
}
