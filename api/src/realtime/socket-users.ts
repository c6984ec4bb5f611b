import { QueryTypes } from 'sequelize';
import type { Models } from '../db/models/index.js';
import { verifyToken } from '../auth/tokens.js';

/** What a socket needs of its user: who, whether an organiser, and the token version. */
export interface SocketUser {
  id: number;
  role: string;
  tokenVersion: number;
}

/** The three columns a socket is authorised by. */
export interface SocketUserRow {
  id: number;
  role: string;
  token_version: number;
}

/** The rows of `ids` (at most MAX_BATCH), by id; an id without a row is absent. */
export async function readSocketUserRows(
  models: Pick<Models, 'sequelize'>,
  ids: number[],
): Promise<Map<number, SocketUserRow>> {
  const rows = await models.sequelize.query<SocketUserRow>(
    'SELECT id, role, token_version FROM users WHERE id IN (:ids)',
    { type: QueryTypes.SELECT, replacements: { ids } },
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Ids looked up in one query at most (a crowd reconnecting after a restart comes in waves). */
export const MAX_BATCH = 500;

/**
 * The user of a socket's token, refusing tokens revoked by logout or password reset (the token
 * version), like the HTTP check, but reading three columns instead of a whole model: a socket
 * keeps only the id and the role. Handshakes that arrive while a lookup is in flight wait for
 * the next one and share it, so 5,000 sockets connecting at once cost a few dozen queries
 * rather than 5,000 (the per-connection query was most of the server's own work on connect).
 */
export function socketUserLookup(models: Pick<Models, 'sequelize'>, secret: string) {
  const queued = new Map<number, ((row: SocketUserRow | null | Error) => void)[]>();
  let busy = false;

  const run = async () => {
    busy = true;
    while (queued.size > 0) {
      const batch = new Map([...queued].slice(0, MAX_BATCH));
      for (const id of batch.keys()) queued.delete(id);
      let found: Map<number, SocketUserRow> | Error;
      try {
        found = await readSocketUserRows(models, [...batch.keys()]);
      } catch (err) {
        found = err as Error;
      }
      for (const [id, waiters] of batch) {
        const answer = found instanceof Error ? found : (found.get(id) ?? null);
        for (const resolve of waiters) resolve(answer);
      }
    }
    busy = false;
  };

  const rowOf = (id: number) =>
    new Promise<SocketUserRow | null>((resolve, reject) => {
      const waiters = queued.get(id) ?? [];
      waiters.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer)));
      queued.set(id, waiters);
      // The first handshake of a quiet moment waits one turn of the loop for its neighbours.
      if (!busy) {
        busy = true;
        setImmediate(() => void run());
      }
    });

  return async (token: string | null): Promise<SocketUser | null> => {
    if (!token) return null;
    const claims = verifyToken(secret, token);
    if (!claims) return null;
    const row = await rowOf(claims.userId);
    if (!row || row.token_version !== claims.tokenVersion) return null;
    return { id: row.id, role: row.role, tokenVersion: row.token_version };
  };
}
