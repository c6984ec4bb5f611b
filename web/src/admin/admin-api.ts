import { contract, type ReplyOf } from '@conf/common';
import { api } from '../app/api';
import { call } from '../app/contract';

/** The console's own request: the dashboard's data. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminInitialData: build.query<ReplyOf<typeof contract.admin.dashboard>, void>({
      query: () => call(contract.admin.dashboard),
      providesTags: ['Admin', 'Thesis', 'Participant', 'Message', 'User'],
    }),
  }),
});

export const { useGetAdminInitialDataQuery } = adminApi;
