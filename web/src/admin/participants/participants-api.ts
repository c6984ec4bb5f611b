import type { AdminParticipantDto, Paginated } from '@conf/common';
import { api } from '../../app/api';

export const adminParticipantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminParticipants: build.query<Paginated<AdminParticipantDto>, Record<string, string>>({
      query: (params) => ({ url: '/admin/participants', params }),
      providesTags: ['Participant'],
    }),
    approveParticipant: build.mutation<AdminParticipantDto, number>({
      query: (id) => ({
        url: `/admin/participants/${id}`,
        method: 'PATCH',
        body: { status: 'accepted' },
      }),
      invalidatesTags: ['Participant', 'Admin'],
    }),
  }),
});

export const { useGetAdminParticipantsQuery, useApproveParticipantMutation } = adminParticipantsApi;
