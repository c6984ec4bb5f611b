import type { contract, ReplyOf } from '@conf/common';
import { api } from '../app/api';
import { call, routing, type BodyOf, type QueryOf } from '../app/contract';
import { idQuery, plainMutation, plainQuery } from '../app/endpoints';

export type MyThesesQuery = QueryOf<typeof contract.theses.mine>;

/**
 * The author's endpoints. Uploads (submission, resubmission, receipt) go through useUpload with
 * progress; after them the screens invalidate the 'Thesis' / 'Payment' tags themselves.
 */
export const panelApi = api.injectEndpoints({
  endpoints: (build) => ({
    getParticipation: plainQuery(build, routing.participants.mine, ['Participant']),
    declareParticipation: plainMutation(build, routing.participants.declare, ['Participant']),
    getTopics: build.query<ReplyOf<typeof contract.theses.topics>, void>({
      query: () => call(routing.theses.topics),
      // Topic names are in the language of the request.
      providesTags: ['Thesis'],
    }),
    getMyTheses: build.query<ReplyOf<typeof contract.theses.mine>, MyThesesQuery>({
      // Empty filters vanish from the query string (requestFor leaves them out).
      query: (query) => call(routing.theses.mine, { query }),
      providesTags: ['Thesis'],
    }),
    getMyThesis: build.query<ReplyOf<typeof contract.theses.get>, number>({
      query: (id) => call(routing.theses.get, { params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Thesis', id }, 'Thesis'],
    }),
    getPaymentState: idQuery(build, routing.payments.state, ['Payment']),
    editAccount: build.mutation<
      ReplyOf<typeof contract.auth.editAccount>,
      BodyOf<typeof contract.auth.editAccount>
    >({
      query: (body) => call(routing.auth.editAccount, { body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(api.util.upsertQueryData('getCurrentUser', undefined, data));
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
