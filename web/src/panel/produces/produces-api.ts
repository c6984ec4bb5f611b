import { contract, type ReplyOf } from '@conf/common';
import { api } from '../../app/api';
import { call, type BodyOf } from '../../app/contract';

/** The participant's side of issue 15: their talks, letters and certificates. */
export const panelProducesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyTalks: build.query<ReplyOf<typeof contract.programme.myTalks>, void>({
      query: () => call(contract.programme.myTalks),
      providesTags: ['Programme'],
    }),
    reportTiming: build.mutation<
      ReplyOf<typeof contract.programme.reportTiming>,
      { thesisId: number; body: BodyOf<typeof contract.programme.reportTiming> }
    >({
      query: ({ thesisId, body }) =>
        call(contract.programme.reportTiming, { params: { thesisId }, body }),
      invalidatesTags: ['Programme'],
    }),
    getCalendarLink: build.query<ReplyOf<typeof contract.programme.calendarLink>, void>({
      query: () => call(contract.programme.calendarLink),
    }),
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
    getMyLetters: build.query<ReplyOf<typeof contract.letters.mine>, void>({
      query: () => call(contract.letters.mine),
      providesTags: ['Letter'],
    }),
    requestLetter: build.mutation<
      ReplyOf<typeof contract.letters.request>,
      BodyOf<typeof contract.letters.request>
    >({
      query: (body) => call(contract.letters.request, { body }),
      invalidatesTags: ['Letter'],
    }),
    getMyCertificates: build.query<ReplyOf<typeof contract.certificates.mine>, void>({
      query: () => call(contract.certificates.mine),
      providesTags: ['Certificate'],
    }),
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
