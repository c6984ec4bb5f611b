import type { RouteObject } from 'react-router';
import { Screen } from '../shell/Screen';
import { OnlineUsers } from './OnlineUsers';
import { UsersList } from './UsersList';
import { UserView } from './UserView';

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
