import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { useT } from '../app/intl';

/*
 * /user/panel/messages belongs to the messaging feature (./messages/index.tsx); its chat code is
 * a chunk of its own, loaded when the author opens the conversation.
 */
const MessagesPage = lazy(async () => ({ default: (await import('./messages')).MessagesPage }));

function Loading() {
  const t = useT();
  return (
    <div role="status" style={{ padding: 48, textAlign: 'center' }}>
      <Spin /> <span>{t('site.loading')}</span>
    </div>
  );
}

export function MessagesRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <MessagesPage />
    </Suspense>
  );
}
