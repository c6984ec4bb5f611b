import { contract } from '@conf/common';
import { api } from '../../app/api';
import { bodyMutation, plainQuery } from '../../app/endpoints';

const routes = contract.settings;

/** The organisers' settings screen: every section, and the save of one. */
export const adminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSettings: plainQuery(build, routes.get, ['Settings']),
    // The footer, the pay page and the Zoom block read the same settings.
    updateSettings: bodyMutation(build, routes.update, ['Settings', 'Participant']),
  }),
});

export const { useGetAdminSettingsQuery, useUpdateSettingsMutation } = adminSettingsApi;
