import type { Handler } from 'express';
import type { Logger } from 'pino';

/** Past this, a request is worth a warning: no page or API answer should take it. */
export const SLOW_REQUEST_MS = 5_000;

/**
 * Warns about every request (API, page or file) that took longer than SLOW_REQUEST_MS to answer,
 * with its method, path and duration: at the default `warn` level of a quiet production log (and
 * of the end-to-end server) a stall then leaves a trace, where the access log would be off.
 */
export function warnSlowRequests(logger: Logger, thresholdMs = SLOW_REQUEST_MS): Handler {
  return (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => {
      const ms = Math.round(performance.now() - started);
      if (ms < thresholdMs) return;
      logger.warn(
        { method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, ms },
        'slow request',
      );
    });
    next();
  };
}
