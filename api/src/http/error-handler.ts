import type { ErrorRequestHandler, RequestHandler } from 'express';
import { formatMessage, translate, type ApiErrorBody, type Locale } from '@conf/common';
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

/** An error's answer: its status and body, and whether the database was unreachable. */
export interface ErrorReply {
  status: number;
  body: ApiErrorBody;
  unavailable?: boolean;
}

/**
 * The one place that shapes error answers: `{ message, errors? }` in the caller's language.
 * Undefined for an unexpected error, which its caller logs and answers with `unexpectedReply`.
 */
export function errorReply(err: unknown, locale: Locale): ErrorReply | undefined {
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
    return { status: err.status, body };
  }
  const e = err as HttpishError;
  if (e.type === 'entity.too.large' || e.code === 'LIMIT_FILE_SIZE') {
    return { status: 413, body: { message: formatMessage(locale, 'error.payloadTooLarge') } };
  }
  if (e.type === 'entity.parse.failed') {
    return { status: 400, body: { message: formatMessage(locale, 'error.malformedJson') } };
  }
  const status = e.status ?? e.statusCode;
  if (status && status >= 400 && status < 500) {
    return { status, body: { message: formatMessage(locale, 'error.generic') } };
  }
  if (isDatabaseUnavailable(err)) {
    return {
      status: 503,
      body: { message: formatMessage(locale, 'error.unavailable') },
      unavailable: true,
    };
  }
  return undefined;
}

export const unexpectedReply = (locale: Locale): ErrorReply => ({
  status: 500,
  body: { message: formatMessage(locale, 'error.generic') },
});

/** Answers an error: unexpected ones are logged with the request. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const reply = errorReply(err, req.locale);
  if (!reply) req.log.error({ err }, 'unhandled error');
  const { status, body, unavailable } = reply ?? unexpectedReply(req.locale);
  if (unavailable) {
    // Logged once per outage (http/unavailable.ts), not once per failed request.
    databaseOutage(req.app as Express)?.failed(err);
    res.set('Retry-After', String(RETRY_AFTER_SECONDS));
  }
  res.status(status).json(body);
};
