import type { RouteObject } from 'react-router';
import { Screen } from './shell/Screen';
import { NotFoundScreen } from './shell/NotFoundScreen';
import { Dashboard } from './dashboard/Dashboard';
import { contentRoutes } from './content/routes';
import { userRoutes } from './users/routes';
import { ThesesRoutes } from './theses';
import { PaymentsRoutes } from './payments';
import { ParticipantsRoutes } from './participants';
import { MessagesRoutes } from './messages/MessagesScreen';

/**
 * The console's route table, relative to /admin. A feature adds one import and one entry
 * (`{ path: 'theses/*', element: <Screen><ThesesRoutes /></Screen> }`), replacing its
 * "coming soon" placeholder; its menu entry lives in menu.tsx.
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
  { path: '*', element: <NotFoundScreen /> },
];
