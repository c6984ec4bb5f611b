import { api } from '../app/api';
import { routing } from '../app/contract';
import { plainQuery } from '../app/endpoints';

/** The console's own request: the dashboard's data. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminInitialData: plainQuery(build, routing.admin.dashboard, [
      'Admin',
      'Thesis',
      'Participant',
      'Message',
      'User',
    ]),
  }),
});

export const { useGetAdminInitialDataQuery } = adminApi;
