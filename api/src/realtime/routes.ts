import { Op } from 'sequelize';
import { contract, isAdminRole, type OnlineUserDto } from '@conf/common';
import type { AppContext } from '../context.js';
import { handle, type MountedRoute } from '../http/route.js';

/** Who has a socket open now, on any instance. */
export function onlineUserRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(contract.admin.onlineUsers, async () => {
      const online = await ctx.realtime.onlineUsers();
      const users = online.length
        ? await ctx.models.User.findAll({
            where: { id: { [Op.in]: online.map((u) => u.id) } },
            attributes: ['id', 'name', 'surname', 'email', 'role'],
            order: [
              ['surname', 'ASC'],
              ['name', 'ASC'],
            ],
          })
        : [];
      const data: OnlineUserDto[] = users.map((u) => ({
        id: u.id,
        name: u.name,
        surname: u.surname,
        email: u.email,
        isAdmin: isAdminRole(u.role),
      }));
      return { data };
    }),
  ];
}
