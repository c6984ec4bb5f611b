import type { Logger } from 'pino';

/** Delays between attempts to reach a dependency: 250 ms doubling to 5 s, with jitter. */
export function backoffDelay(attempt: number): number {
  const base = Math.min(5_000, 250 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** Why a dependency could not be reached, as one line (AggregateError carries one per address). */
export function causeOf(err: unknown): string {
  if (err === undefined || err === null) return 'an error without a reason (the step gave none)';
  if (err instanceof AggregateError && err.errors.length) return causeOf(err.errors[0]);
  if (err instanceof Error) {
    const code = (err as { code?: string }).code;
    const text = err.message || err.name;
    return code && !text.includes(code) ? `${code}: ${text}` : text;
  }
  return String(err);
}

/**
 * The one way the start waits for what it depends on (the database here, Redis through the same
 * log line in realtime/socket.ts): try, and while it fails log what is awaited and why, then try
 * again after a growing delay. An orchestrator starting the app before its database therefore
 * sees it come up by itself instead of a crash loop.
 */
export async function waitFor<T>(
  what: string,
  attempt: () => Promise<T>,
  logger: Logger,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      const result = await attempt();
      if (n > 1) logger.info({ dependency: what, attempts: n }, `${what} reachable`);
      return result;
    } catch (err) {
      options.signal?.throwIfAborted();
      const delay = backoffDelay(n);
      logWaiting(logger, what, n, delay, err);
      await new Promise((r) => setTimeout(r, delay));
      options.signal?.throwIfAborted();
    }
  }
}

export function logWaiting(
  logger: Logger,
  what: string,
  attempt: number,
  retryInMs: number,
  err: unknown,
) {
  logger.warn({ dependency: what, attempt, retryInMs, cause: causeOf(err) }, `waiting for ${what}`);
}
