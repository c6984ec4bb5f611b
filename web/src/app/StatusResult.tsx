import { lazy, Suspense, type ReactNode } from 'react';
import type { ResultProps } from 'antd';
import { withChunkReload } from './chunk-reload';
import { useT } from './intl';

/*
 * antd's Result brings its 404, 403 and 500 illustrations (about 10 KB gzip) whatever the status
 * shown; the panel's and the console's first screens rarely show one, so it is a chunk loaded
 * when a screen first fails or is not found.
 */
const Result = lazy(withChunkReload(() => import('antd/es/result')));

/** A failure or "not found" state with antd's Result look. */
export function StatusResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}

/** An unknown path: the specification's "This page could not be found", with `back` as a way out. */
export function NotFoundResult({ back }: { back: ReactNode }) {
  const t = useT();
  return <StatusResult status="404" title="404" subTitle={t('error.notFound')} extra={back} />;
}
