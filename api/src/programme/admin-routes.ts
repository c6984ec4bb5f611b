import { contract, CONFERENCE_TIME_ZONE, conferenceDays } from '@conf/common';
import type { AppContext } from '../context.js';
import { handle, type MountedRoute } from '../http/route.js';
import {
  deleteRoom,
  deleteSession,
  deleteSlot,
  saveRoom,
  saveSession,
  saveSlot,
  warningsFor,
} from './editor.js';
import { presentRoom, presentSession, presentSlot } from './present.js';
import { latestVersion, presentVersion, publishProgramme } from './publish.js';
import { buildSnapshot, sameSnapshot } from './snapshot.js';
import { listTimingReports, resolveTimingReport } from './talks.js';
import { programmeConflicts } from './working-copy.js';
import { schedulableTheses } from './queries.js';

const routes = contract.programme;

/** The organisers' programme: the working copy, its edits, publication and timing reports. */
export function adminProgrammeRoutes(ctx: AppContext): MountedRoute[] {
  const sessionRoom = (copy: { sessions: { id: number; roomId: number }[] }, id: number | null) =>
    copy.sessions.find((s) => s.id === id)?.roomId ?? null;

  return [
    handle(routes.adminGet, async ({ locale }) => {
      const [{ copy, conflicts }, published, draft] = await Promise.all([
        programmeConflicts(ctx, locale),
        latestVersion(ctx),
        buildSnapshot(ctx),
      ]);
      return {
        timeZone: CONFERENCE_TIME_ZONE,
        days: conferenceDays(),
        rooms: copy.rooms.map(presentRoom),
        sessions: copy.sessions.map(presentSession),
        slots: copy.slots.map((s) => presentSlot(s, sessionRoom(copy, s.sessionId))),
        conflicts,
        published: published ? presentVersion(published) : null,
        unpublishedChanges: !published || !sameSnapshot(published.snapshot, draft),
      };
    }),

    handle(
      routes.conflicts,
      async ({ locale }) => (await programmeConflicts(ctx, locale)).conflicts,
    ),

    handle(routes.abstracts, () => schedulableTheses(ctx)),

    handle(routes.createRoom, async ({ user, input }) =>
      presentRoom(await saveRoom(ctx, user, null, input.body)),
    ),
    handle(routes.updateRoom, async ({ user, input }) =>
      presentRoom(await saveRoom(ctx, user, input.params.id, input.body)),
    ),
    handle(routes.deleteRoom, ({ user, input }) => deleteRoom(ctx, user, input.params.id)),

    handle(routes.createSession, async ({ user, input, locale }) => {
      const session = await saveSession(ctx, user, null, input.body);
      const { warnings } = await warningsFor(ctx, locale, { sessionId: session.id });
      return { item: presentSession(session), warnings };
    }),
    handle(routes.updateSession, async ({ user, input, locale }) => {
      const session = await saveSession(ctx, user, input.params.id, input.body);
      const { warnings } = await warningsFor(ctx, locale, { sessionId: session.id });
      return { item: presentSession(session), warnings };
    }),
    handle(routes.deleteSession, ({ user, input }) => deleteSession(ctx, user, input.params.id)),

    handle(routes.createSlot, async ({ user, input, locale }) => {
      const saved = await saveSlot(ctx, user, null, input.body);
      const { copy, warnings } = await warningsFor(ctx, locale, { slotId: saved.id });
      const slot = copy.slots.find((s) => s.id === saved.id)!;
      return { item: presentSlot(slot, sessionRoom(copy, slot.sessionId)), warnings };
    }),
    handle(routes.updateSlot, async ({ user, input, locale }) => {
      const saved = await saveSlot(ctx, user, input.params.id, input.body);
      const { copy, warnings } = await warningsFor(ctx, locale, { slotId: saved.id });
      const slot = copy.slots.find((s) => s.id === saved.id)!;
      return { item: presentSlot(slot, sessionRoom(copy, slot.sessionId)), warnings };
    }),
    handle(routes.deleteSlot, ({ user, input }) => deleteSlot(ctx, user, input.params.id)),

    handle(routes.publish, async ({ user }) => {
      await publishProgramme(ctx, user);
      return presentVersion((await latestVersion(ctx))!);
    }),

    handle(routes.versions, async () => {
      const versions = await ctx.models.ProgrammeVersion.findAll({
        attributes: { exclude: ['snapshot'] },
        include: [{ association: 'publisher', attributes: ['name', 'surname'] }],
        order: [['version', 'DESC']],
      });
      return versions.map(presentVersion);
    }),

    handle(routes.timingReports, ({ input }) => listTimingReports(ctx, input.query.status)),

    handle(routes.resolveTimingReport, ({ user, input }) =>
      resolveTimingReport(ctx, user, input.params.id, input.body.note),
    ),
  ];
}
