import { contract } from '@conf/common';
import type { AppContext } from '../context.js';
import { paginate } from '../db/list.js';
import { handle, type MountedRoute } from '../http/route.js';
import { assignReviewer, unassignReviewer } from './assignment.js';
import { applyAutoAssign, previewAutoAssign } from './auto-assign-service.js';
import { addConflict, listConflicts, removeConflict } from './conflicts.js';
import { presentConflict } from './presenter.js';
import {
  demoteReviewer,
  listReviewers,
  presentReviewers,
  promoteReviewer,
  setReviewerTopics,
} from './reviewers.js';
import { thesisReviews } from './summary.js';

const routes = contract.reviews.admin;

/** `/admin/reviewers`, `/admin/theses/:id/reviews…`, conflicts and automatic assignment. */
export function adminReviewRoutes(ctx: AppContext): MountedRoute[] {
  const reviewer = async (locale: Parameters<typeof presentReviewers>[1], id: number) =>
    (await presentReviewers(ctx, locale, [id]))[0]!;
  return [
    handle(routes.reviewers, ({ locale, input }) => listReviewers(ctx, locale, input.query)),
    handle(routes.promote, async ({ user, locale, input }) => {
      await promoteReviewer(ctx, user, input.body.userId, input.body.topicIds);
      return reviewer(locale, input.body.userId);
    }),
    handle(routes.topics, async ({ user, locale, input }) => {
      await setReviewerTopics(ctx, user, input.params.id, input.body.topicIds);
      return reviewer(locale, input.params.id);
    }),
    handle(routes.demote, async ({ user, input }) => {
      await demoteReviewer(ctx, user, input.params.id);
    }),

    handle(routes.thesis, ({ input }) => thesisReviews(ctx, input.params.id)),
    handle(routes.assign, async ({ user, input }) => {
      await assignReviewer(ctx, user, input.params.id, input.body.reviewerId);
      return thesisReviews(ctx, input.params.id);
    }),
    handle(routes.unassign, async ({ user, input }) => {
      await unassignReviewer(ctx, user, input.params.id, input.params.reviewerId);
      return thesisReviews(ctx, input.params.id);
    }),

    handle(routes.conflicts, ({ input: { query } }) =>
      paginate(query, (window) => listConflicts(ctx, query, window), presentConflict),
    ),
    handle(routes.addConflict, async ({ user, input }) =>
      presentConflict(await addConflict(ctx, user, input.body)),
    ),
    handle(routes.removeConflict, async ({ user, input }) => {
      await removeConflict(ctx, user, input.params.id);
    }),

    handle(routes.autoPreview, ({ locale, input }) =>
      previewAutoAssign(ctx, locale, input.body.topicId),
    ),
    handle(routes.autoApply, ({ user, input }) => applyAutoAssign(ctx, user, input.body)),
  ];
}
