import { randomUUID } from 'node:crypto';
import type { Express, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { API_PREFIX } from '@conf/common';
import { IN_PROCESS } from '../platform/in-process.js';

const BOUND = Symbol('request logger');

/** A request's id: the proxy's X-Request-Id, or a new one, made when something first logs it. */
function requestId(req: Express['request']): string {
  return (req.id ??= (req.headers['x-request-id'] as string | undefined) ?? randomUUID());
}

/**
 * `req.log` is a logger bound to the request (its id, method and path; never the query string,
 * headers or body, which may hold credentials), made the first time something logs through it.
 * pino-http made one for every request, a twentieth of an author's list request, though most
 * requests never log anything but their access line, and that only when `info` is on.
 */
function bindRequestLoggers(app: Express, logger: Logger) {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Express['request'] & { [BOUND]?: Logger }) {
      return (this[BOUND] ??= logger.child({
        req: { id: requestId(this), method: this.method, path: this.originalUrl.split('?')[0] },
      }));
    },
  });
}

/**
 * The access log: one line per API request once its answer is done or the client has gone
 * ("request completed", "request errored" from status 500 on), at `info`, as pino-http wrote it.
 * The server renderer's in-process reads belong to the page request and are not logged.
 */
export function requestLog(app: Express, logger: Logger): RequestHandler {
  bindRequestLoggers(app, logger);
  return (req, res, next) => {
    const logged =
      logger.isLevelEnabled('info') &&
      req.url.startsWith(API_PREFIX) &&
      (req as unknown as Record<symbol, unknown>)[IN_PROCESS] !== true;
    if (logged) {
      const started = Date.now();
      res.once('close', () => {
        const line = { res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
        if (res.statusCode >= 500) req.log.info(line, 'request errored');
        else req.log.info(line, 'request completed');
      });
    }
    next();
  };
}
