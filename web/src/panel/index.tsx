import { useRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { Result } from 'antd';
import type { Locale } from '@conf/common';
import { FullCatalogue } from '../app/FullCatalogue';
import { requireUser } from '../app/guards';
import { useT } from '../app/intl';
import { LocalLink } from '../app/LocalLink';
import type { RouteDeps } from '../app/routes';
import { AccountEditPage } from './account/AccountEditPage';
import { ForAuthorsPage } from './ForAuthorsPage';
import { MessagesRoute } from './MessagesRoute';
import { PanelHome } from './PanelHome';
import { PanelLayout } from './PanelLayout';
import { PayPage } from './theses/PayPage';
import { SendThesisPage } from './theses/SendThesisPage';
import { SubmittedPage } from './theses/SubmittedPage';
import { ThesisViewPage } from './theses/ThesisViewPage';

function PanelNotFound() {
  const t = useT();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('error.notFound')}
      extra={<LocalLink to="/user/panel">{t('panel.nav.home')}</LocalLink>}
    />
  );
}

/** Routes below /user/panel, relative to it (spec §2). */
export const panelRoutes: RouteObject[] = [
  { index: true, element: <PanelHome /> },
  { path: 'account_edit', element: <AccountEditPage /> },
  { path: 'for_authors', element: <ForAuthorsPage /> },
  { path: 'messages/*', element: <MessagesRoute /> },
  { path: 'theses/send', element: <SendThesisPage /> },
  { path: 'theses/submitted', element: <SubmittedPage /> },
  { path: 'theses/view/:id', element: <ThesisViewPage /> },
  { path: 'theses/pay/:id', element: <PayPage /> },
  { path: '*', element: <PanelNotFound /> },
];

function PanelRoot() {
  return (
    <FullCatalogue>
      <PanelLayout>{useRoutes(panelRoutes)}</PanelLayout>
    </FullCatalogue>
  );
}

/** What the route table's `lazy` receives for /user/panel/*. */
export function panelRoute(
  deps: RouteDeps,
  locale: Locale,
): Pick<RouteObject, 'Component' | 'loader'> {
  return {
    Component: PanelRoot,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await requireUser(deps.store, locale, request);
      return null;
    },
  };
}
