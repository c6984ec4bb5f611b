import { contract, type ReplyOf } from '@conf/common';
import { api } from '../app/api';
import { call, type BodyOf, type QueryOf } from '../app/contract';

export type MyThesesQuery = QueryOf<typeof contract.theses.mine>;

/**
 * The author's endpoints. Uploads (submission, resubmission, receipt) go through useUpload with
 * progress; after them the screens invalidate the 'Thesis' / 'Payment' tags themselves.
 */
export const panelApi = api.injectEndpoints({
  endpoints: (build) => ({
    getParticipation: build.query<ReplyOf<typeof contract.participants.mine>, void>({
      query: () => call(contract.participants.mine),
      providesTags: ['Participant'],
    }),
    declareParticipation: build.mutation<ReplyOf<typeof contract.participants.declare>, void>({
      query: () => call(contract.participants.declare),
      invalidatesTags: ['Participant'],
    }),
    getTopics: build.query<ReplyOf<typeof contract.theses.topics>, void>({
      query: () => call(contract.theses.topics),
    }),
    getMyTheses: build.query<ReplyOf<typeof contract.theses.mine>, MyThesesQuery>({
      // Empty filters vanish from the query string (requestFor leaves them out).
      query: (query) => call(contract.theses.mine, { query }),
      providesTags: ['Thesis'],
    }),
    getMyThesis: build.query<ReplyOf<typeof contract.theses.get>, number>({
      query: (id) => call(contract.theses.get, { params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Thesis', id }, 'Thesis'],
    }),
    getPaymentState: build.query<ReplyOf<typeof contract.payments.state>, number>({
      query: (id) => call(contract.payments.state, { params: { id } }),
      providesTags: ['Payment'],
    }),
    editAccount: build.mutation<
      ReplyOf<typeof contract.auth.editAccount>,
      BodyOf<typeof contract.auth.editAccount>
    >({
      query: (body) => call(contract.auth.editAccount, { body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(api.util.upsertQueryData('getCurrentUser', undefined, data));
        } catch {
          // A refusal reaches the form through the mutation's own result.
        }
      },
    }),
  }),
});

export const {
  useGetParticipationQuery,
  useDeclareParticipationMutation,
  useGetTopicsQuery,
  useGetMyThesesQuery,
  useGetMyThesisQuery,
  useGetPaymentStateQuery,
  useEditAccountMutation,
} = panelApi;
