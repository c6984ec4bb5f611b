import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Button, Spin } from 'antd';
import { StatusResult } from '../../app/StatusResult';
import { useLocation } from 'react-router';
import { useT } from '../../app/intl';
import { apiErrorBody } from '../../app/error-message';

/** The loading state of a screen or a block of one. */
export function ScreenLoading() {
  const t = useT();
  return (
    <div className="admin-loading" role="status" aria-live="polite">
      <Spin />
      <span>{t('admin.loading')}</span>
    </div>
  );
}

/** A failed request: the server's message when it sent one, and a way to try again. */
export function ScreenError({ error, retry }: { error?: unknown; retry?: () => void }) {
  const t = useT();
  const message = apiErrorBody(error)?.message;
  return (
    <StatusResult
      status="error"
      title={t('admin.error.title')}
      subTitle={message}
      extra={
        retry ? (
          <Button type="primary" onClick={retry}>
            {t('admin.error.retry')}
          </Button>
        ) : null
      }
    />
  );
}

interface BoundaryProps {
  children: ReactNode;
  fallback: (reset: () => void) => ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}

/**
 * Each screen's boundaries: a screen that throws shows an error with a retry instead of taking
 * the console down, and lazy screens show the loading state. Keyed by the path so that leaving
 * a failed screen clears its error.
 */
export function Screen({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={(reset) => <ScreenError retry={reset} />}>
      <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** What a screen needs of an RTK Query result to show its states. */
export interface QueryState<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

/** A query's loading and error states (with a retry), or what `children` makes of its data. */
export function Loaded<T>({
  query,
  children,
}: {
  query: QueryState<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) return <ScreenLoading />;
  if (query.error || !query.data)
    return <ScreenError error={query.error} retry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
