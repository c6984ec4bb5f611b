import { contract, type ReplyOf } from '@conf/common';
import { api } from '../../app/api';
import { call } from '../../app/contract';
import { bodyMutation, idMutation, idQuery, listQuery } from '../../app/endpoints';

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
    demoteReviewer: idMutation(build, routes.demote, ['Review', 'User']),
    getThesisReviews: idQuery(build, routes.thesis, ['Review']),
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
    getConflicts: listQuery(build, routes.conflicts, ['Review']),
    addConflict: bodyMutation(build, routes.addConflict, ['Review']),
    removeConflict: idMutation(build, routes.removeConflict, ['Review']),
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
