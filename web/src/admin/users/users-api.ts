import { contract, type ReplyOf, type Role } from '@conf/common';
import { api } from '../../app/api';
import { call } from '../../app/contract';

const routes = contract.admin;

/** The users screens: profile, role change and who is online (the list goes through the scaffold). */
export const usersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUser: build.query<ReplyOf<typeof routes.user>, number>({
      query: (id) => call(routes.user, { params: { id } }),
      providesTags: ['User'],
    }),
    changeUserRole: build.mutation<ReplyOf<typeof routes.changeRole>, { id: number; role: Role }>({
      query: ({ id, role }) => call(routes.changeRole, { params: { id }, body: { role } }),
      invalidatesTags: ['User', 'Admin'],
    }),
    listOnlineUsers: build.query<ReplyOf<typeof routes.onlineUsers>, void>({
      query: () => call(routes.onlineUsers),
    }),
  }),
});

export const { useGetAdminUserQuery, useChangeUserRoleMutation, useListOnlineUsersQuery } =
  usersAdminApi;
