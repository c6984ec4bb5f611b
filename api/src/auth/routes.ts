import { Router, type Response } from 'express';
import {
  AUTH,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@conf/common';
import type { AppContext } from '../context.js';
import { input, validate } from '../http/validate.js';
import { limiter } from '../http/rate-limit.js';
import { presentUser } from '../users/presenter.js';
import { requireUser } from './middleware.js';
import * as auth from './service.js';

export function authRoutes(ctx: AppContext): Router {
  const router = Router();
  const { rateLimits, config } = ctx;

  const setCookie = (res: Response, token: string) =>
    res.cookie(AUTH.cookieName, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https://'),
      maxAge: AUTH.tokenMaxAgeSeconds * 1000,
      path: '/',
    });

  router.post(
    '/register',
    limiter(rateLimits.register, config.rateLimit),
    validate('body', registerSchema),
    async (req, res) => {
      const { user, token } = await auth.register(
        ctx,
        input(req, 'body', registerSchema),
        req.locale,
      );
      setCookie(res, token)
        .status(201)
        .json({ token, user: presentUser(user) });
    },
  );

  router.post(
    '/login',
    limiter(rateLimits.login, config.rateLimit, 'email'),
    validate('body', loginSchema),
    async (req, res) => {
      const { user, token } = await auth.login(ctx, input(req, 'body', loginSchema));
      setCookie(res, token).json({ token, user: presentUser(user) });
    },
  );

  // The specification calls logout with GET; POST is accepted as well for clients that prefer it.
  const logout = async (req: Express.Request, res: Response) => {
    if (req.user) {
      await auth.revokeTokens(req.user);
      // Sockets opened with the revoked token would otherwise keep receiving events.
      ctx.realtime.disconnectUser(req.user.id);
    }
    res.clearCookie(AUTH.cookieName, { path: '/' }).json({ success: true });
  };
  router.get('/logout', logout);
  router.post('/logout', logout);

  router.get('/user', requireUser, (req, res) => {
    res.json(presentUser(req.user!));
  });

  router.post(
    '/forgot_password',
    limiter(rateLimits.forgotPassword, config.rateLimit),
    validate('body', forgotPasswordSchema),
    async (req, res) => {
      const { email } = input(req, 'body', forgotPasswordSchema);
      // The answer never depends on whether the e-mail exists; mail failures are only logged.
      await auth.requestPasswordReset(ctx, email).catch((err: unknown) => {
        req.log.error({ err }, 'password reset mail failed');
      });
      res.json({ success: true });
    },
  );

  router.post('/reset_password', validate('body', resetPasswordSchema), async (req, res) => {
    const { token, password } = input(req, 'body', resetPasswordSchema);
    await auth.resetPassword(ctx, token, password);
    res.clearCookie(AUTH.cookieName, { path: '/' }).json({ success: true });
  });

  return router;
}
