import { contract } from '@conf/common';
import type { AppContext } from '../context.js';
import { paginate } from '../db/list.js';
import { NotFoundError } from '../http/errors.js';
import { handle, sameForEveryone, type MountedRoute } from '../http/route.js';
import { participantPolicy } from './policy.js';
import { presentParticipation, presentPublicParticipant } from './presenter.js';
import { declareParticipation, listPublicParticipants, myParticipation } from './service.js';

const routes = contract.participants;

/** The signed-in user's own participation, the programme's Zoom access and the public list. */
export function participantRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(routes.mine, async ({ user }) => {
      const participant = await myParticipation(ctx, user);
      return participant ? presentParticipation(participant) : null;
    }),

    handle(routes.declare, async ({ user }) =>
      presentParticipation(await declareParticipation(ctx, user)),
    ),

    // Approved participants only; 404 until organisers have set the meeting in the settings
    // (ZOOM_URL only seeds them on the first start), which the site shows as "details coming".
    handle(routes.zoom, async ({ user }) => {
      participantPolicy.authorize(user, 'joinProgramme', await myParticipation(ctx, user));
      const { zoom } = await ctx.settings.get();
      if (!zoom.url) throw NotFoundError();
      return { url: zoom.url, meetingId: zoom.meetingId || null, passcode: zoom.passcode || null };
    }),

    handle(
      routes.publicList,
      ({ input: { query }, locale }) =>
        paginate(
          query,
          (window) => listPublicParticipants(ctx, query, window),
          (p) => presentPublicParticipant(locale, p),
        ),
      // Until a change: a decision, a profile edit (any write through the API announces one).
      { shared: sameForEveryone(ctx.replies, 'participants') },
    ),
  ];
}
