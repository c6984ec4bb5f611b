import type { FetchArgs } from '@reduxjs/toolkit/query';
import {
  fillPath,
  queryStrings,
  type ApiRequest,
  type InputArgs,
  type Locale,
  type RequestInput,
  type RouteSpec,
} from '@conf/common';
import * as routing from 'virtual:contract-routing';

export { routing };

/**
 * What a request needs of a contract route at run time: its method and path. `routing` (built
 * from the contract, vite-plugin-routing.ts) holds these for every route, with each route's full
 * type: the first-load bundle of the public pages calls through it and so carries no zod.
 * Screens that validate with a route's schemas use `contract` itself.
 */
export interface RouteRef<R extends RouteSpec> {
  readonly method: R['method'];
  readonly path: R['path'];
  readonly route?: R;
}

/** The body a route takes (what a form sends). */
export type BodyOf<R extends RouteSpec> = NonNullable<RequestInput<R>['body']>;
/** The query a route takes (a list's page, sort, search and filters). */
export type QueryOf<R extends RouteSpec> = NonNullable<RequestInput<R>['query']>;

/** The request that calls `route` with `input` (the path filled in, relative to the API's base). */
export function requestOf<R extends RouteSpec>(
  route: R | RouteRef<R>,
  ...[input]: InputArgs<R>
): ApiRequest {
  const given = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: unknown;
    body?: unknown;
  };
  const request: ApiRequest = { method: route.method, url: fillPath(route.path, given.params) };
  const params = queryStrings(given.query);
  if (params) request.params = params;
  if (given.body !== undefined) request.body = given.body;
  return request;
}

/**
 * The RTK Query request of a contract route: the path, method, query and body come from the route
 * and its typed input, so a wrong path or payload is a type error. The base query adds the API's
 * base URL and the locale header. Endpoints declare their result as `ReplyOf<typeof route>`.
 */
export function call<R extends RouteSpec>(
  route: R | RouteRef<R>,
  ...input: InputArgs<R>
): FetchArgs {
  const request = requestOf(route, ...input);
  const args: FetchArgs = { url: request.url, method: request.method };
  if (request.params) args.params = request.params;
  if (request.body !== undefined) args.body = request.body;
  return args;
}

/**
 * A request in a language the endpoint names itself (part of its cache key), rather than the
 * language of the page being shown, which the base query adds otherwise.
 */
export function inLocale(locale: Locale, args: FetchArgs): FetchArgs {
  return { ...args, headers: { 'lang-code': locale } };
}
