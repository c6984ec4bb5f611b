import { contract, type ReplyOf } from '@conf/common';
import { api } from '../../app/api';
import { call } from '../../app/contract';
import { idMutation } from '../../app/endpoints';

const routes = contract.theses;

export const adminThesesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminThesis: build.query<ReplyOf<typeof routes.adminGet>, number>({
      query: (id) => call(routes.adminGet, { params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Thesis', id }],
    }),
    rejectThesis: build.mutation<ReplyOf<typeof routes.reject>, { id: number; reason: string }>({
      query: ({ id, reason }) => call(routes.reject, { params: { id }, body: { reason } }),
      invalidatesTags: ['Thesis', 'Admin'],
    }),
    acceptThesis: idMutation(build, routes.accept, ['Thesis', 'Payment', 'Admin']),
  }),
});

export const { useGetAdminThesisQuery, useRejectThesisMutation, useAcceptThesisMutation } =
  adminThesesApi;
