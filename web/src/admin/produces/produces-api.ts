import { contract, type ReplyOf } from '@conf/common';
import { api } from '../../app/api';
import { call, type BodyOf } from '../../app/contract';
import { bodyMutation, plainMutation, plainQuery } from '../../app/endpoints';

/**
 * The organisers' book of abstracts, letter decisions and certificate issuing (the lists of
 * letters and certificates go through the list scaffold).
 */
export const adminProducesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookState: plainQuery(build, contract.book.state, ['Book']),
    buildBook: plainMutation(build, contract.book.build, ['Book']),
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
    issueCertificates: bodyMutation(build, contract.certificates.issue, ['Certificate']),
  }),
});

export const {
  useGetBookStateQuery,
  useBuildBookMutation,
  useGetLetterQuery,
  useDecideLetterMutation,
  useIssueCertificatesMutation,
} = adminProducesApi;
