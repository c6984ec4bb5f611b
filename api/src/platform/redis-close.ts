/** What closing needs of a node-redis client (any of its typed variants). */
interface ClosableRedis {
  readonly isOpen: boolean;
  readonly isReady: boolean;
  close(): Promise<void>;
  destroy(): void;
}

export const REDIS_CLOSE_GRACE_MS = 2_000;

/**
 * Closes a Redis client at shutdown. A connected client finishes the commands it has sent; one
 * still reconnecting is destroyed at once. node-redis's close() waits for every queued reply,
 * and it also stops reconnecting: a client caught between retries (Redis back a moment ago) or
 * on a half-open connection would wait for ever, and shutdown with it (seen in the Redis fault
 * test). So the graceful wait is bounded, then what is left is rejected.
 */
export async function closeRedisClient(client: ClosableRedis, graceMs = REDIS_CLOSE_GRACE_MS) {
  if (!client.isOpen) return;
  if (!client.isReady) {
    client.destroy();
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const closed = client.close().then(
    () => true,
    () => true,
  );
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), graceMs);
  });
  const inTime = await Promise.race([closed, late]);
  clearTimeout(timer);
  if (inTime) return;
  try {
    // Rejects the commands still waiting; the socket is already marked closed, so node-redis
    // then throws "client is closed", which says nothing new here.
    client.destroy();
  } catch {
    /* closed already */
  }
}
