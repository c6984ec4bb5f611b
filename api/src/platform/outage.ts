import type { Logger } from 'pino';
import { causeOf } from './backoff.js';

/**
 * Logs a dependency's outage once when it starts and once when it ends, however many requests
 * fail in between (an outage used to write one error line per failed request).
 */
export class Outage {
  private since: number | null = null;
  private failures = 0;

  constructor(
    private readonly logger: Logger,
    private readonly what: string,
  ) {}

  get down(): boolean {
    return this.since !== null;
  }

  failed(err: unknown) {
    this.failures += 1;
    if (this.since !== null) return;
    this.since = Date.now();
    this.logger.error({ dependency: this.what, cause: causeOf(err) }, `${this.what} unavailable`);
  }

  recovered() {
    if (this.since === null) return;
    this.logger.warn(
      { dependency: this.what, downMs: Date.now() - this.since, failures: this.failures },
      `${this.what} available again`,
    );
    this.since = null;
    this.failures = 0;
  }
}
