import type { FetchArgs } from '@reduxjs/toolkit/query';
import {
  requestFor,
  type InputArgs,
  type Locale,
  type RequestInput,
  type RouteSpec,
} from '@conf/common';

/** The body a route takes (what a form sends). */
export type BodyOf<R extends RouteSpec> = NonNullable<RequestInput<R>['body']>;
/** The query a route takes (a list's page, sort, search and filters). */
export type QueryOf<R extends RouteSpec> = NonNullable<RequestInput<R>['query']>;

/**
 * The RTK Query request of a contract route: the path, method, query and body come from the route
 * and its typed input, so a wrong path or payload is a type error. The base query adds the API's
 * base URL and the locale header. Endpoints declare their result as `ReplyOf<typeof route>`.
 */
export function call<R extends RouteSpec>(route: R, ...input: InputArgs<R>): FetchArgs {
  const request = requestFor(route, ...input);
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
