import type { RouteObject } from 'react-router';
import { lazyScreen } from '../app/chunk-reload';
import { Screen } from './shell/Screen';
import { NotFoundScreen } from './shell/NotFoundScreen';
import { contentRoutes } from './content/routes';
import { userRoutes } from './users/routes';
import { producesRoutes } from './produces/routes';

/*
 * Every screen is a chunk of its own, so the console's first load carries the dashboard's antd
 * components and not those of every screen (issue 11: admin ≤ 350 KB gzip).
 */
const Dashboard = lazyScreen(async () => (await import('./dashboard/Dashboard')).Dashboard);
const ThesesRoutes = lazyScreen(async () => (await import('./theses')).ThesesRoutes);
const PaymentsRoutes = lazyScreen(async () => (await import('./payments')).PaymentsRoutes);
const ParticipantsRoutes = lazyScreen(
  async () => (await import('./participants')).ParticipantsRoutes,
);
const MessagesRoutes = lazyScreen(
  async () => (await import('./messages/MessagesScreen')).MessagesRoutes,
);
const ReviewersPage = lazyScreen(
  async () => (await import('./reviews/ReviewersPage')).ReviewersPage,
);
const AuditPage = lazyScreen(async () => (await import('./audit/AuditPage')).AuditPage);
const SettingsScreen = lazyScreen(
  async () => (await import('./settings/SettingsScreen')).SettingsScreen,
);

/**
 * The console's route table, relative to /admin. A feature adds one lazy import and one entry
 * (`{ path: 'theses/*', element: <Screen><ThesesRoutes /></Screen> }`); its menu entry lives in
 * menu.tsx. `Screen` holds the Suspense boundary that shows the loading state.
 */
export const adminRoutes: RouteObject[] = [
  {
    index: true,
    element: (
      <Screen>
        <Dashboard />
      </Screen>
    ),
  },
  ...contentRoutes,
  ...userRoutes,
  {
    path: 'theses/*',
    element: (
      <Screen>
        <ThesesRoutes />
      </Screen>
    ),
  },
  {
    path: 'payments/*',
    element: (
      <Screen>
        <PaymentsRoutes />
      </Screen>
    ),
  },
  {
    path: 'participants/*',
    element: (
      <Screen>
        <ParticipantsRoutes />
      </Screen>
    ),
  },
  {
    path: 'messages/*',
    element: (
      <Screen>
        <MessagesRoutes />
      </Screen>
    ),
  },
  ...producesRoutes,
  {
    path: 'reviewers',
    element: (
      <Screen>
        <ReviewersPage />
      </Screen>
    ),
  },
  {
    path: 'audit',
    element: (
      <Screen>
        <AuditPage />
      </Screen>
    ),
  },
  {
    path: 'settings',
    element: (
      <Screen>
        <SettingsScreen />
      </Screen>
    ),
  },
  { path: '*', element: <NotFoundScreen /> },
];
