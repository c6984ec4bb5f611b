import type { Logger } from 'pino';
import type { Locale } from '@conf/common';
import type { UserModel } from '../db/models/user.js';

declare global {
  // Express's request is augmented here once; every field is set by one middleware of app.ts.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The proxy's X-Request-Id or a new one, once something has logged (http/request-log.ts). */
      id?: string;
      /** A logger bound to this request's id, method and path (http/request-log.ts). */
      readonly log: Logger;
      /** From the `lang-code` header (http/locale.ts). */
      locale: Locale;
      /** Params and query parsed by the route's schemas (http/route.ts), before any upload. */
      input?: Partial<Record<'body' | 'query' | 'params', unknown>>;
      /** The signed-in user, set by auth/middleware.ts when the token is valid. */
      user?: UserModel;
      /** How `user` was authenticated: a bearer token (no ambient credential) or the cookie. */
      authScheme?: 'bearer' | 'cookie';
      /** The request carried a token that was expired, revoked or not ours. */
      tokenInvalid?: boolean;
    }
  }
}

export {};
