import { Router } from 'express';
import { accountEditSchema } from '@conf/common';
import type { AppContext } from '../context.js';
import { requireUser } from '../auth/middleware.js';
import { editAccount } from '../auth/service.js';
import { input, validate } from '../http/validate.js';
import { presentUser } from './presenter.js';

/** The signed-in user's own account (`/api/user/...`). */
export function accountRoutes(ctx: AppContext): Router {
  const router = Router();
  router.put('/account', requireUser, validate('body', accountEditSchema), async (req, res) => {
    const user = await editAccount(ctx, req.user!, input(req, 'body', accountEditSchema));
    res.json(presentUser(user));
  });
  return router;
}
