import type { MessageKey } from '@conf/common';

/**
 * An error the API answers on purpose: an HTTP status, a catalogue key for the message (translated
 * into the caller's language by the error handler) and, for bad input, per-field message keys.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: Record<string, string[]>,
    readonly values: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

const notFoundKeys = {
  user: 'error.userNotFound',
  thesis: 'error.abstractNotFound',
  page: 'error.pageNotFound',
  news: 'error.newsNotFound',
  route: 'error.routeNotFound',
  resource: 'error.notFound',
} as const satisfies Record<string, MessageKey>;

export const NotFoundError = (what: keyof typeof notFoundKeys = 'resource') =>
  new AppError(404, notFoundKeys[what]);
export const UnauthenticatedError = (key: MessageKey = 'error.unauthenticated') =>
  new AppError(401, key);
export const ForbiddenError = () => new AppError(403, 'error.forbidden');
export const ConflictError = (key: MessageKey = 'error.conflict') => new AppError(409, key);
export const ValidationError = (
  errors: Record<string, string[]>,
  key: MessageKey = 'error.validation',
) => new AppError(422, key, errors);
export const TooManyRequestsError = () => new AppError(429, 'error.tooManyRequests');
