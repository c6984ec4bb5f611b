import { rateLimit } from 'express-rate-limit';
import type { Request } from 'express';
import type { RateLimit } from '../context.js';
import { TooManyRequestsError } from './errors.js';

/**
 * A limiter for one sensitive route, keyed by client address (and optionally a body field, so one
 * attacker cannot lock out a whole office behind one NAT). Its counters live in this app instance.
 */
export function limiter(limit: RateLimit, enabled: boolean, keyField?: string) {
  return rateLimit({
    windowMs: limit.windowMs,
    limit: limit.max,
    skip: () => !enabled,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req: Request) => {
      const field = keyField ? String((req.body as Record<string, unknown>)?.[keyField] ?? '') : '';
      return `${req.ip}|${field.toLowerCase()}`;
    },
    validate: { keyGeneratorIpFallback: false },
    handler: (_req, _res, next) => next(TooManyRequestsError()),
  });
}
