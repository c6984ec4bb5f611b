import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Models } from './db/models/index.js';
import type { Mailer } from './mail/mailer.js';
import type { RealtimeHub } from './realtime/hub.js';

/**
 * What a request handler may reach: built once per app by its creator (main.ts or a test), passed
 * down explicitly. Nothing here lives at module level.
 */
export interface AppContext {
  config: Config;
  logger: Logger;
  models: Models;
  mailer: Mailer;
  realtime: RealtimeHub;
  rateLimits: RateLimits;
}

export interface RateLimit {
  windowMs: number;
  max: number;
}

export interface RateLimits {
  login: RateLimit;
  register: RateLimit;
  forgotPassword: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { windowMs: 15 * 60_000, max: 10 },
  register: { windowMs: 60 * 60_000, max: 10 },
  forgotPassword: { windowMs: 60 * 60_000, max: 5 },
};
