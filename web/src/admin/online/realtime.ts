import type { OnlineUser } from '@conf/common';
import type { RealtimeContext } from '../../app/socket';
import { usersAdminApi } from '../users/users-api';

/** Arrivals this close together cost one request for their names, not one each. */
const REFETCH_DELAY_MS = 250;

/**
 * Presence events for organisers, kept in the cache of `GET /api/admin/users/online` that the
 * online screen (admin/users/OnlineUsers.tsx) reads. `online_users` (the whole list, on connect)
 * and `add_online_user` (one arrival) carry ids only, so someone new makes the cache ask the
 * server for names (once for a burst of arrivals); someone gone is simply dropped.
 */
export function registerPresenceHandlers({ on, dispatch, getState }: RealtimeContext) {
  const cached = () =>
    usersAdminApi.util.selectCachedArgsForQuery(getState(), 'listOnlineUsers').length > 0;
  let refetch: ReturnType<typeof setTimeout> | null = null;
  const refetchSoon = () => {
    refetch ??= setTimeout(() => {
      refetch = null;
      void dispatch(
        usersAdminApi.endpoints.listOnlineUsers.initiate(undefined, {
          subscribe: false,
          forceRefetch: true,
        }),
      );
    }, REFETCH_DELAY_MS);
  };

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
    if (unknown) refetchSoon();
  });

  on('add_online_user', ({ id }: OnlineUser) => {
    if (!cached()) return;
    const listed = usersAdminApi.endpoints.listOnlineUsers.select()(getState()).data?.data ?? [];
    if (!listed.some((u) => u.id === id)) refetchSoon();
  });

  on('remove_online_user', ({ id }: { id: number }) => {
    dispatch(
      usersAdminApi.util.updateQueryData('listOnlineUsers', undefined, (list) => {
        list.data = list.data.filter((u) => u.id !== id);
      }),
    );
  });
}
