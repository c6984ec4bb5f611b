import { contract } from '@conf/common';
import type { AppContext } from '../context.js';
import { handle, type MountedRoute } from '../http/route.js';
import { thesisPolicy } from '../theses/policy.js';
import { thesisTimeline } from './service.js';

const routes = contract.timeline;

/** An abstract's timeline: whole for organisers, the author's part for its author. */
export function timelineRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(routes.admin, ({ input }) => thesisTimeline(ctx, input.params.id, 'organiser')),
    handle(routes.mine, async ({ user, input }) => {
      thesisPolicy.authorize(user, 'view', await ctx.models.Thesis.findByPk(input.params.id));
      return thesisTimeline(ctx, input.params.id, 'author');
    }),
  ];
}
