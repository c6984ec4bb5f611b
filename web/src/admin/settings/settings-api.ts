import { contract, type ReplyOf } from '@conf/common';
import { api } from '../../app/api';
import { call, type BodyOf } from '../../app/contract';

const routes = contract.settings;

/** The organisers' settings screen: every section, and the save of one. */
export const adminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSettings: build.query<ReplyOf<typeof routes.get>, void>({
      query: () => call(routes.get),
      providesTags: ['Settings'],
    }),
    updateSettings: build.mutation<ReplyOf<typeof routes.update>, BodyOf<typeof routes.update>>({
      query: (body) => call(routes.update, { body }),
      // The footer, the pay page and the Zoom block read the same settings.
      invalidatesTags: ['Settings', 'Participant'],
    }),
  }),
});

export const { useGetAdminSettingsQuery, useUpdateSettingsMutation } = adminSettingsApi;
