import type { Locale } from '@conf/common';
import type { UserModel } from '../db/models/user.js';

declare global {
  // Express's request is augmented here once; every field is set by one middleware of app.ts.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
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
