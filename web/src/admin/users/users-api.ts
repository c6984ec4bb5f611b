import type { contract, ReplyOf, Role } from '@conf/common';
import { api } from '../../app/api';
import { call, routing } from '../../app/contract';
import { idQuery, plainQuery } from '../../app/endpoints';

// Paths only (no schemas): the console's first screen needs no zod.
const routes = routing.admin;
type Routes = typeof contract.admin;

/** The users screens: profile, role change and who is online (the list goes through the scaffold). */
export const usersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUser: idQuery(build, routes.user, ['User']),
    changeUserRole: build.mutation<ReplyOf<Routes['changeRole']>, { id: number; role: Role }>({
      query: ({ id, role }) => call(routes.changeRole, { params: { id }, body: { role } }),
      invalidatesTags: ['User', 'Admin'],
    }),
    listOnlineUsers: plainQuery(build, routes.onlineUsers),
  }),
});

export const { useGetAdminUserQuery, useChangeUserRoleMutation, useListOnlineUsersQuery } =
  usersAdminApi;
