import type { AppContext } from '../../context.js';
import type { SocketServer } from '../hub.js';
import type { Presence } from '../presence.js';
import type { AppSocket } from './types.js';
import { SOCKET_ROOMS } from '@conf/common';

/**
 * Online status: an organiser's socket gets the whole list when it connects; then organisers get
 * deltas, `add_online_user` when a user's first socket opens and `remove_online_user` when its
 * last one closes (tab closed, browser gone offline: the client disconnects, the server sees it
 * here). Each connection costs one event per organiser, not a list of everyone online.
 */
export function registerPresenceHandlers(
  ctx: AppContext,
  io: SocketServer,
  presence: Presence,
  socket: AppSocket,
) {
  const me = { id: socket.data.userId, isAdmin: socket.data.isAdmin };
  // Leaving waits for joining, so a socket that drops at once is still uncounted after its count.
  const joined = presence.join(me).then(
    async (first) => {
      if (first) io.to(SOCKET_ROOMS.admins).emit('add_online_user', me);
      if (me.isAdmin) socket.emit('online_users', await presence.list());
    },
    (err: unknown) => ctx.logger.error({ err }, 'presence join failed'),
  );

  socket.on('disconnect', () => {
    void joined
      .then(() => presence.leave(me))
      .then((last) => {
        if (last) io.to(SOCKET_ROOMS.admins).emit('remove_online_user', { id: me.id });
      })
      .catch((err: unknown) => ctx.logger.error({ err }, 'presence leave failed'));
  });
}
