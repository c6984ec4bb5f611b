import { contract, type ReplyOf } from '@conf/common';
import { api } from '../../app/api';
import { call, type BodyOf, type QueryOf } from '../../app/contract';

const routes = contract.reviews;

export type ReviewQueueQuery = QueryOf<typeof routes.queue>;
export type FinishedReviewsQuery = QueryOf<typeof routes.finished>;

/**
 * The reviewer's endpoints (/user/panel/reviews): their queue, one abstract, their review and
 * its draft, declining an assignment.
 */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewSummary: build.query<ReplyOf<typeof routes.summary>, void>({
      query: () => call(routes.summary),
      providesTags: ['Review'],
    }),
    getReviewQueue: build.query<ReplyOf<typeof routes.queue>, ReviewQueueQuery>({
      query: (query) => call(routes.queue, { query }),
      providesTags: ['Review'],
    }),
    getFinishedReviews: build.query<ReplyOf<typeof routes.finished>, FinishedReviewsQuery>({
      query: (query) => call(routes.finished, { query }),
      providesTags: ['Review'],
    }),
    getReviewThesis: build.query<ReplyOf<typeof routes.thesis>, number>({
      query: (id) => call(routes.thesis, { params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Review', id }],
    }),
    saveReview: build.mutation<
      ReplyOf<typeof routes.save>,
      { id: number; body: BodyOf<typeof routes.save> }
    >({
      query: ({ id, body }) => call(routes.save, { params: { id }, body }),
      invalidatesTags: ['Review'],
    }),
    saveReviewDraft: build.mutation<
      ReplyOf<typeof routes.saveDraft>,
      { id: number; body: BodyOf<typeof routes.saveDraft> }
    >({
      query: ({ id, body }) => call(routes.saveDraft, { params: { id }, body }),
      invalidatesTags: ['Review'],
    }),
    declineAssignment: build.mutation<
      ReplyOf<typeof routes.decline>,
      { id: number; body: BodyOf<typeof routes.decline> }
    >({
      query: ({ id, body }) => call(routes.decline, { params: { id }, body }),
      invalidatesTags: ['Review'],
    }),
    bookmarkReview: build.mutation<
      ReplyOf<typeof routes.bookmark>,
      { id: number; bookmarked: boolean }
    >({
      query: ({ id, bookmarked }) =>
        call(routes.bookmark, { params: { id }, body: { bookmarked } }),
      invalidatesTags: ['Review'],
    }),
  }),
});

export const {
  useGetReviewSummaryQuery,
  useGetReviewQueueQuery,
  useGetFinishedReviewsQuery,
  useGetReviewThesisQuery,
  useSaveReviewMutation,
  useSaveReviewDraftMutation,
  useDeclineAssignmentMutation,
  useBookmarkReviewMutation,
} = reviewsApi;
