import { Suspense } from 'react';
import { useRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { Spin } from 'antd';
import type { Locale } from '@conf/common';
import { loadAntdLocale } from '../app/antd-locale';
import { lazyScreen } from '../app/chunk-reload';
import { NotFoundResult } from '../app/StatusResult';
import { PanelCatalogue, panelCatalogue } from '../app/PanelCatalogue';
import { requireUser } from '../app/guards';
import { useT } from '../app/intl';
import { LocalLink } from '../app/LocalLink';
import type { RouteDeps } from '../app/routes';
import { MessagesRoute } from './MessagesRoute';
import { PanelLayout } from './PanelLayout';

/*
 * Every screen is a chunk of its own, so the panel's first load carries the antd components of
 * the screen being shown and not those of every screen (issue 11: panel ≤ 300 KB gzip).
 */
const PanelHome = lazyScreen(async () => (await import('./PanelHome')).PanelHome);
const AccountEditPage = lazyScreen(
  async () => (await import('./account/AccountEditPage')).AccountEditPage,
);
const ForAuthorsPage = lazyScreen(async () => (await import('./ForAuthorsPage')).ForAuthorsPage);
const SendThesisPage = lazyScreen(
  async () => (await import('./theses/SendThesisPage')).SendThesisPage,
);
const SubmittedPage = lazyScreen(
  async () => (await import('./theses/SubmittedPage')).SubmittedPage,
);
const ThesisViewPage = lazyScreen(
  async () => (await import('./theses/ThesisViewPage')).ThesisViewPage,
);
const PayPage = lazyScreen(async () => (await import('./theses/PayPage')).PayPage);
const TalksPage = lazyScreen(async () => (await import('./produces/TalksPage')).TalksPage);
const LettersPage = lazyScreen(async () => (await import('./produces/LettersPage')).LettersPage);
const CertificatesPage = lazyScreen(
  async () => (await import('./produces/CertificatesPage')).CertificatesPage,
);
const ReviewQueuePage = lazyScreen(
  async () => (await import('./reviews/ReviewQueuePage')).ReviewQueuePage,
);
const FinishedReviewsPage = lazyScreen(
  async () => (await import('./reviews/FinishedReviewsPage')).FinishedReviewsPage,
);
const ReviewThesisPage = lazyScreen(
  async () => (await import('./reviews/ReviewThesisPage')).ReviewThesisPage,
);

function PanelNotFound() {
  const t = useT();
  return <NotFoundResult back={<LocalLink to="/user/panel">{t('panel.nav.home')}</LocalLink>} />;
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
  { path: 'talks', element: <TalksPage /> },
  { path: 'letters', element: <LettersPage /> },
  { path: 'certificates', element: <CertificatesPage /> },
  { path: 'reviews', element: <ReviewQueuePage /> },
  { path: 'reviews/finished', element: <FinishedReviewsPage /> },
  { path: 'reviews/:id', element: <ReviewThesisPage /> },
  { path: '*', element: <PanelNotFound /> },
];

function ScreenLoading() {
  const t = useT();
  return (
    <div role="status" style={{ padding: 48, textAlign: 'center' }}>
      <Spin /> <span>{t('site.loading')}</span>
    </div>
  );
}

function PanelRoot() {
  return (
    <PanelCatalogue>
      <PanelLayout>
        <Suspense fallback={<ScreenLoading />}>{useRoutes(panelRoutes)}</Suspense>
      </PanelLayout>
    </PanelCatalogue>
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
      // The catalogues too, so that the panel's first render already speaks the language.
      await Promise.all([
        requireUser(await deps.store.load(), locale, request),
        panelCatalogue.load(locale),
        loadAntdLocale(locale),
      ]);
      return null;
    },
  };
}
