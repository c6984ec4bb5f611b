import type { Response } from 'express';
import { AUTH, contract, type SuccessDto } from '@conf/common';
import type { UserModel } from '../db/models/user.js';
import type { AppContext } from '../context.js';
import { limiter } from '../http/rate-limit.js';
import { handle, handleHttp, type MountedRoute } from '../http/route.js';
import { presentUser } from '../users/presenter.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { completeRegistration, confirmEmail } from './registration.js';
import * as auth from './service.js';

const routes = contract.auth;
const SUCCESS: SuccessDto = { success: true };

/** Sets the session cookie of the web app (the token is also in the JSON for other clients). */
export function sessionCookie(ctx: AppContext, res: Response, token: string) {
  return res.cookie(AUTH.cookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.publicUrl.startsWith('https://'),
    maxAge: AUTH.tokenMaxAgeSeconds * 1000,
    path: '/',
  });
}

export function authRoutes(ctx: AppContext): MountedRoute[] {
  // The specification calls logout with GET (refused to a plain link: contract's
  // refuseNavigation); clients use the POST twin, which does the same.
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
    // The same answer for a new, a taken and an unconfirmed address, given before any of the
    // work that tells them apart (completeRegistration), so neither words nor timing differ.
    handle(
      routes.register,
      async ({ input: { body }, locale }) => {
        await auth.assertCountry(ctx, body.countryId);
        ctx.background.run('registration', () => completeRegistration(ctx, body, locale));
        return { success: true } as const;
      },
      { middleware: [limiter(ctx, 'register')] },
    ),

    handleHttp(
      routes.confirmEmail,
      async ({ input, res }) => {
        const { user, token } = await confirmEmail(ctx, input.body);
        sessionCookie(ctx, res, token);
        return { token, user: presentUser(user) };
      },
      { middleware: [limiter(ctx, 'confirmEmail')] },
    ),

    // Limited after parsing, so the counters key on the address the schema normalised (" A@x.org"
    // and "a@x.org" are one bucket), and once more per client address across every e-mail.
    handleHttp(
      routes.login,
      async ({ input, res }) => {
        const { user, token } = await auth.login(ctx, input.body);
        sessionCookie(ctx, res, token);
        return { token, user: presentUser(user) };
      },
      {
        afterParse: [limiter(ctx, 'loginPerAddress'), limiter(ctx, 'login', 'email')],
      },
    ),

    handleHttp(routes.logout, logout),
    handleHttp(routes.logoutByGet, logout),

    handle(routes.currentUser, ({ user }) => presentUser(user)),

    handle(
      routes.forgotPassword,
      ({ input }) => {
        // Answered first, the lookup and the mail after: the time says nothing about the e-mail.
        ctx.background.run('password reset mail', () =>
          requestPasswordReset(ctx, input.body.email),
        );
        return SUCCESS;
      },
      { middleware: [limiter(ctx, 'forgotPassword')] },
    ),

    handleHttp(
      routes.resetPassword,
      async ({ input: { body }, res }) => {
        await resetPassword(ctx, body.token, body.password);
        res.clearCookie(AUTH.cookieName, { path: '/' });
        return SUCCESS;
      },
      { middleware: [limiter(ctx, 'resetPassword')] },
    ),
  ];
}
