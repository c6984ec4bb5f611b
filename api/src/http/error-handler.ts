import type { ErrorRequestHandler, RequestHandler } from 'express';
import { formatMessage, translate, type ApiErrorBody } from '@conf/common';
import type { Express } from 'express';
import { AppError, NotFoundError } from './errors.js';
import { RETRY_AFTER_SECONDS, databaseOutage, isDatabaseUnavailable } from './unavailable.js';

/** Unknown /api routes answer JSON 404, not the web app's HTML. */
export const apiNotFound: RequestHandler = (_req, _res, next) => next(NotFoundError('route'));

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  code?: string;
}

/**
 * The one place that shapes error responses: `{ message, errors? }` in the caller's language.
 * Unexpected errors are logged with the request and answered with the generic catalogue text.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const locale = req.locale;
  if (err instanceof AppError) {
    const body: ApiErrorBody = { message: formatMessage(locale, err.messageKey, err.values) };
    if (err.fieldErrors) {
      body.errors = Object.fromEntries(
        Object.entries(err.fieldErrors).map(([field, keys]) => [
          field,
          keys.map((k) => translate(locale, k)),
        ]),
      );
    }
    res.status(err.status).json(body);
    return;
  }
  const e = err as HttpishError;
  if (e.type === 'entity.too.large' || e.code === 'LIMIT_FILE_SIZE') {
    res.status(413).json({ message: formatMessage(locale, 'error.payloadTooLarge') });
    return;
  }
  if (e.type === 'entity.parse.failed') {
    res.status(400).json({ message: formatMessage(locale, 'error.malformedJson') });
    return;
  }
  const status = e.status ?? e.statusCode;
  if (status && status >= 400 && status < 500) {
    res.status(status).json({ message: formatMessage(locale, 'error.generic') });
    return;
  }
  if (isDatabaseUnavailable(err)) {
    // Logged once per outage (http/unavailable.ts), not once per failed request.
    databaseOutage(req.app as Express)?.failed(err);
    res.set('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(503).json({ message: formatMessage(locale, 'error.unavailable') });
    return;
  }
  req.log.error({ err }, 'unhandled error');
  res.status(500).json({ message: formatMessage(locale, 'error.generic') });
};
