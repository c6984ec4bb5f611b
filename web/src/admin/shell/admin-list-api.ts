import { skipToken, type FetchArgs } from '@reduxjs/toolkit/query';
import { contract, type Paginated, type ReplyOf } from '@conf/common';
import { api } from '../../app/api';
import { call, type QueryOf } from '../../app/contract';

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

/** A row of the list a route answers. */
export type RowOf<R extends AdminListRoute> = ReplyOf<R> extends Paginated<infer T> ? T : never;

/**
 * One page of an admin list as plain rows, for pickers and filters that search the server
 * rather than show a table; nothing is asked while `skip` is true (a closed modal).
 */
export function useListRows<R extends AdminListRoute>(route: R, query: QueryOf<R>, skip = false) {
  const found = useGetAdminListQuery(
    skip ? skipToken : { request: call<AdminListRoute>(route, { query }), tag: listTag(route) },
  );
  return { ...found, rows: (found.data as Paginated<RowOf<R>> | undefined)?.data ?? [] };
}
