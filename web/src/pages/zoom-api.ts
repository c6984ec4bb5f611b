import type { contract, ReplyOf } from '@conf/common';
import { api } from '../app/api';
import { call, routing } from '../app/contract';

const routes = routing.participants;

const zoomApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's participation, null when not declared (or signed out: 401). */
    getMyParticipation: build.query<ReplyOf<typeof contract.participants.mine>, void>({
      async queryFn(_arg, _api, _extra, fetch) {
        const r = await fetch(call(routes.mine));
        if (r.error) return r.error.status === 401 ? { data: null } : { error: r.error };
        return { data: (r.data ?? null) as ReplyOf<typeof contract.participants.mine> };
      },
      providesTags: ['Participant', 'User'],
    }),
    /** null when the caller may not see it (403) or the organisers have not set it yet (404). */
    getZoomAccess: build.query<ReplyOf<typeof contract.participants.zoom> | null, void>({
      async queryFn(_arg, _api, _extra, fetch) {
        const r = await fetch(call(routes.zoom));
        if (r.error) {
          return r.error.status === 403 || r.error.status === 404
            ? { data: null }
            : { error: r.error };
        }
        return { data: r.data as ReplyOf<typeof contract.participants.zoom> };
      },
      providesTags: ['Participant', 'User'],
    }),
  }),
});

export const { useGetMyParticipationQuery, useGetZoomAccessQuery } = zoomApi;
