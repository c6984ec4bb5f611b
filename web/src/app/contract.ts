import type { FetchArgs } from '@reduxjs/toolkit/query';
import { requestFor, type InputArgs, type RouteSpec } from '@conf/common';

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
