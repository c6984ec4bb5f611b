import { contract, type ReplyOf } from '@conf/common';
import { api } from '../../app/api';
import { call, type BodyOf } from '../../app/contract';
import { bodyMutation, plainQuery } from '../../app/endpoints';

/** The participant's side of issue 15: their talks, letters and certificates. */
export const panelProducesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyTalks: plainQuery(build, contract.programme.myTalks, ['Programme']),
    reportTiming: build.mutation<
      ReplyOf<typeof contract.programme.reportTiming>,
      { thesisId: number; body: BodyOf<typeof contract.programme.reportTiming> }
    >({
      query: ({ thesisId, body }) =>
        call(contract.programme.reportTiming, { params: { thesisId }, body }),
      invalidatesTags: ['Programme'],
    }),
    getCalendarLink: plainQuery(build, contract.programme.calendarLink),
    createCalendarLink: build.mutation<ReplyOf<typeof contract.programme.createCalendarLink>, void>(
      {
        query: () => call(contract.programme.createCalendarLink),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            void dispatch(
              panelProducesApi.util.upsertQueryData('getCalendarLink', undefined, data),
            );
          } catch {
            // The button's own result shows the failure.
          }
        },
      },
    ),
    revokeCalendarLink: build.mutation<void, void>({
      query: () => call(contract.programme.revokeCalendarLink),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          void dispatch(
            panelProducesApi.util.upsertQueryData('getCalendarLink', undefined, {
              url: null,
              createdAt: null,
            }),
          );
        } catch {
          // The button's own result shows the failure.
        }
      },
    }),
    getMyLetters: plainQuery(build, contract.letters.mine, ['Letter']),
    requestLetter: bodyMutation(build, contract.letters.request, ['Letter']),
    getMyCertificates: plainQuery(build, contract.certificates.mine, ['Certificate']),
  }),
});

export const {
  useGetMyTalksQuery,
  useReportTimingMutation,
  useGetCalendarLinkQuery,
  useCreateCalendarLinkMutation,
  useRevokeCalendarLinkMutation,
  useGetMyLettersQuery,
  useRequestLetterMutation,
  useGetMyCertificatesQuery,
} = panelProducesApi;
