import { contract } from '@conf/common';
import type { AppContext } from '../context.js';
import { editAccount } from '../auth/service.js';
import { handle, type MountedRoute } from '../http/route.js';
import { presentUser } from './presenter.js';

/** The signed-in user's own account. */
export function accountRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(contract.auth.editAccount, async ({ user, input }) =>
      presentUser(await editAccount(ctx, user, input.body)),
    ),
  ];
}
