import { contract, type Locale } from '@conf/common';
import type { AppContext } from '../context.js';
import { paginate } from '../db/list.js';
import { exportRoute } from '../exports/route.js';
import { handle, type MountedRoute } from '../http/route.js';
import {
  availableCollations,
  changeRole,
  countAdmins,
  findUser,
  listUsers,
  usersForExport,
  type Collation,
} from './admin-service.js';
import { userDetail } from './admin-detail.js';
import { USER_EXPORT_COLUMNS } from './export.js';
import { userPolicy } from './policy.js';
import { presentAdminUser } from './presenter.js';

const routes = contract.admin;

/** The organisers' users screens: list, export, profile, role. */
export function adminUserRoutes(ctx: AppContext): MountedRoute[] {
  // The database's collations do not change while the app runs: read them once, on first use.
  let collations: ReturnType<typeof availableCollations> | null = null;
  const collationFor = async (locale: Locale): Promise<Collation> => {
    collations ??= availableCollations(ctx).catch((err: unknown) => {
      collations = null;
      throw err;
    });
    return { locale, icu: (await collations)[locale] };
  };

  return [
    handle(routes.users, async ({ user, input: { query }, locale }) => {
      userPolicy.authorize(user, 'list', undefined);
      const [collation, adminCount] = await Promise.all([collationFor(locale), countAdmins(ctx)]);
      return paginate(
        query,
        (window) => listUsers(ctx, query, collation, window),
        (u) => presentAdminUser(u, locale, userPolicy.abilities(user, { user: u, adminCount })),
      );
    }),

    exportRoute(ctx, routes.usersExport, {
      action: 'export.users',
      name: 'users',
      sheet: 'usersExport.sheet',
      columns: USER_EXPORT_COLUMNS,
      authorize: (user) => userPolicy.authorize(user, 'list', undefined),
      source: async (query, locale) => usersForExport(ctx, query, await collationFor(locale)),
    }),

    handle(routes.user, async ({ user, input, locale }) => {
      const target = userPolicy.authorize(user, 'view', await findUser(ctx, input.params.id));
      return userDetail(ctx, user, target, locale);
    }),

    handle(routes.changeRole, async ({ user, input: { params, body }, locale }) => {
      userPolicy.authorize(user, 'changeRole', params);
      const changed = await changeRole(ctx, params.id, body.role, user);
      const adminCount = await countAdmins(ctx);
      return presentAdminUser(
        changed,
        locale,
        userPolicy.abilities(user, { user: changed, adminCount }),
      );
    }),
  ];
}
