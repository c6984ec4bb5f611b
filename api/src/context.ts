import type { Logger } from 'pino';
import type { PasswordHasher } from './auth/passwords.js';
import type { Config } from './config.js';
import type { FileStorage } from './files/storage/index.js';
import type { LimitCounters } from './http/rate-limit-store.js';
import type { Models } from './db/models/index.js';
import type { Mailer } from './mail/mailer.js';
import { LocalChangeFeed, type ChangeFeed } from './events/changes.js';
import type { BackgroundTasks } from './platform/background.js';
import type { RealtimeHub } from './realtime/hub.js';
import { SettingsStore } from './settings/store.js';
import { ReplyCache } from './http/reply-cache.js';

/**
 * What a request handler may reach: built once per app by its creator (main.ts or a test), passed
 * down explicitly. Nothing here lives at module level.
 */
export interface AppContext {
  config: Config;
  logger: Logger;
  models: Models;
  /** Where kept files live (STORAGE): the local folder or PostgreSQL large objects. */
  storage: FileStorage;
  /** This server's id, random per start: names its temporary uploads (files/store.ts). */
  instance: string;
  mailer: Mailer;
  realtime: RealtimeHub;
  rateLimits: RateLimits;
  /** Where the limiters count when instances must share counts (REDIS_URL); else in memory. */
  limitCounters?: LimitCounters;
  /** Announces committed changes to caches on this and (when relayed) other instances. */
  changes: ChangeFeed;
  settings: SettingsStore;
  /** Public answers kept for anonymous readers, also answered before the middleware. */
  replies: ReplyCache;
  /** The current time; tests inject a clock (the 48-hour rule, the passport purge). */
  now?: () => Date;
  /** bcrypt off the event loop (auth/passwords.ts). */
  passwords: PasswordHasher;
  /** Work started by a request and finished after its answer (mail that must not time the answer). */
  background: BackgroundTasks;
}

export interface RateLimit {
  windowMs: number;
  max: number;
}

export interface RateLimits {
  /** Sign-in attempts per client address and (normalised) e-mail. */
  login: RateLimit;
  /** Sign-in attempts per client address across every e-mail (password spraying). */
  loginPerAddress: RateLimit;
  register: RateLimit;
  forgotPassword: RateLimit;
  /** Reset-link submissions per client address (each may cost a bcrypt hash). */
  resetPassword: RateLimit;
  /** Confirmation-link submissions per client address (each costs a bcrypt compare). */
  confirmEmail: RateLimit;
  /** Wrong current passwords per account in account edit (counted in the database). */
  currentPassword: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { windowMs: 15 * 60_000, max: 10 },
  loginPerAddress: { windowMs: 15 * 60_000, max: 30 },
  register: { windowMs: 60 * 60_000, max: 10 },
  forgotPassword: { windowMs: 60 * 60_000, max: 5 },
  resetPassword: { windowMs: 15 * 60_000, max: 10 },
  confirmEmail: { windowMs: 15 * 60_000, max: 10 },
  currentPassword: { windowMs: 15 * 60_000, max: 5 },
};

/** The caches of one app and the feed that keeps them fresh. */
export function cachedServices(
  models: Models,
): Pick<AppContext, 'changes' | 'settings' | 'replies'> {
  const changes = new LocalChangeFeed();
  return {
    changes,
    settings: new SettingsStore(models, changes),
    replies: new ReplyCache(changes),
  };
}
