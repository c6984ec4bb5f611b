import { Router } from 'express';
import { accountEditSchema } from '@conf/common';
import type { AppContext } from '../context.js';
import { requireUser } from '../auth/middleware.js';
import { sessionCookie } from '../auth/routes.js';
import { editAccount } from '../auth/service.js';
import { input, validate } from '../http/validate.js';
import { presentUser } from './presenter.js';

/** The header that carries the fresh token after a password change, for bearer clients. */
export const NEW_TOKEN_HEADER = 'X-Auth-Token';

/** The signed-in user's own account (`/api/user/...`). */
export function accountRoutes(ctx: AppContext): Router {
  const router = Router();
  router.put('/account', requireUser, validate('body', accountEditSchema), async (req, res) => {
    const { user, token } = await editAccount(
      ctx,
      req.user!,
      input(req, 'body', accountEditSchema),
    );
    // A new password revoked every token; this session carries on with a fresh one.
    if (token) sessionCookie(ctx, res, token).set(NEW_TOKEN_HEADER, token);
    res.json(presentUser(user));
  });
  return router;
}
