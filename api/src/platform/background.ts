import type { Logger } from 'pino';

/**
 * Work a request starts but does not wait for: it answers first, so that its timing says nothing
 * about what the work finds (is this e-mail registered?). Failures are logged, never thrown, and
 * `drain()` lets a closing server (SIGTERM, a test's afterAll) finish them before the database
 * goes away.
 */
export interface BackgroundTasks {
  run(name: string, work: () => Promise<unknown>): void;
  /** Resolves once every task started so far (and any they start) has settled. */
  drain(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, work) {
      const task: Promise<unknown> = Promise.resolve()
        .then(work)
        .catch((err: unknown) => logger.error({ err, task: name }, 'background task failed'))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async drain() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
