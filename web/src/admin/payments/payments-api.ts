import { contract, type ReplyOf } from '@conf/common';
import { api } from '../../app/api';
import { call, type BodyOf, type QueryOf } from '../../app/contract';

const routes = contract.payments;

export type AdminPaymentListParams = QueryOf<typeof routes.adminList>;

export const adminPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminPayments: build.query<ReplyOf<typeof routes.adminList>, AdminPaymentListParams>({
      query: (query) => call(routes.adminList, { query }),
      providesTags: ['Payment'],
    }),
    decidePayment: build.mutation<
      ReplyOf<typeof routes.decide>,
      { id: number } & BodyOf<typeof routes.decide>
    >({
      query: ({ id, ...body }) => call(routes.decide, { params: { id }, body }),
      // Accepting a payment accepts its abstract too.
      invalidatesTags: ['Payment', 'Thesis', 'Admin'],
    }),
  }),
});

export const { useGetAdminPaymentsQuery, useDecidePaymentMutation } = adminPaymentsApi;
