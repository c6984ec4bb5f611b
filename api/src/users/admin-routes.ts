import { Router } from 'express';
import {
  adminUserExportQuerySchema,
  adminUserListQuerySchema,
  userIdParamsSchema,
  userRoleChangeSchema,
  type Paginated,
  type AdminUserDto,
  type Locale,
} from '@conf/common';
import { recordExport } from '../audit/exports.js';
import type { AppContext } from '../context.js';
import { authorize } from '../auth/policy.js';
import { input, validate } from '../http/validate.js';
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
import { exportUsers } from './export.js';
import { canChangeRole, canListUsers, canViewUser, userAbilities } from './policy.js';
import { presentAdminUser } from './presenter.js';

/** `/api/admin/users/...`: the organisers' users screens. Mounted behind the admin guard. */
export function adminUserRoutes(ctx: AppContext): Router {
  const router = Router();
  // The database's collations do not change while the app runs: read them once, on first use.
  let collations: ReturnType<typeof availableCollations> | null = null;
  const collationFor = async (locale: Locale): Promise<Collation> => {
    collations ??= availableCollations(ctx).catch((err: unknown) => {
      collations = null;
      throw err;
    });
    return { locale, icu: (await collations)[locale] };
  };

  router.get('/', validate('query', adminUserListQuerySchema), async (req, res) => {
    authorize(req.user, canListUsers(req.user));
    const query = input(req, 'query', adminUserListQuerySchema);
    const [{ rows, total }, adminCount] = await Promise.all([
      listUsers(ctx, query, await collationFor(req.locale)),
      countAdmins(ctx),
    ]);
    const body: Paginated<AdminUserDto> = {
      data: rows.map((u) =>
        presentAdminUser(u, req.locale, userAbilities(req.user, u, adminCount)),
      ),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
    res.json(body);
  });

  // Before `/:id`, which would otherwise read "export" as an id.
  router.get('/export', validate('query', adminUserExportQuerySchema), async (req, res) => {
    authorize(req.user, canListUsers(req.user));
    const query = input(req, 'query', adminUserExportQuerySchema);
    const users = await usersForExport(ctx, query, await collationFor(req.locale));
    await recordExport(ctx.models, req.user!, 'export.users', query, users.length);
    const file = await exportUsers(users, query.format, req.locale);
    res.attachment(file.filename);
    res.set('Cache-Control', 'no-store');
    res.type(file.contentType).send(file.body);
  });

  router.get('/:id', validate('params', userIdParamsSchema), async (req, res) => {
    const user = await findUser(ctx, input(req, 'params', userIdParamsSchema).id);
    authorize(req.user, canViewUser(req.user, user));
    res.json(await userDetail(ctx, req.user, user, req.locale));
  });

  router.patch(
    '/:id/role',
    validate('params', userIdParamsSchema),
    validate('body', userRoleChangeSchema),
    async (req, res) => {
      authorize(req.user, canChangeRole(req.user));
      const { id } = input(req, 'params', userIdParamsSchema);
      const role = input(req, 'body', userRoleChangeSchema).role;
      const user = await changeRole(ctx, id, role, req.user!);
      res.json(
        presentAdminUser(user, req.locale, userAbilities(req.user, user, await countAdmins(ctx))),
      );
    },
  );

  return router;
}
