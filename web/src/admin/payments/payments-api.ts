import type { AdminPaymentDto, Paginated, PaymentDecisionInput } from '@conf/common';
import { api } from '../../app/api';

export const adminPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminPayments: build.query<Paginated<AdminPaymentDto>, Record<string, string>>({
      query: (params) => ({ url: '/admin/payments', params }),
      providesTags: ['Payment'],
    }),
    decidePayment: build.mutation<AdminPaymentDto, { id: number } & PaymentDecisionInput>({
      query: ({ id, ...body }) => ({ url: `/admin/payments/${id}`, method: 'PATCH', body }),
      // Accepting a payment accepts its abstract too.
      invalidatesTags: ['Payment', 'Thesis', 'Admin'],
    }),
  }),
});

export const { useGetAdminPaymentsQuery, useDecidePaymentMutation } = adminPaymentsApi;
