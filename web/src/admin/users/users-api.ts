import type {
  AdminUserDetailDto,
  AdminUserDto,
  OnlineUserDto,
  Paginated,
  Role,
} from '@conf/common';
import { api } from '../../app/api';

export type UserListParams = Record<string, string>;

/** `/api/admin/users`: list, profile, role change and who is online. */
export const usersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminUsers: build.query<Paginated<AdminUserDto>, UserListParams>({
      query: (params) => ({ url: '/admin/users', params }),
      providesTags: ['User'],
    }),
    getAdminUser: build.query<AdminUserDetailDto, number>({
      query: (id) => `/admin/users/${id}`,
      providesTags: ['User'],
    }),
    changeUserRole: build.mutation<AdminUserDto, { id: number; role: Role }>({
      query: ({ id, role }) => ({
        url: `/admin/users/${id}/role`,
        method: 'PATCH',
        body: { role },
      }),
      invalidatesTags: ['User', 'Admin'],
    }),
    listOnlineUsers: build.query<{ data: OnlineUserDto[] }, void>({
      query: () => '/admin/users/online',
    }),
  }),
});

export const {
  useListAdminUsersQuery,
  useGetAdminUserQuery,
  useChangeUserRoleMutation,
  useListOnlineUsersQuery,
} = usersAdminApi;
