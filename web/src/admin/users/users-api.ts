import { contract, type ReplyOf, type Role } from '@conf/common';
import { api } from '../../app/api';
import { call, type QueryOf } from '../../app/contract';

const routes = contract.admin;

/** Query of the users list, as the URL holds it. */
export type UserListParams = QueryOf<typeof routes.users>;

/** The users screens: list, profile, role change and who is online. */
export const usersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminUsers: build.query<ReplyOf<typeof routes.users>, UserListParams>({
      query: (query) => call(routes.users, { query }),
      providesTags: ['User'],
    }),
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

export const {
  useListAdminUsersQuery,
  useGetAdminUserQuery,
  useChangeUserRoleMutation,
  useListOnlineUsersQuery,
} = usersAdminApi;
