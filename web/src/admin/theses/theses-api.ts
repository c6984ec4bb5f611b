import type { Paginated, RejectionInput, ThesisDto, ThesisSummaryDto } from '@conf/common';
import { api } from '../../app/api';

/** Query of the organisers' abstract list, as the URL holds it (page, sort, q, status, topicId). */
export type AdminThesisListParams = Record<string, string>;

export const adminThesesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminTheses: build.query<Paginated<ThesisSummaryDto>, AdminThesisListParams>({
      query: (params) => ({ url: '/admin/theses', params }),
      providesTags: ['Thesis'],
    }),
    getAdminThesis: build.query<ThesisDto, number>({
      query: (id) => `/admin/theses/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Thesis', id }],
    }),
    rejectThesis: build.mutation<ThesisDto, { id: number } & RejectionInput>({
      query: ({ id, reason }) => ({
        url: `/admin/theses/${id}/rejection`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['Thesis', 'Admin'],
    }),
    acceptThesis: build.mutation<ThesisDto, number>({
      query: (id) => ({ url: `/admin/theses/${id}/acceptance`, method: 'POST' }),
      invalidatesTags: ['Thesis', 'Payment', 'Admin'],
    }),
  }),
});

export const {
  useGetAdminThesesQuery,
  useGetAdminThesisQuery,
  useRejectThesisMutation,
  useAcceptThesisMutation,
} = adminThesesApi;
