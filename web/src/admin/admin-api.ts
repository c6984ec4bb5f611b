import type { AdminInitialData, LoginResponse } from '@conf/common';
import { api } from '../app/api';

/** The console's own requests: the dashboard's data and the desktop's sign-in. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminInitialData: build.query<AdminInitialData, void>({
      query: () => '/admin/initial_data',
      providesTags: ['Admin', 'Thesis', 'Participant', 'Message', 'User'],
    }),
    adminLogin: build.mutation<LoginResponse, { email: string; password: string }>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
  }),
});

export const { useGetAdminInitialDataQuery, useAdminLoginMutation } = adminApi;
