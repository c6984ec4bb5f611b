import { contract } from '@conf/common';
import { api } from '../../app/api';
import { idQuery } from '../../app/endpoints';

const routes = contract.timeline;

/** An abstract's timeline: whole for organisers, the author's part for its author. */
export const timelineApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminTimeline: idQuery(build, routes.admin, ['Thesis', 'Review', 'Payment', 'Message']),
    getMyTimeline: idQuery(build, routes.mine, ['Thesis', 'Payment', 'Message']),
  }),
});

export const { useGetAdminTimelineQuery, useGetMyTimelineQuery } = timelineApi;
