import { AUTH, contract } from '@conf/common';
import type { AppContext } from '../context.js';
import { sessionCookie } from '../auth/routes.js';
import { editAccount } from '../auth/service.js';
import { handleHttp, type MountedRoute } from '../http/route.js';
import { presentUser } from './presenter.js';

/** The signed-in user's own account. */
export function accountRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handleHttp(contract.auth.editAccount, async ({ user, input, res }) => {
      const { user: saved, token } = await editAccount(ctx, user, input.body);
      // A new password revoked every token; this session carries on with a fresh one.
      if (token) sessionCookie(ctx, res, token).set(AUTH.renewedTokenHeader, token);
      return presentUser(saved);
    }),
  ];
}
