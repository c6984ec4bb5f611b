import { isAdminRole } from '@conf/common';
import type { Logger } from 'pino';
import type { Models } from '../db/models/index.js';
import type { SocketServer } from './hub.js';
import { MAX_BATCH, readSocketUserRows, type SocketUserRow } from './socket-users.js';

/** How often this instance's sockets are checked against their users' rows. */
export const SESSION_SWEEP_MS = 60_000;

/**
 * A socket is authorised once, at its handshake. What changes a user's rights inside the server
 * (a role change, logout, a password reset) disconnects their sockets there and then; a change
 * made elsewhere (`npm run admin -- demote` in another process, an instance without the Redis
 * adapter, a hand edit of the database) cannot reach them. So every `everyMs` the sockets of this
 * instance are compared with their rows, in a few batched reads, and a socket whose user is gone,
 * whose token was revoked or whose organiser flag no longer matches the role is disconnected:
 * it reconnects and the handshake decides afresh. Answers the function that stops the sweep.
 */
export function startSessionSweep(
  io: SocketServer,
  models: Pick<Models, 'sequelize'>,
  logger: Logger,
  everyMs = SESSION_SWEEP_MS,
): () => void {
  let running = false;
  const sweep = async () => {
    const sockets = [...io.of('/').sockets.values()];
    const ids = [...new Set(sockets.map((s) => s.data.userId))];
    const rows = new Map<number, SocketUserRow>();
    for (let i = 0; i < ids.length; i += MAX_BATCH) {
      for (const [id, row] of await readSocketUserRows(models, ids.slice(i, i + MAX_BATCH))) {
        rows.set(id, row);
      }
    }
    for (const socket of sockets) {
      const row = rows.get(socket.data.userId);
      const current =
        row &&
        row.token_version === socket.data.tokenVersion &&
        isAdminRole(row.role) === socket.data.isAdmin;
      if (!current) socket.disconnect(true);
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .catch((err: unknown) => logger.warn({ err }, 'session sweep failed; next one retries'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
