import { contract, type ReplyOf } from '@conf/common';
import { api } from '../../app/api';
import { call, type QueryOf } from '../../app/contract';
import { idBodyMutation, listQuery, plainQuery } from '../../app/endpoints';

const routes = contract.reviews;

export type ReviewQueueQuery = QueryOf<typeof routes.queue>;
export type FinishedReviewsQuery = QueryOf<typeof routes.finished>;

/**
 * The reviewer's endpoints (/user/panel/reviews): their queue, one abstract, their review and
 * its draft, declining an assignment.
 */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewSummary: plainQuery(build, routes.summary, ['Review']),
    getReviewQueue: listQuery(build, routes.queue, ['Review']),
    getFinishedReviews: listQuery(build, routes.finished, ['Review']),
    getReviewThesis: build.query<ReplyOf<typeof routes.thesis>, number>({
      query: (id) => call(routes.thesis, { params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Review', id }],
    }),
    saveReview: idBodyMutation(build, routes.save, ['Review']),
    saveReviewDraft: idBodyMutation(build, routes.saveDraft, ['Review']),
    declineAssignment: idBodyMutation(build, routes.decline, ['Review']),
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
