import { contract, type ReplyOf } from '@conf/common';
import { api } from '../../app/api';
import { call, type QueryOf } from '../../app/contract';
import { bodyMutation } from '../../app/endpoints';

const routes = contract.reviews.admin;

/**
 * The organisers' reviewing endpoints: reviewers and their topics, an abstract's reviews and
 * assignments, declared conflicts of interest, automatic assignment. (The reviewers list goes
 * through the list scaffold.)
 */
export const reviewsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    promoteReviewer: bodyMutation(build, routes.promote, ['Review', 'User']),
    setReviewerTopics: build.mutation<
      ReplyOf<typeof routes.topics>,
      { id: number; topicIds: number[] }
    >({
      query: ({ id, topicIds }) => call(routes.topics, { params: { id }, body: { topicIds } }),
      invalidatesTags: ['Review'],
    }),
    demoteReviewer: build.mutation<ReplyOf<typeof routes.demote>, number>({
      query: (id) => call(routes.demote, { params: { id } }),
      invalidatesTags: ['Review', 'User'],
    }),
    getThesisReviews: build.query<ReplyOf<typeof routes.thesis>, number>({
      query: (id) => call(routes.thesis, { params: { id } }),
      providesTags: ['Review'],
    }),
    assignReviewer: build.mutation<
      ReplyOf<typeof routes.assign>,
      { id: number; reviewerId: number }
    >({
      query: ({ id, reviewerId }) => call(routes.assign, { params: { id }, body: { reviewerId } }),
      invalidatesTags: ['Review', 'Thesis'],
    }),
    unassignReviewer: build.mutation<
      ReplyOf<typeof routes.unassign>,
      { id: number; reviewerId: number }
    >({
      query: (params) => call(routes.unassign, { params }),
      invalidatesTags: ['Review', 'Thesis'],
    }),
    getConflicts: build.query<ReplyOf<typeof routes.conflicts>, QueryOf<typeof routes.conflicts>>({
      query: (query) => call(routes.conflicts, { query }),
      providesTags: ['Review'],
    }),
    addConflict: bodyMutation(build, routes.addConflict, ['Review']),
    removeConflict: build.mutation<ReplyOf<typeof routes.removeConflict>, number>({
      query: (id) => call(routes.removeConflict, { params: { id } }),
      invalidatesTags: ['Review'],
    }),
    previewAutoAssign: bodyMutation(build, routes.autoPreview),
    applyAutoAssign: bodyMutation(build, routes.autoApply, ['Review', 'Thesis']),
  }),
});

export const {
  usePromoteReviewerMutation,
  useSetReviewerTopicsMutation,
  useDemoteReviewerMutation,
  useGetThesisReviewsQuery,
  useAssignReviewerMutation,
  useUnassignReviewerMutation,
  useGetConflictsQuery,
  useAddConflictMutation,
  useRemoveConflictMutation,
  usePreviewAutoAssignMutation,
  useApplyAutoAssignMutation,
} = reviewsAdminApi;
