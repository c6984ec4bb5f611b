import type { FetchArgs } from '@reduxjs/toolkit/query';
import { contract, type Paginated } from '@conf/common';
import { api } from '../../app/api';

/**
 * The console's list screens and the cache tag each provides (mutations of that resource
 * invalidate it). The list scaffold (admin-list.tsx) serves exactly these routes.
 */
const ADMIN_LISTS = [
  [contract.theses.adminList, 'Thesis'],
  [contract.payments.adminList, 'Payment'],
  [contract.participants.adminList, 'Participant'],
  [contract.admin.users, 'User'],
  [contract.pages.admin.list, 'Page'],
  [contract.news.admin.list, 'News'],
  [contract.letters.adminList, 'Letter'],
  [contract.certificates.adminList, 'Certificate'],
  [contract.reviews.admin.reviewers, 'Review'],
  [contract.audit.list, 'Audit'],
] as const;

export type AdminListRoute = (typeof ADMIN_LISTS)[number][0];
type ListTag = (typeof ADMIN_LISTS)[number][1];

/** The cache tag a list route provides. */
export const listTag = (route: AdminListRoute): ListTag =>
  ADMIN_LISTS.find(([listed]) => listed === route)![1];

/**
 * One endpoint for every list: its argument is the request `call(route, { query })` built (a
 * serialisable cache key) and the tag of the route; useAdminList types the answer by its route.
 */
export const adminListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminList: build.query<Paginated<unknown>, { request: FetchArgs; tag: ListTag }>({
      query: ({ request }) => request,
      providesTags: (_r, _e, { tag }) => [tag],
    }),
  }),
});

export const { useGetAdminListQuery } = adminListApi;
