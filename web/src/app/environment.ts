import type { HttpMethod, Locale } from '@conf/common';

/**
 * The API as the loaders of one server-rendered page reach it in the server's process, as that
 * page's visitor (api/src/platform/page-api.ts).
 */
export interface PageApi {
  /** GETs a route: its reply, or a thrown `{ status, data }` as the answer over HTTP would be. */
  read(
    route: { method: HttpMethod; path: string },
    input: { params?: Record<string, unknown>; query?: unknown } | undefined,
    locale: Locale,
  ): Promise<unknown>;
  /** GETs a path under /api with its query (RTK Query's requests), answered as `read` does. */
  readPath(
    path: string,
    query: Record<string, unknown> | undefined,
    locale: Locale,
  ): Promise<unknown>;
  /** Any request (RTK Query's fetchFn), answered in the process. */
  fetch(request: Request): Promise<Response>;
}

/**
 * Where and how requests go. In the browser: same-origin '/api'. On the server: the API's own
 * origin, carrying the visitor's cookie so that server-rendered pages see who is signed in.
 * Shared by the public site's data layer (site-data.ts) and the RTK Query store of the panel and
 * the console, so neither has to load the other.
 */
export interface ApiEnvironment {
  baseUrl: string;
  forwardHeaders?: Record<string, string>;
  /** On the server: the API's handlers called in process rather than over loopback HTTP. */
  fetchFn?: PageApi['fetch'];
  /** On the server: a GET answered by the route's handler in process, reply as an object. */
  read?: PageApi['read'];
  /** On the server: RTK Query's GETs, answered the same way. */
  readPath?: PageApi['readPath'];
  /**
   * On the server, when the visitor sent no session cookie: nobody is signed in, so the current
   * user is null without asking. (The browser cannot tell: its cookie is httpOnly.)
   */
  anonymous?: boolean;
}
