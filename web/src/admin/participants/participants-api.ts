import type { contract, ReplyOf } from '@conf/common';
import { api } from '../../app/api';
import { call, routing } from '../../app/contract';

/** The organisers' approval of a participant (the list goes through the list scaffold). */
export const adminParticipantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    approveParticipant: build.mutation<ReplyOf<typeof contract.participants.decide>, number>({
      query: (id) =>
        call(routing.participants.decide, { params: { id }, body: { status: 'accepted' } }),
      invalidatesTags: ['Participant', 'Admin'],
    }),
  }),
});

export const { useApproveParticipantMutation } = adminParticipantsApi;
