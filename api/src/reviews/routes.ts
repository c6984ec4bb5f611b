import { contract } from '@conf/common';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';
import { AppError } from '../http/errors.js';
import { handle, handleHttp, type MountedRoute } from '../http/route.js';
import { sendReviewerPdf, sendReviewerZip } from './files.js';
import { declineAssignment } from './decline.js';
import { saveReviewDraft } from './drafts.js';
import { assignmentOf } from './policy.js';
import { finishedReviews, reviewerSummary, reviewQueue } from './queue.js';
import { reviewerThesis, saveReview, setBookmark } from './review-service.js';

const routes = contract.reviews;

/** One archive version of an abstract assigned to the reviewer. */
async function reviewerFile(
  ctx: AppContext,
  reviewer: UserModel,
  thesisId: number,
  fileId: number,
) {
  await assignmentOf(ctx, reviewer, thesisId);
  const file = await ctx.models.ThesisFile.findOne({ where: { id: fileId, thesisId } });
  if (!file) throw new AppError(404, 'error.fileNotFound');
  return file;
}

/** `/reviews/...`: the reviewer's panel. */
export function reviewerRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(routes.summary, ({ user, locale }) => reviewerSummary(ctx, user, locale)),
    handle(routes.queue, ({ user, locale, input }) => reviewQueue(ctx, user, locale, input.query)),
    handle(routes.finished, ({ user, locale, input }) =>
      finishedReviews(ctx, user, locale, input.query),
    ),
    handle(routes.thesis, ({ user, locale, input }) =>
      reviewerThesis(ctx, user, locale, input.params.id),
    ),
    handle(routes.save, async ({ user, locale, input }) => {
      await saveReview(ctx, user, input.params.id, input.body);
      return reviewerThesis(ctx, user, locale, input.params.id);
    }),
    handle(routes.saveDraft, async ({ user, locale, input }) => {
      await saveReviewDraft(ctx, user, input.params.id, input.body);
      return reviewerThesis(ctx, user, locale, input.params.id);
    }),
    handle(routes.decline, async ({ user, input }) => {
      await declineAssignment(ctx, user, input.params.id, input.body.reason);
    }),
    handle(routes.bookmark, async ({ user, input }) => ({
      bookmarked: await setBookmark(ctx, user, input.params.id, input.body.bookmarked),
    })),
    handleHttp(routes.zip, async ({ user, input, res }) => {
      const file = await reviewerFile(ctx, user, input.params.id, input.params.fileId);
      await sendReviewerZip(ctx, res, file);
    }),
    handleHttp(routes.pdf, async ({ user, input, res }) => {
      const file = await reviewerFile(ctx, user, input.params.id, input.params.fileId);
      await sendReviewerPdf(ctx, res, file);
    }),
  ];
}
