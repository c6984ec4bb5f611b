import { contract, type ReplyOf } from '@conf/common';
import { api } from '../../app/api';
import { call, type BodyOf } from '../../app/contract';

/**
 * The organisers' book of abstracts, letter decisions and certificate issuing (the lists of
 * letters and certificates go through the list scaffold).
 */
export const adminProducesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookState: build.query<ReplyOf<typeof contract.book.state>, void>({
      query: () => call(contract.book.state),
      providesTags: ['Book'],
    }),
    buildBook: build.mutation<ReplyOf<typeof contract.book.build>, void>({
      query: () => call(contract.book.build),
      invalidatesTags: ['Book'],
    }),
    getLetter: build.query<ReplyOf<typeof contract.letters.adminGet>, number>({
      query: (id) => call(contract.letters.adminGet, { params: { id } }),
      providesTags: ['Letter'],
    }),
    decideLetter: build.mutation<
      ReplyOf<typeof contract.letters.decide>,
      { id: number; body: BodyOf<typeof contract.letters.decide> }
    >({
      query: ({ id, body }) => call(contract.letters.decide, { params: { id }, body }),
      invalidatesTags: ['Letter'],
    }),
    issueCertificates: build.mutation<
      ReplyOf<typeof contract.certificates.issue>,
      BodyOf<typeof contract.certificates.issue>
    >({
      query: (body) => call(contract.certificates.issue, { body }),
      invalidatesTags: ['Certificate'],
    }),
  }),
});

export const {
  useGetBookStateQuery,
  useBuildBookMutation,
  useGetLetterQuery,
  useDecideLetterMutation,
  useIssueCertificatesMutation,
} = adminProducesApi;
