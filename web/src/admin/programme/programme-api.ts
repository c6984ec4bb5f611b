import { contract, type ReplyOf, type RouteSpec } from '@conf/common';
import { api } from '../../app/api';
import { call, type BodyOf } from '../../app/contract';
import { plainMutation, plainQuery } from '../../app/endpoints';

const routes = contract.programme;
type Id = { id: number };

/** What saving a room, a session or a slot takes: its id when it exists already. */
type Save<R extends RouteSpec> = { id?: number; body: BodyOf<R> };

/** One save mutation for a create and an update route: an id means the entry exists. */
function upsert<C extends RouteSpec, U extends RouteSpec>(create: C, update: U) {
  return {
    // Inside these generic helpers the routes' input types cannot be resolved (they are
    // conditional on the route), hence `never`; callers are held to Save<C> (or an id), and
    // each entry's create and update routes take the same body.
    query: ({ id, body }: Save<C>) =>
      id ? call(update, { params: { id }, body } as never) : call(create, { body } as never),
    invalidatesTags: ['Programme' as const],
  };
}

/** One delete mutation for a route that takes the entry's id. */
function remove<R extends RouteSpec>(route: R) {
  return {
    query: (id: number) => call(route, { params: { id } } as never),
    invalidatesTags: ['Programme' as const],
  };
}

/**
 * The organisers' programme: one working copy read whole (rooms, sessions, slots, conflicts);
 * every edit answers its own warnings and refreshes the copy, so conflicts stay current.
 */
export const adminProgrammeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProgramme: plainQuery(build, routes.adminGet, ['Programme']),
    getSchedulable: plainQuery(build, routes.abstracts, ['Programme']),
    getProgrammeTopics: plainQuery(build, contract.theses.topics),
    getVersions: plainQuery(build, routes.versions, ['Programme']),
    getTimingReports: build.query<ReplyOf<typeof routes.timingReports>, void>({
      query: () => call(routes.timingReports, { query: {} }),
      providesTags: ['Programme'],
    }),
    saveRoom: build.mutation<ReplyOf<typeof routes.createRoom>, Save<typeof routes.createRoom>>(
      upsert(routes.createRoom, routes.updateRoom),
    ),
    deleteRoom: build.mutation<void, number>(remove(routes.deleteRoom)),
    saveSession: build.mutation<
      ReplyOf<typeof routes.createSession>,
      Save<typeof routes.createSession>
    >(upsert(routes.createSession, routes.updateSession)),
    deleteSession: build.mutation<void, number>(remove(routes.deleteSession)),
    saveSlot: build.mutation<ReplyOf<typeof routes.createSlot>, Save<typeof routes.createSlot>>(
      upsert(routes.createSlot, routes.updateSlot),
    ),
    deleteSlot: build.mutation<void, number>(remove(routes.deleteSlot)),
    publishProgramme: plainMutation(build, routes.publish, ['Programme']),
    resolveTimingReport: build.mutation<
      ReplyOf<typeof routes.resolveTimingReport>,
      Id & { note: string }
    >({
      query: ({ id, note }) =>
        call(routes.resolveTimingReport, { params: { id }, body: { status: 'resolved', note } }),
      invalidatesTags: ['Programme'],
    }),
  }),
});

export const {
  useGetAdminProgrammeQuery,
  useGetSchedulableQuery,
  useGetProgrammeTopicsQuery,
  useGetVersionsQuery,
  useGetTimingReportsQuery,
  useSaveRoomMutation,
  useDeleteRoomMutation,
  useSaveSessionMutation,
  useDeleteSessionMutation,
  useSaveSlotMutation,
  useDeleteSlotMutation,
  usePublishProgrammeMutation,
  useResolveTimingReportMutation,
} = adminProgrammeApi;
