import { contract, type ReplyOf } from '@conf/common';
import { api } from '../../app/api';
import { call } from '../../app/contract';

const routes = contract.timeline;

/** An abstract's timeline: whole for organisers, the author's part for its author. */
export const timelineApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminTimeline: build.query<ReplyOf<typeof routes.admin>, number>({
      query: (id) => call(routes.admin, { params: { id } }),
      providesTags: ['Thesis', 'Review', 'Payment', 'Message'],
    }),
    getMyTimeline: build.query<ReplyOf<typeof routes.mine>, number>({
      query: (id) => call(routes.mine, { params: { id } }),
      providesTags: ['Thesis', 'Payment', 'Message'],
    }),
  }),
});

export const { useGetAdminTimelineQuery, useGetMyTimelineQuery } = timelineApi;
