import { contract, type ReplyOf } from '@conf/common';
import { api } from '../../app/api';
import { call, type BodyOf } from '../../app/contract';

const routes = contract.payments;

/** The organisers' decision on a receipt (the list goes through the list scaffold). */
export const adminPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useDecidePaymentMutation } = adminPaymentsApi;
