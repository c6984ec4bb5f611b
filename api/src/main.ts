import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { causeOf } from './platform/backoff.js';
import { startServer } from './server.js';

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/**
 * `npm start`: the whole product in one process. Every stop signal drains and shuts down
 * cleanly (requests and uploads in flight, then the database, embedded or not), also while the
 * start is still waiting for its database or Redis; past DRAIN_TIMEOUT_MS it exits 1.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const aborted = new AbortController();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, drainTimeoutMs: config.drainTimeoutMs }, 'shutting down');
    const force = setTimeout(() => {
      logger.error({ drainTimeoutMs: config.drainTimeoutMs }, 'drain timed out; exiting');
      process.exit(1);
    }, config.drainTimeoutMs).unref();
    aborted.abort();
    try {
      const running = await starting;
      await running.close();
    } catch (err) {
      // A start cut short by this stop has already closed what it opened.
      if (!aborted.signal.aborted || !isAbort(err)) logger.error({ err }, 'stop failed');
    }
    clearTimeout(force);
    logger.info('stopped');
    process.exit(0);
  };
  // Registered before anything is started, so that a stop during start-up still drains.
  for (const signal of SIGNALS) process.on(signal, () => void stop(signal));
  const starting = startServer(config, logger, { signal: aborted.signal });
  await starting.catch((err: unknown) => {
    if (!stopping) throw err;
  });
}

const isAbort = (err: unknown) => err instanceof Error && err.name === 'AbortError';

main().catch((err: unknown) => {
  // The real cause, on one line first (some failures used to print a bare `undefined`).
  console.error(`start failed: ${causeOf(err)}`);
  if (err instanceof Error && err.stack) console.error(err.stack);
  process.exit(1);
});
