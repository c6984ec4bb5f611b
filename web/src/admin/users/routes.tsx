import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/chunk-reload';
import { Screen } from '../shell/Screen';

// Chunks of their own: see ../routes.tsx.
const UsersList = lazyScreen(async () => (await import('./UsersList')).UsersList);
const OnlineUsers = lazyScreen(async () => (await import('./OnlineUsers')).OnlineUsers);
const UserView = lazyScreen(async () => (await import('./UserView')).UserView);

/** The users screens (spec §2), relative to /admin. */
export const userRoutes: RouteObject[] = [
  {
    path: 'users',
    element: (
      <Screen>
        <UsersList />
      </Screen>
    ),
  },
  {
    path: 'users/online',
    element: (
      <Screen>
        <OnlineUsers />
      </Screen>
    ),
  },
  {
    path: 'users/view/:id',
    element: (
      <Screen>
        <UserView />
      </Screen>
    ),
  },
];
