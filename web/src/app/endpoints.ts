import type { InputArgs, ReplyOf, RouteSpec } from '@conf/common';
import type { api, ApiTag } from './api';
import { call, type BodyOf, type QueryOf, type RouteRef } from './contract';

/** The builder `api.injectEndpoints` hands a feature's `endpoints`. */
export type ApiBuilder = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];

/**
 * The endpoints most features are made of, each one contract route with its reply typed by the
 * route: a mutation sending a form's values as the body, and a query or a mutation that takes no
 * input. The tags say what a query provides and what a mutation changes.
 */
export function bodyMutation<R extends RouteSpec>(
  build: ApiBuilder,
  route: R | RouteRef<R>,
  invalidatesTags: readonly ApiTag[] = [],
) {
  return build.mutation<ReplyOf<R>, BodyOf<R>>({
    query: (body) => call(route, ...([{ body }] as unknown as InputArgs<R>)),
    invalidatesTags: [...invalidatesTags],
  });
}

/** A query of a route that takes no input (see bodyMutation). */
export function plainQuery<R extends RouteSpec>(
  build: ApiBuilder,
  route: R | RouteRef<R>,
  providesTags: readonly ApiTag[] = [],
) {
  return build.query<ReplyOf<R>, void>({
    query: () => call(route, ...([] as unknown as InputArgs<R>)),
    providesTags: [...providesTags],
  });
}

/** A mutation of a route that takes no input (see bodyMutation). */
export function plainMutation<R extends RouteSpec>(
  build: ApiBuilder,
  route: R | RouteRef<R>,
  invalidatesTags: readonly ApiTag[] = [],
) {
  return build.mutation<ReplyOf<R>, void>({
    query: () => call(route, ...([] as unknown as InputArgs<R>)),
    invalidatesTags: [...invalidatesTags],
  });
}

/** A query whose argument is the route's query (a list's page, sort and filters). */
export function listQuery<R extends RouteSpec>(
  build: ApiBuilder,
  route: R | RouteRef<R>,
  providesTags: readonly ApiTag[] = [],
) {
  return build.query<ReplyOf<R>, QueryOf<R>>({
    query: (query) => call(route, ...([{ query }] as unknown as InputArgs<R>)),
    providesTags: [...providesTags],
  });
}

/** A query of one entry, its argument the entry's id (the route's `:id`). */
export function idQuery<R extends RouteSpec>(
  build: ApiBuilder,
  route: R | RouteRef<R>,
  providesTags: readonly ApiTag[] = [],
) {
  return build.query<ReplyOf<R>, number>({
    query: (id) => call(route, ...([{ params: { id } }] as unknown as InputArgs<R>)),
    providesTags: [...providesTags],
  });
}

/** A mutation of one entry that takes nothing but its id (accept, remove…). */
export function idMutation<R extends RouteSpec>(
  build: ApiBuilder,
  route: R | RouteRef<R>,
  invalidatesTags: readonly ApiTag[] = [],
) {
  return build.mutation<ReplyOf<R>, number>({
    query: (id) => call(route, ...([{ params: { id } }] as unknown as InputArgs<R>)),
    invalidatesTags: [...invalidatesTags],
  });
}

/** A mutation of one entry sending a form's values: its argument is `{ id, body }`. */
export function idBodyMutation<R extends RouteSpec>(
  build: ApiBuilder,
  route: R | RouteRef<R>,
  invalidatesTags: readonly ApiTag[] = [],
) {
  return build.mutation<ReplyOf<R>, { id: number; body: BodyOf<R> }>({
    query: ({ id, body }) =>
      call(route, ...([{ params: { id }, body }] as unknown as InputArgs<R>)),
    invalidatesTags: [...invalidatesTags],
  });
}
