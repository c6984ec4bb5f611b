import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { startServer } from './server.js';

/** `npm start`: the whole product in one process; SIGTERM drains and shuts down cleanly. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  // Signals are handled from the very start, so a stop during start-up still closes the database.
  const starting = startServer(config, logger);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    const running = await starting;
    await running.close();
    clearTimeout(force);
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await starting;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
