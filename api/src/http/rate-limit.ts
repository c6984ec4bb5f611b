import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Request } from 'express';
import type { AppContext, RateLimits } from '../context.js';
import { TooManyRequestsError } from './errors.js';

/**
 * A limiter for one sensitive route, keyed by client address (and optionally a body field, so one
 * attacker cannot lock out a whole office behind one NAT). Its counters live in Redis when the
 * app has `limitCounters` (REDIS_URL set: every instance counts together), else in this instance.
 * A limiter keyed on a field is mounted in `handle()`'s `afterParse`: the field is read from the
 * parsed input, so it is keyed exactly as the schema normalised it (an e-mail trimmed and
 * lower-cased): spelling a value another way is no fresh bucket.
 */
export function limiter(
  ctx: Pick<AppContext, 'rateLimits' | 'config' | 'limitCounters'>,
  name: keyof RateLimits,
  keyField?: string,
) {
  const limit = ctx.rateLimits[name];
  const enabled = ctx.config.rateLimit;
  return rateLimit({
    ...(ctx.limitCounters ? { store: ctx.limitCounters.store(name) } : {}),
    windowMs: limit.windowMs,
    limit: limit.max,
    skip: () => !enabled,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // An IPv6 client holds a whole /64 or more: its addresses count as one (a /56 by default).
    keyGenerator: (req: Request) =>
      `${ipKeyGenerator(req.ip ?? '')}|${keyField ? fieldValue(req, keyField) : ''}`,
    validate: { keyGeneratorIpFallback: false },
    handler: (_req, _res, next) => next(TooManyRequestsError()),
  });
}

function fieldValue(req: Request, field: string): string {
  const parsed = req.input?.body as Record<string, unknown> | undefined;
  // The raw body would let " A@x.org" open a fresh bucket: a mounting mistake, not a request's.
  if (!parsed) throw new Error(`limiter keyed on "${field}" runs before the body is parsed`);
  return String(parsed[field] ?? '');
}
