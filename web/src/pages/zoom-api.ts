import type { ParticipationDto } from '@conf/common';
import { api } from '../app/api';

/**
 * `GET /api/zoom` → `{ url, meetingId?, passcode? }` for approved participants. The endpoint is
 * not built yet: until it is, approved participants are told the details are coming.
 */
export interface ZoomAccessDto {
  url: string;
  meetingId?: string | null;
  passcode?: string | null;
}

const zoomApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's participation (`GET /api/participation`), null when not declared. */
    getMyParticipation: build.query<ParticipationDto | null, void>({
      async queryFn(_arg, _api, _extra, fetch) {
        const r = await fetch('/participation');
        if (r.error) return r.error.status === 401 ? { data: null } : { error: r.error };
        return { data: (r.data ?? null) as ParticipationDto | null };
      },
      providesTags: ['Participant', 'User'],
    }),
    /** null when the caller may not see it (403) or the endpoint is not there yet (404). */
    getZoomAccess: build.query<ZoomAccessDto | null, void>({
      async queryFn(_arg, _api, _extra, fetch) {
        const r = await fetch('/zoom');
        if (r.error) {
          return r.error.status === 403 || r.error.status === 404
            ? { data: null }
            : { error: r.error };
        }
        return { data: r.data as ZoomAccessDto };
      },
      providesTags: ['Participant', 'User'],
    }),
  }),
});

export const { useGetMyParticipationQuery, useGetZoomAccessQuery } = zoomApi;
