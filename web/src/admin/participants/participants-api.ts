import { contract, type ReplyOf } from '@conf/common';
import { api } from '../../app/api';
import { call, type QueryOf } from '../../app/contract';

const routes = contract.participants;

export type AdminParticipantListParams = QueryOf<typeof routes.adminList>;

export const adminParticipantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminParticipants: build.query<ReplyOf<typeof routes.adminList>, AdminParticipantListParams>(
      {
        query: (query) => call(routes.adminList, { query }),
        providesTags: ['Participant'],
      },
    ),
    approveParticipant: build.mutation<ReplyOf<typeof routes.decide>, number>({
      query: (id) => call(routes.decide, { params: { id }, body: { status: 'accepted' } }),
      invalidatesTags: ['Participant', 'Admin'],
    }),
  }),
});

export const { useGetAdminParticipantsQuery, useApproveParticipantMutation } = adminParticipantsApi;
