import type { Response } from 'express';
import { AUTH, contract, type SuccessDto } from '@conf/common';
import type { UserModel } from '../db/models/user.js';
import type { AppContext } from '../context.js';
import { limiter } from '../http/rate-limit.js';
import { handle, type MountedRoute } from '../http/route.js';
import { presentUser } from '../users/presenter.js';
import * as auth from './service.js';

const routes = contract.auth;
const SUCCESS: SuccessDto = { success: true };

export function authRoutes(ctx: AppContext): MountedRoute[] {
  const { rateLimits, config } = ctx;

  const setCookie = (res: Response, token: string) =>
    res.cookie(AUTH.cookieName, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https://'),
      maxAge: AUTH.tokenMaxAgeSeconds * 1000,
      path: '/',
    });

  // The specification calls logout with GET; clients use the POST twin, which does the same.
  const logout = async ({ user, res }: { user: UserModel | undefined; res: Response }) => {
    if (user) {
      await auth.revokeTokens(user);
      // Sockets opened with the revoked token would otherwise keep receiving events.
      ctx.realtime.disconnectUser(user.id);
    }
    res.clearCookie(AUTH.cookieName, { path: '/' });
    return SUCCESS;
  };

  return [
    handle(
      routes.register,
      async ({ input, locale, res }) => {
        const { user, token } = await auth.register(ctx, input.body, locale);
        setCookie(res, token);
        return { token, user: presentUser(user) };
      },
      { middleware: [limiter(rateLimits.register, config.rateLimit)] },
    ),

    handle(
      routes.login,
      async ({ input, res }) => {
        const { user, token } = await auth.login(ctx, input.body);
        setCookie(res, token);
        return { token, user: presentUser(user) };
      },
      { middleware: [limiter(rateLimits.login, config.rateLimit, 'email')] },
    ),

    handle(routes.logout, logout),
    handle(routes.logoutByGet, logout),

    handle(routes.currentUser, ({ user }) => presentUser(user)),

    handle(
      routes.forgotPassword,
      async ({ input, req }) => {
        // The answer never depends on whether the e-mail exists; mail failures are only logged.
        await auth.requestPasswordReset(ctx, input.body.email).catch((err: unknown) => {
          req.log.error({ err }, 'password reset mail failed');
        });
        return SUCCESS;
      },
      { middleware: [limiter(rateLimits.forgotPassword, config.rateLimit)] },
    ),

    handle(routes.resetPassword, async ({ input: { body }, res }) => {
      await auth.resetPassword(ctx, body.token, body.password);
      res.clearCookie(AUTH.cookieName, { path: '/' });
      return SUCCESS;
    }),
  ];
}
