import { Router, type Response } from 'express';
import {
  AUTH,
  confirmEmailSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  type RegisterResponse,
} from '@conf/common';
import type { AppContext } from '../context.js';
import { input, validate } from '../http/validate.js';
import { limiter } from '../http/rate-limit.js';
import { presentUser } from '../users/presenter.js';
import { notFromNavigation, requireUser } from './middleware.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { completeRegistration, confirmEmail } from './registration.js';
import * as auth from './service.js';

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

export function authRoutes(ctx: AppContext): Router {
  const router = Router();
  const { rateLimits, config } = ctx;

  // The same answer for a new, a taken and an unconfirmed address, given before any of the
  // work that tells them apart (completeRegistration), so neither words nor timing differ.
  router.post(
    '/register',
    limiter(rateLimits.register, config.rateLimit),
    validate('body', registerSchema),
    async (req, res) => {
      const body = input(req, 'body', registerSchema);
      await auth.assertCountry(ctx, body.countryId);
      const locale = req.locale;
      ctx.background.run('registration', () => completeRegistration(ctx, body, locale));
      const answer: RegisterResponse = { success: true };
      res.status(202).json(answer);
    },
  );

  router.post(
    '/confirm',
    limiter(rateLimits.confirmEmail, config.rateLimit),
    validate('body', confirmEmailSchema),
    async (req, res) => {
      const { user, token } = await confirmEmail(ctx, input(req, 'body', confirmEmailSchema));
      sessionCookie(ctx, res, token).json({ token, user: presentUser(user) });
    },
  );

  // Limited after parsing, so the counters key on the address the schema normalised (" A@x.org"
  // and "a@x.org" are one bucket), and once more per client address across every e-mail.
  router.post(
    '/login',
    validate('body', loginSchema),
    limiter(rateLimits.loginPerAddress, config.rateLimit),
    limiter(rateLimits.login, config.rateLimit, 'email'),
    async (req, res) => {
      const { user, token } = await auth.login(ctx, input(req, 'body', loginSchema));
      sessionCookie(ctx, res, token).json({ token, user: presentUser(user) });
    },
  );

  const logout = async (req: Express.Request, res: Response) => {
    if (req.user) {
      await auth.revokeTokens(req.user);
      // Sockets opened with the revoked token would otherwise keep receiving events.
      ctx.realtime.disconnectUser(req.user.id);
    }
    res.clearCookie(AUTH.cookieName, { path: '/' }).json({ success: true });
  };
  // The specification's GET stays for its clients (they send `lang-code`); a bare link is refused.
  router.get('/logout', notFromNavigation, logout);
  router.post('/logout', logout);

  router.get('/user', requireUser, (req, res) => {
    res.json(presentUser(req.user!));
  });

  router.post(
    '/forgot_password',
    limiter(rateLimits.forgotPassword, config.rateLimit),
    validate('body', forgotPasswordSchema),
    (req, res) => {
      const { email } = input(req, 'body', forgotPasswordSchema);
      // Answered first, the lookup and the mail after: the time says nothing about the e-mail.
      ctx.background.run('password reset mail', () => requestPasswordReset(ctx, email));
      res.json({ success: true });
    },
  );

  router.post(
    '/reset_password',
    limiter(rateLimits.resetPassword, config.rateLimit),
    validate('body', resetPasswordSchema),
    async (req, res) => {
      const { token, password } = input(req, 'body', resetPasswordSchema);
      await resetPassword(ctx, token, password);
      res.clearCookie(AUTH.cookieName, { path: '/' }).json({ success: true });
    },
  );

  return router;
}
