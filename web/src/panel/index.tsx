import { Suspense, type ComponentType } from 'react';
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
import { PanelLayout } from './PanelLayout';

/** A screen's chunk (lazyScreen): the module to load, and the name of the screen it exports. */
const screen = <K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) => lazyScreen(async () => (await load())[name]);

/*
 * Every screen is a chunk of its own, so the panel's first load carries the antd components of
 * the screen being shown and not those of every screen (issue 11: panel ≤ 300 KB gzip). A screen
 * is one row: its path below /user/panel and its chunk.
 */
const screens: [path: string, Screen: ComponentType][] = [
  ['', screen(() => import('./PanelHome'), 'PanelHome')],
  ['account_edit', screen(() => import('./account/AccountEditPage'), 'AccountEditPage')],
  ['for_authors', screen(() => import('./ForAuthorsPage'), 'ForAuthorsPage')],
  // The messaging feature's chat code is loaded when the author opens the conversation.
  ['messages/*', screen(() => import('./messages'), 'MessagesPage')],
  ['theses/send', screen(() => import('./theses/SendThesisPage'), 'SendThesisPage')],
  ['theses/submitted', screen(() => import('./theses/SubmittedPage'), 'SubmittedPage')],
  ['theses/view/:id', screen(() => import('./theses/ThesisViewPage'), 'ThesisViewPage')],
  ['theses/pay/:id', screen(() => import('./theses/PayPage'), 'PayPage')],
  ['talks', screen(() => import('./produces/TalksPage'), 'TalksPage')],
  ['letters', screen(() => import('./produces/LettersPage'), 'LettersPage')],
  ['certificates', screen(() => import('./produces/CertificatesPage'), 'CertificatesPage')],
  ['reviews', screen(() => import('./reviews/ReviewQueuePage'), 'ReviewQueuePage')],
  [
    'reviews/finished',
    screen(() => import('./reviews/FinishedReviewsPage'), 'FinishedReviewsPage'),
  ],
  ['reviews/:id', screen(() => import('./reviews/ReviewThesisPage'), 'ReviewThesisPage')],
];

function PanelNotFound() {
  const t = useT();
  return <NotFoundResult back={<LocalLink to="/user/panel">{t('panel.nav.home')}</LocalLink>} />;
}

/** Routes below /user/panel, relative to it (spec §2). */
export const panelRoutes: RouteObject[] = [
  ...screens.map(([path, Screen]) => ({
    ...(path ? { path } : { index: true }),
    element: <Screen />,
  })),
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
