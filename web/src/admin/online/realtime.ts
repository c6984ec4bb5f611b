import type { OnlineUser } from '@conf/common';
import type { RealtimeContext } from '../../app/socket';
import { usersAdminApi } from '../users/users-api';

/**
 * Presence events for organisers, kept in the cache of `GET /api/admin/users/online` that the
 * online screen (admin/users/OnlineUsers.tsx) reads. `online_users` carries ids only, so someone
 * new on the list makes the cache ask the server for names; someone gone is simply dropped.
 */
export function registerPresenceHandlers({ on, dispatch, getState }: RealtimeContext) {
  const cached = () =>
    usersAdminApi.util.selectCachedArgsForQuery(getState(), 'listOnlineUsers').length > 0;

  on('online_users', (users: OnlineUser[]) => {
    if (!cached()) return;
    const ids = new Set(users.map((u) => u.id));
    let unknown = false;
    dispatch(
      usersAdminApi.util.updateQueryData('listOnlineUsers', undefined, (list) => {
        list.data = list.data.filter((u) => ids.has(u.id));
        const known = new Set(list.data.map((u) => u.id));
        unknown = users.some((u) => !known.has(u.id));
      }),
    );
    if (unknown) {
      void dispatch(
        usersAdminApi.endpoints.listOnlineUsers.initiate(undefined, {
          subscribe: false,
          forceRefetch: true,
        }),
      );
    }
  });

  on('remove_online_user', ({ id }: { id: number }) => {
    dispatch(
      usersAdminApi.util.updateQueryData('listOnlineUsers', undefined, (list) => {
        list.data = list.data.filter((u) => u.id !== id);
      }),
    );
  });
}
