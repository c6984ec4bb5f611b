import type { contract, ReplyOf } from '@conf/common';
import { api } from '../app/api';
import { call, routing } from '../app/contract';

/** The console's own request: the dashboard's data. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminInitialData: build.query<ReplyOf<typeof contract.admin.dashboard>, void>({
      query: () => call(routing.admin.dashboard),
      providesTags: ['Admin', 'Thesis', 'Participant', 'Message', 'User'],
    }),
  }),
});

export const { useGetAdminInitialDataQuery } = adminApi;
