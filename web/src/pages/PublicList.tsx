import type { ReactNode } from 'react';
import type { MessageKey, Paginated } from '@conf/common';
import { useT } from '../app/intl';
import { PUBLIC_PAGE_SIZE } from './content-queries';
import { Pager } from './Pager';
import { EmptyState, ErrorState, Loading } from './states';

/**
 * A public list page (spec §2): its title, then the request's loading or error state, the empty
 * state, or the total, the rows of the page asked for (`?page=`) and the pager.
 */
export function PublicList<T>({
  title,
  empty,
  emptyHint,
  page,
  list: { data, isLoading, isError, refetch },
  children,
}: {
  title: MessageKey;
  empty: MessageKey;
  emptyHint: MessageKey;
  page: number;
  list: { data?: Paginated<T>; isLoading: boolean; isError: boolean; refetch: () => unknown };
  /** The page's rows; `first` is the number of the first of them in the whole list. */
  children: (rows: T[], first: number) => ReactNode;
}) {
  const t = useT();
  let body;
  if (isLoading) body = <Loading />;
  else if (isError || !data) body = <ErrorState onRetry={() => void refetch()} />;
  else if (data.data.length === 0) body = <EmptyState title={t(empty)}>{t(emptyHint)}</EmptyState>;
  else {
    body = (
      <>
        <p className="list-total">{t('site.list.total', { count: data.total })}</p>
        {children(data.data, (page - 1) * PUBLIC_PAGE_SIZE + 1)}
        <Pager page={page} total={data.total} pageSize={PUBLIC_PAGE_SIZE} />
      </>
    );
  }
  return (
    <main id="main" className="page">
      <h1>{t(title)}</h1>
      {body}
    </main>
  );
}
